import os from 'node:os';
import { createInterface } from 'node:readline/promises';
import { openDatabase } from '../db/client';
import { openInfra, type Infra } from '../lib/cache';
import { AppError } from '../lib/errors';
import { loadEnv } from '../lib/env';
import { createAuditService } from '../modules/audit/service';
import { createOperatorService } from '../modules/operator/service';

const usage = `Usage:
  npm run operator -- create <username> [--merchant <merchantCode>]
  npm run operator -- reset-password <username>
The password is read from OPERATOR_PASSWORD, or asked for when unset. Stop the server first in embedded mode.`;

async function readPassword(): Promise<string> {
  if (process.env.OPERATOR_PASSWORD) return process.env.OPERATOR_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const password = await rl.question('Password (at least 10 characters): ');
  rl.close();
  return password;
}

async function main() {
  const [command, username, ...rest] = process.argv.slice(2);
  if (!command || !username || !['create', 'reset-password'].includes(command)) {
    console.error(usage);
    process.exit(2);
  }
  const merchantIndex = rest.indexOf('--merchant');
  const merchantCode = merchantIndex >= 0 ? rest[merchantIndex + 1] ?? null : null;
  const password = await readPassword();
  if (password.length < 10) {
    console.error('✖ The password must have at least 10 characters.');
    process.exit(2);
  }
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  let infra: Infra | null = null;
  try {
    await database.migrate();
    // The site's Redis (when it has one), so a reset's revocation reaches the running API processes at once.
    infra = await openInfra(env);
    const operators = createOperatorService({ db: database.db, audit: createAuditService(database.db), pubsub: infra.pubsub, idleMinutes: 1, maxHours: 1 });
    const actor = { type: 'cli' as const, id: `${os.userInfo().username}@${os.hostname()}`, ip: null, merchantCode: null };
    if (command === 'create') {
      const created = await operators.create(actor, username, password, merchantCode);
      console.log(`✔ Operator ${created.username} created (${created.merchantCode ?? 'all merchants'}).`);
    } else if (await operators.resetPassword(actor, username, password)) {
      console.log(`✔ Password of ${username} reset; their sessions are revoked.`);
    } else {
      console.error(`✖ No operator named ${username}.`);
      process.exitCode = 1;
    }
  } catch (err) {
    if (err instanceof AppError) {
      console.error(`✖ ${err.code}`);
      process.exitCode = 1;
    } else throw err;
  } finally {
    await infra?.close();
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
