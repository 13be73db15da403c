import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting the server reads, in one place. The README's configuration table lists these;
 * keep the two in step.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Embedded mode keeps PGlite here (and the lock file). */
  DATA_DIR: z.string().default('data'),
  /** Set to use PostgreSQL 15+ instead of embedded PGlite. */
  DATABASE_URL: z.string().url().optional(),
  /** Set to put cache, rate limits and pub/sub in Redis instead of process memory. */
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-For from this many proxy hops (0 = use the socket address). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(1024 * 1024),
  /**
   * A request whose headers and body have not all arrived after this long answers 408 system.timeout
   * (slow-sending clients must not hold sockets forever; decision 0031). Two minutes: 3 × 5 MB of
   * uploads at 1 Mbit/s when no proxy buffers them.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(10 * 60_000).default(120_000),
  /**
   * A JSON call not answered this long after it was routed (its body upload included) answers 503
   * system.unavailable instead of hanging (a stuck database, a lost lock); decision 0031. At least
   * REQUEST_TIMEOUT_MS, or slow uploads would be cut by this one first.
   */
  HANDLER_TIMEOUT_MS: z.coerce.number().int().min(1).max(10 * 60_000).default(120_000),
  /** `required`: calls marked E must be encrypted; `optional`: plain JSON is accepted too (tests, tools). */
  PAYLOAD_ENCRYPTION: z.enum(['required', 'optional']).default('required'),
  /** PEM (PKCS#8) RSA private key shared by all API processes; generated and stored in the database when unset. */
  RSA_PRIVATE_KEY: z.string().optional(),
  DEFAULT_MERCHANT: z.string().default('thailand'),
  /**
   * Seed demo data (merchants, settings, demo operator and players) into an empty database. Defaults to
   * true in development and tests, false in production, where true refuses to start (decision 0029).
   */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /**
   * Staging only: `on` keeps the stand-ins (the PAYSIM gateway, the game provider simulator, the
   * development outbox) in production; every page and operator answer then says so. Outside
   * production they are always on.
   */
  STAND_INS: z.enum(['on', 'off']).default('off'),
  /**
   * Where e-mail codes and reset links go (decision 0030): `smtps://user:pass@host:465` or
   * `smtp://user:pass@host:587` (STARTTLS when the server offers it). Unset: the development outbox,
   * which production refuses unless STAND_INS=on. MAIL_FROM is the From address and is required with it.
   */
  SMTP_URL: z.string().url().refine((u) => /^smtps?:\/\//i.test(u), 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /**
   * The SMS gateway adapter (decision 0030; one value per adapter in modules/verification/sms-gateways.ts).
   * Unset: the development outbox, refused in production unless STAND_INS=on. For twilio, SMS_ACCOUNT_ID is
   * the Account SID, SMS_AUTH_TOKEN its auth token and SMS_FROM the sender number (E.164) or a Messaging
   * Service SID (MG…). SMS_GATEWAY_URL overrides the provider's API base (a regional edge; tests' stub).
   */
  SMS_GATEWAY: z.enum(['twilio']).optional(),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_ACCOUNT_ID: z.string().optional(),
  SMS_AUTH_TOKEN: z.string().optional(),
  SMS_FROM: z.string().optional(),
  /** How long one e-mail or SMS hand-over may take before the player is told to try again (a stuck gateway must not hold the request). */
  SENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * Development and tests only: the base of every absolute link the platform hands out (reset links,
   * deposit callback and return URLs, social redirect URIs) instead of each merchant's main domain,
   * which a demo database cannot resolve. Refused in production.
   */
  SITE_URL: z.string().url().optional(),
  /**
   * Human-verification proof of work: PBKDF2 iterations per attempt, and the hex zeros a derived key
   * must start with (each zero is 16 times the attempts: '000' ≈ 4096). The browser's work is their
   * product; the server checks one attempt, so the work sits in the attempts (decision 0013). Tests lower both.
   */
  HUMAN_VERIFICATION_COST: z.coerce.number().int().min(1).max(1_000_000).default(125),
  HUMAN_VERIFICATION_ZEROS: z.coerce.number().int().min(1).max(6).default(3),
  /** Attempts per minute per IP on rate-limited calls (logins; later codes, captcha, registration). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  OPERATOR_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  OPERATOR_SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(12),
  /**
   * Whether every operator must sign in with an authenticator code (decision 0032). Unset: `required` in
   * production (where `optional` is refused), `optional` elsewhere, so the demo operator logs in with its
   * password alone; an operator who has set one up always needs its code.
   */
  OPERATOR_TOTP: z.enum(['required', 'optional']).optional(),
  /**
   * In-house games (decision 0020): a mines round left unfinished this long after its last move is closed
   * by the sweeper job (cash-out, or the stake back when nothing was revealed); a dice or slot round
   * interrupted between its bet and its win is completed after PGE_INTERRUPTED_MINUTES.
   */
  PGE_IDLE_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(30),
  PGE_INTERRUPTED_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(2),
  /**
   * Single-wallet mode's automatic transfer (decision 0037, Recall): money at a transfer vendor (PT, JDB)
   * whose launch saw no wallet call for this long is brought back to the main wallet by the
   * `transfer-recall` job, as is money whose launch has ended.
   */
  TRANSFER_RECALL_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  /** Run pg-boss jobs in this process (false for API-only processes beside dedicated workers). */
  RUN_JOBS: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** Uploaded images go here when no S3 bucket is set (default: `uploads` under DATA_DIR). */
  UPLOAD_DIR: z.string().optional(),
  /** An S3-compatible bucket for uploads (shared by every API process); set all four to use it. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Directory of the built SPA; empty disables static serving. */
  WEB_DIST: z.string().optional(),
  /** Directory of the built back office (apps/admin), served under /admin; empty disables it. */
  ADMIN_DIST: z.string().optional(),
  /** Where apps/provider-sim runs (launch URLs point there); main.ts spawns it and sets this when unset. */
  PROVIDER_SIM_URL: z.string().url().optional(),
  /** off: main.ts does not spawn apps/provider-sim (it runs elsewhere, at PROVIDER_SIM_URL). */
  PROVIDER_SIM: z.enum(['spawn', 'off']).default('spawn'),
  /** The port main.ts starts apps/provider-sim on (0: the server's port + 1; a free one when taken). */
  PROVIDER_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(0),
});

