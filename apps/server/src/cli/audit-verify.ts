import type { VerifyReport } from '../modules/audit/chain';
import { withCliServices } from './cli-services';

const usage = `Usage:
  npm run audit:verify [-- --anchor <place>:<hash>] [--json]
Seals the audit entries written since the sealer's last run, then recomputes the whole hash chain
(decision 0042) and prints its head. Exit code 0: every entry is as it was written and none is missing;
1: the chain is broken (the first breaks are listed); 2: usage; 3: could not run.
--anchor takes a head printed by an earlier run (or logged by the sealer job): it must still be in the
chain with the same hash, which shows the newest entries were not cut off since.
Stop the server first in embedded mode (one process owns the data dir).`;

function print(report: VerifyReport) {
  const head = report.head ? `head ${report.head.chainSeq}:${report.head.hash}` : 'no entries yet';
  if (report.ok) console.log(`✔ Audit log intact: ${report.checked} entries chained, ${head}.`);
  else {
    console.log(`✖ Audit log broken: ${report.breaks.length} problems in ${report.checked} entries (${head}):`);
    for (const b of report.breaks) console.log(`  place ${b.chainSeq}${b.id ? ` (entry ${b.id})` : ''}: ${b.problem}, expected ${b.expected || '—'}, found ${b.actual || '—'}`);
  }
  if (report.unsealed.count) console.log(`  ${report.unsealed.count} entries written during the check wait for the next seal (oldest ${report.unsealed.oldestAt}).`);
}

function parseAnchor(text: string | undefined) {
  const m = /^(\d+):([0-9a-f]{64})$/.exec(text ?? '');
  return m ? { chainSeq: Number(m[1]), hash: m[2]! } : null;
}

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--anchor');
  const anchor = at >= 0 ? parseAnchor(args[at + 1]) : undefined;
  const known = new Set(['--anchor', '--json', at >= 0 ? args[at + 1] : '--anchor']);
  if (anchor === null || args.some((a) => !known.has(a))) {
    console.error(usage);
    process.exit(2);
  }
  const report = await withCliServices(({ audit }) => audit.verify({ anchor }));
  if (args.includes('--json')) console.log(JSON.stringify(report, null, 2));
  else print(report);
  process.exitCode = report.ok ? 0 : 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(3);
});
