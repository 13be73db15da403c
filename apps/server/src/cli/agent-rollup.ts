import os from 'node:os';
import { createTeamRollup } from '../modules/agent/rollup';
import { withCliServices } from './cli-services';

const usage = `Usage:
  npm run agents:rollup -- --rebuild
Rebuilds the agent team roll-up (decision 0028) from the recorded rounds, money postings and members:
every roll-up table is emptied and all history rolled up again in one transaction, so the agent area
keeps showing the old figures until the new ones are complete. Needed after rows were written below the
roll-up's watermark (an import of history, a restore); the minute job waits for it. Audited. Exit code
0: rebuilt; 2: usage; 3: could not run. In embedded mode stop the server first (one process owns the data dir).`;

async function main() {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0] !== '--rebuild') {
    console.error(usage);
    process.exit(2);
  }
  await withCliServices(async ({ db, audit, merchants }) => {
    const result = await createTeamRollup({ db, merchants }).run({ rebuild: true });
    await audit.record(db, { type: 'system', id: `cli:${os.userInfo().username}`, ip: null, merchantCode: null }, {
      merchantCode: null, action: 'agent_rollup.rebuild', target: 'agent_rollup', before: null,
      after: { members: result.members, roundsUntil: result.roundsUntil.toISOString(), ms: result.ms },
    });
    console.log(`✔ Agent team roll-up rebuilt in ${(result.ms / 1000).toFixed(1)} s: ${result.members} members placed, rounds and money up to ${result.roundsUntil.toISOString()}.`);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(3);
});