export type Env = Omit<z.infer<typeof schema>, 'SEED_DEMO'> & { SEED_DEMO: boolean };

/** A configuration the server refuses to start with; the message is the one line printed. */
export class ConfigError extends Error {}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(stripEmpty(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const data = parsed.data;
  const production = data.NODE_ENV === 'production';
  if (production && data.SEED_DEMO === 'true') {
    throw new ConfigError('SEED_DEMO=true is refused in production: demo data has published passwords and a stand-in payment gateway (create an operator with `npm run operator -- create` instead).');
  }
  if (production && data.OPERATOR_TOTP === 'optional') {
    throw new ConfigError('OPERATOR_TOTP=optional is refused in production: operators sign in with an authenticator code there (decision 0032).');
  }
  if (production && data.SITE_URL) {
    throw new ConfigError('SITE_URL is refused in production: links come from each merchant\'s main domain (PUT /wps/operator/merchants/<code>/domains).');
  }
  if (data.SMTP_URL && !data.MAIL_FROM) throw new ConfigError('SMTP_URL needs MAIL_FROM (the From address of codes and reset links, e.g. "Site <no-reply@example.com>").');
  if (data.SMS_GATEWAY && !(data.SMS_ACCOUNT_ID && data.SMS_AUTH_TOKEN && data.SMS_FROM)) {
    throw new ConfigError(`SMS_GATEWAY=${data.SMS_GATEWAY} needs SMS_ACCOUNT_ID, SMS_AUTH_TOKEN and SMS_FROM.`);
  }
  return { ...data, SEED_DEMO: data.SEED_DEMO === undefined ? !production : data.SEED_DEMO === 'true', DATA_DIR: path.resolve(data.DATA_DIR) };
}

/** Whether operators must have an authenticator (OPERATOR_TOTP; always in production). */
export const operatorTotpRequired = (env: Pick<Env, 'NODE_ENV' | 'OPERATOR_TOTP'>) => env.NODE_ENV === 'production' || env.OPERATOR_TOTP === 'required';
/** Whether the stand-ins (PAYSIM, the provider simulator, the development outbox) run: always outside production. */
export const standInsOn = (env: Pick<Env, 'NODE_ENV' | 'STAND_INS'>) => env.NODE_ENV !== 'production' || env.STAND_INS === 'on';
/** Staging: production with the stand-ins turned on, which every page and operator answer must say. */
export const isStaging = (env: Pick<Env, 'NODE_ENV' | 'STAND_INS'>) => env.NODE_ENV === 'production' && env.STAND_INS === 'on';

/** An empty variable means "not set", as shells and .env files often leave them. */
function stripEmpty(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
}
