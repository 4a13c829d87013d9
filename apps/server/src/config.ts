import { z } from 'zod';
import { INTERNAL_EMAIL_DOMAINS } from '@penstock/domain';
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { resolve, join } from 'node:path';

export const ROLE_NAMES = ['api', 'scheduler', 'worker'] as const;
export type Role = (typeof ROLE_NAMES)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute path; holds the embedded database, the outbox and the generated JWT secret. */
  dataDir: string;
  /** External PostgreSQL; undefined means the embedded one under dataDir/postgres. */
  databaseUrl?: string;
  embeddedPgPort: number;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: string;
  demo: boolean;
  roles: Role[];
  supportEmail: string;
  /** the provider's staff e-mail domains: plus plan tier (spec 1 section 6) */
  internalEmailDomains: string[];
  /** Requests per minute and client address on the auth endpoints. */
  authRateLimitPerMinute: number;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For names the client address (false: none). */
  trustProxy: boolean | number | string;
  logLevel: string;
  /** Largest upload body in bytes (UPLOAD_MAX_MB); larger files answer 413. */
  uploadMaxBytes: number;
  /** Mean event-loop lag (ms) over a second above which API requests are shed with 503; 0: never on lag. */
  shedEventLoopDelayMs: number;
  /** Longest expected wait (ms) for a database connection an API request is admitted to; longer waits are shed with 503; 0: never on wait. */
  shedQueueWaitMs: number;
  /** API requests that run at once before the next wait in line (SHED_QUEUE_WAIT_MS); unset: two per pooled connection. */
  shedMaxInFlight?: number;
  /** Bearer token that /metrics requires; unset turns /metrics off. */
  metricsToken?: string;
  /** Built web app served as static files (when the folder exists). */
  webDistDir: string;
  /**
   * TEST_CLOCK: the server's clock can be moved by an administrator (POST /api/v1/test-clock), for
   * browser journeys that need hours to pass. Refused with NODE_ENV=production; off by default.
   */
  testClock: boolean;
}

/** A configuration problem: main prints its message as one line and exits with 1. */
export class ConfigError extends Error {}

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine(
    (v) => ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(v),
    'must be 1/0, true/false, yes/no or on/off',
  )
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** A whole number given as text, within bounds. */
const wholeNumber = (min: number, max: number, fallback: number) =>
  z
    .string()
    .default(String(fallback))
    .pipe(z.string().regex(/^\d+$/, 'must be a whole number'))
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const envSchema = z.object({
  PORT: z.preprocess(blankToUndefined, wholeNumber(1, 65535, 8080)),
  HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  EMBEDDED_PG_PORT: z.preprocess(blankToUndefined, wholeNumber(1, 65535, 54329)),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(blankToUndefined, z.string().default('Penstock <no-reply@penstock.demo>')),
  PUBLIC_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  JWT_SECRET: z.preprocess(blankToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  DEMO: z.preprocess(blankToUndefined, flag.optional()),
  ROLES: z.preprocess(
    blankToUndefined,
    z
      .string()
      .default('api,scheduler,worker')
      .transform((v) =>
        v
          .split(',')
          .map((r) => r.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(ROLE_NAMES)).min(1)),
  ),
  SUPPORT_EMAIL: z.preprocess(blankToUndefined, z.email().default('support@penstock.demo')),
  INTERNAL_EMAIL_DOMAINS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .default(INTERNAL_EMAIL_DOMAINS.join(','))
      .transform((v) =>
        v
          .split(',')
          .map((d) => d.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(
            z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'must be e-mail domains like example.com, comma-separated'),
          )
          .min(1),
      ),
  ),
  AUTH_RATE_LIMIT_PER_MINUTE: z.preprocess(blankToUndefined, wholeNumber(1, 1_000_000, 60)),
  UPLOAD_MAX_MB: z.preprocess(blankToUndefined, wholeNumber(1, 4096, 128)),
  // Behind a load balancer: true (trust every hop), a hop count, or the balancers' addresses/CIDRs.
  TRUST_PROXY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(
        /^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
        'must be true, false, a hop count or comma-separated addresses/CIDRs',
      )
      .transform((v): boolean | number | string =>
        v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v,
      )
      .optional(),
  ),
  SHED_EVENT_LOOP_DELAY_MS: z.preprocess(blankToUndefined, wholeNumber(0, 60_000, 500)),
  SHED_QUEUE_WAIT_MS: z.preprocess(blankToUndefined, wholeNumber(0, 60_000, 250)),
  SHED_MAX_IN_FLIGHT: z.preprocess(blankToUndefined, wholeNumber(0, 10_000, 0)),
  METRICS_TOKEN: z.preprocess(blankToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_DIST_DIR: z.preprocess(blankToUndefined, z.string().optional()),
  TEST_CLOCK: z.preprocess(blankToUndefined, flag.optional()),
});

/** Reads and checks the environment; creates DATA_DIR and the JWT secret file when needed. Throws ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`invalid ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`);
  }
  const e = parsed.data;
  if (e.TEST_CLOCK && env.NODE_ENV === 'production')
    throw new ConfigError('invalid TEST_CLOCK=1: a movable clock is for tests, never with NODE_ENV=production');
  const dataDir = resolve(e.DATA_DIR);
  ensureWritableDir(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(join(dataDir, 'jwt-secret')),
    // Demo data by default only with the embedded database: a real DATABASE_URL is someone's data.
    demo: e.DEMO ?? !e.DATABASE_URL,
    roles: e.ROLES,
    supportEmail: e.SUPPORT_EMAIL,
    internalEmailDomains: e.INTERNAL_EMAIL_DOMAINS,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    uploadMaxBytes: e.UPLOAD_MAX_MB * 2 ** 20,
    shedEventLoopDelayMs: e.SHED_EVENT_LOOP_DELAY_MS,
    shedQueueWaitMs: e.SHED_QUEUE_WAIT_MS,
    shedMaxInFlight: e.SHED_MAX_IN_FLIGHT || undefined,
    metricsToken: e.METRICS_TOKEN,
    webDistDir: resolve(e.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    testClock: e.TEST_CLOCK ?? false,
  };
}

function ensureWritableDir(dir: string) {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
    const probe = join(dir, '.write-probe');
    writeFileSync(probe, '');
    unlinkSync(probe);
    // The embedded PostgreSQL runs as its own OS user and must be able to enter DATA_DIR.
    const mode = statSync(dir).mode;
    if ((mode & 0o011) !== 0o011) chmodSync(dir, mode | 0o011);
  } catch (err) {
    throw new ConfigError(
      `invalid DATA_DIR=${JSON.stringify(dir)}: not a writable directory (${(err as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
}

function readOrCreateSecret(file: string): string {
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
