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
  /** `required`: calls marked E must be encrypted; `optional`: plain JSON is accepted too (tests, tools). */
  PAYLOAD_ENCRYPTION: z.enum(['required', 'optional']).default('required'),
  /** PEM (PKCS#8) RSA private key shared by all API processes; generated and stored in the database when unset. */
  RSA_PRIVATE_KEY: z.string().optional(),
  DEFAULT_MERCHANT: z.string().default('thailand'),
  /** Seed demo data (merchants, settings, demo operator) into an empty database. */
  SEED_DEMO: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
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
   * In-house games (decision 0020): a mines round left unfinished this long after its last move is closed
   * by the sweeper job (cash-out, or the stake back when nothing was revealed); a dice or slot round
   * interrupted between its bet and its win is completed after PGE_INTERRUPTED_MINUTES.
   */
  PGE_IDLE_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(30),
  PGE_INTERRUPTED_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(2),
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
  /** Where apps/provider-sim runs (launch URLs point there); main.ts spawns it and sets this when unset. */
  PROVIDER_SIM_URL: z.string().url().optional(),
  /** off: main.ts does not spawn apps/provider-sim (it runs elsewhere, at PROVIDER_SIM_URL). */
  PROVIDER_SIM: z.enum(['spawn', 'off']).default('spawn'),
  /** The port main.ts starts apps/provider-sim on (0: the server's port + 1). */
  PROVIDER_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(0),
});

export type Env = z.infer<typeof schema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(stripEmpty(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}

/** An empty variable means "not set", as shells and .env files often leave them. */
function stripEmpty(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
}
