import os from 'node:os';
import { OPERATOR_ROLES, operatorRoleSchema } from '@platform/contracts';
import { createInterface } from 'node:readline/promises';
import { openDatabase } from '../db/client';
import { openInfra, type Infra } from '../lib/cache';
import { AppError } from '../lib/errors';
import { loadEnv } from '../lib/env';
import { createAuditService } from '../modules/audit/service';
import { createOperatorService } from '../modules/operator/service';
import { OPERATOR_PASSWORD_MIN_LENGTH, passwordProblem } from '../lib/password-policy';
import { loginOverHttp } from './operator-login';

const usage = `Usage:
  npm run operator -- create <username> [--merchant <merchantCode> [--agent <agentUsername>]] [--role <role>] [--owner]
  npm run operator -- reset-password <username>
  npm run operator -- reset-totp <username>
  npm run operator -- login <username> [--url http://localhost:3000]
The password is read from OPERATOR_PASSWORD, or asked for when unset. The first operator of a site is an
owner (every permission, decision 0044); later ones need --role (${OPERATOR_ROLES.join(', ')}); --owner
is --role owner. --merchant binds the operator to one merchant, --agent to one agent's team in it
(decision 0053). reset-totp removes an
operator's authenticator after a lost phone: its next login sets a new one up. Stop the server first in
embedded mode. login signs in to a running server (proof of work, authenticator code or enrolment) and
prints the session token for the authorization header.`;

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  const answer = await rl.question(question);
  rl.close();
  return answer;
}

async function readPassword(): Promise<string> {
  return process.env.OPERATOR_PASSWORD || ask(`Password (at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters): `);
}

async function main() {
  const [command, username, ...rest] = process.argv.slice(2);
  if (!command || !username || !['create', 'reset-password', 'reset-totp', 'login'].includes(command)) {
    console.error(usage);
    process.exit(2);
  }
  if (command === 'login') {
    const urlIndex = rest.indexOf('--url');
    const baseUrl = (urlIndex >= 0 ? rest[urlIndex + 1] : undefined) ?? `http://localhost:${process.env.PORT || 3000}`;
    // Only the token goes to stdout, so `TOKEN=$(npm run -s operator -- login admin)` works.
    try {
      console.log(await loginOverHttp({ baseUrl, username, password: await readPassword(), ask, print: (text) => console.error(text) }));
    } catch (err) {
      console.error(`✖ ${(err as Error).message}`);
      process.exitCode = 1;
    }
    return;
  }
  const roleIndex = rest.indexOf('--role');
  const roleText = rest.includes('--owner') ? 'owner' : roleIndex >= 0 ? rest[roleIndex + 1] : undefined;
  const roleArg = roleText === undefined ? undefined : operatorRoleSchema.safeParse(roleText).data;
  if (roleText !== undefined && !roleArg) {
    console.error(`✖ --role is one of ${OPERATOR_ROLES.join(', ')}.`);
    process.exit(2);
  }
  const merchantIndex = rest.indexOf('--merchant');
  const merchantCode = merchantIndex >= 0 ? rest[merchantIndex + 1] ?? null : null;
  const agentIndex = rest.indexOf('--agent');
  const agentUsername = agentIndex >= 0 ? rest[agentIndex + 1] ?? null : null;
  const password = command === 'reset-totp' ? null : await readPassword();
  // The service refuses it too; saying why before opening the database is kinder (decision 0033).
  const problem = password === null ? null : passwordProblem(password, { username, minLength: OPERATOR_PASSWORD_MIN_LENGTH });
  if (problem) {
    console.error(problem === 'too_short' ? `✖ The password must have at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters.`
      : problem === 'common' ? '✖ That password is too common or easy to guess.' : '✖ The password must differ from the username.');
    process.exit(2);
  }
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  let infra: Infra | null = null;
  try {
    await database.migrate();
    // The site's Redis (when it has one), so a reset's revocation reaches the running API processes at once.
    infra = await openInfra(env);
    const operators = createOperatorService({ db: database.db, audit: createAuditService(database.db), pubsub: infra.pubsub, cache: infra.cache, idleMinutes: 1, maxHours: 1 });
    const actor = { type: 'cli' as const, id: `${os.userInfo().username}@${os.hostname()}`, ip: null, merchantCode: null };
    if (command === 'reset-totp') {
      await operators.resetTotp(actor, username);
      console.log(`✔ Authenticator of ${username} removed; their sessions are revoked and their next login sets a new one up.`);
    } else if (command === 'create') {
      const created = await operators.create(actor, username, password!, merchantCode, { role: roleArg, agentUsername });
      const team = agentUsername ? `, team of ${agentUsername}` : '';
      console.log(`✔ Operator ${created.username} created (${created.merchantCode ?? 'all merchants'}${team}, ${created.role}).`);
    } else if (await operators.resetPassword(actor, username, password!)) {
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
