import type { ReconcileReport } from '@platform/contracts';
import { AppError } from '../lib/errors';
import { createWalletService } from '../modules/wallet/service';
import { withCliServices } from './cli-services';

const usage = `Usage:
  npm run wallet:reconcile [-- --merchant <merchantCode>] [--json]
Checks every ledger invariant (ARCHITECTURE §5) and prints what differs. Exit code 0: consistent;
1: differences found; 2: usage or unknown merchant; 3: could not run. Changes no data. Stop the server first in embedded mode (one process owns the data dir).`;

function print(report: ReconcileReport) {
  const scope = report.merchantCode ?? 'all merchants';
  const { accounts, postings, entries } = report.counts;
  const checked = `${accounts} accounts, ${postings} postings, ${entries} entries (${scope}), ${report.checks.length} checks`;
  if (report.ok) {
    console.log(`✔ Ledger consistent: ${checked}.`);
    return;
  }
  console.log(`✖ ${report.differences.length}${report.truncated ? '+' : ''} differences in ${checked}:`);
  const rows = report.differences.map((d) => [
    d.check, d.merchantCode ?? '', d.accountId ?? '', d.postingId ?? '', d.entryId ?? '', d.expected ?? '', d.actual ?? '',
  ].map(String));
  const header = ['check', 'merchant', 'account', 'posting', 'entry', 'expected', 'actual'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const r of [header, ...rows]) console.log(`  ${r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}`.trimEnd());
  if (report.truncated) console.log('  (each check lists at most 100 differences)');
}

async function main() {
  const args = process.argv.slice(2);
  const merchantIndex = args.indexOf('--merchant');
  const merchantCode = merchantIndex >= 0 ? args[merchantIndex + 1] : undefined;
  const known = new Set(['--merchant', '--json', merchantCode]);
  if ((merchantIndex >= 0 && !merchantCode) || args.some((a) => !known.has(a))) {
    console.error(usage);
    process.exit(2);
  }
  try {
    const report = await withCliServices(({ db, audit, merchants }) => createWalletService({ db, audit, merchants }).reconcile(merchantCode ?? null));
    if (args.includes('--json')) console.log(JSON.stringify(report, null, 2));
    else print(report);
    process.exitCode = report.ok ? 0 : 1;
  } catch (err) {
    if (err instanceof AppError) {
      console.error(`✖ ${err.code}`);
      process.exitCode = 2;
    } else throw err;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(3);
});
