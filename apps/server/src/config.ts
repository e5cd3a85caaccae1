import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/**
 * Which reverse proxies to believe about the client's address (`X-Forwarded-For`): `false`, a
 * hop count (`1`: the one proxy in front), or a comma-separated list of the proxies' addresses or
 * CIDR ranges. `true` believes any client that sends the header (so it can pick its own address
 * and escape every per-address rate limit); it is still read, for old settings, but not advised.
 */
const trustProxyFromEnv = z
  .string()
  .trim()
  .transform((value, context): boolean | number | string[] => {
    if (/^(false|0|no|)$/i.test(value)) return false;
    if (/^(true|yes)$/i.test(value)) return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (
      entries.every(
        (entry) => /^[\da-f.:]+(\/\d{1,3})?$/i.test(entry) || /^(loopback|linklocal|uniquelocal)$/.test(entry),
      )
    )
      return entries;
    context.addIssue({
      code: 'custom',
      message: 'TRUST_PROXY: false, a hop count, or a comma-separated list of proxy addresses / CIDR ranges',
    });
    return z.NEVER;
  });

/** An OpenID Connect issuer: https, or http to this machine (a provider run locally, tests). */
function isIssuerUrl(value: string | undefined): boolean {
  if (value === undefined) return true;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

/** Every setting of the server, read once at boot (nothing else reads process.env). */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  PUBLIC_URL: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalString,
  TRUST_PROXY: trustProxyFromEnv.default(false),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  /**
   * OpenID Connect sign-in (a school's or company's identity provider): the issuer (discovery at
   * `<issuer>/.well-known/openid-configuration`), the client registered there, and the name on
   * the button ("Sign in with …"). All of issuer, client id and secret, or none.
   */
  OIDC_ISSUER: optionalString.refine(isIssuerUrl, 'an https URL (http only for localhost)'),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: z.string().trim().min(1).max(60).default('your organisation'),
  /** the e-mail domains new accounts made through the OpenID Connect provider may have (comma-separated); unset: any */
  OIDC_ALLOWED_DOMAINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase().replace(/^@/, ''))
        .filter(Boolean),
    ),
  /** members of this group at the provider are admins (the role follows the group at each sign-in); unset: roles are set by hand */
  OIDC_ADMIN_GROUP: optionalString,
  /** the claim (of the ID token or userinfo) that lists the user's groups */
  OIDC_GROUPS_CLAIM: z.string().trim().min(1).default('groups'),
  /** the scopes asked of the provider (space-separated) */
  OIDC_SCOPES: z.string().trim().default('openid email profile'),
  /**
   * Who may create an account (ADR 109): `open` (default), `oidc-only` (only through the OpenID
   * Connect provider; password and Google sign-up refused), `invite` (only addresses with an open
   * invitation, by any method)
   */
  SIGNUP: z.enum(['open', 'oidc-only', 'invite']).default('open'),
  /** password sign-in and reset: default `off` when SIGNUP=oidc-only, else `on` */
  PASSWORD_SIGNIN: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['on', 'off']).optional()),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Mnemo <no-reply@localhost>'),
  OPERATOR_NAME: z.string().default('The operator of this Mnemo server'),
  OPERATOR_CONTACT: z.string().default('the administrator of this server'),
  BOOK_MEETING_URL: optionalString,
  /** dd/mm/yyyy shown on the privacy policy */
  PRIVACY_LAST_UPDATED: z
    .string()
    .regex(/^\d{2}\/\d{2}\/\d{4}$/)
    .default('19/10/2024'),
  AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
  AI_BASE_URL: optionalString,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  TRANSCRIBE_BASE_URL: optionalString,
  TRANSCRIBE_API_KEY: optionalString,
  TRANSCRIBE_MODEL: z.string().default('whisper-1'),
  YOUTUBE_ORIGIN: z.url().default('https://www.youtube.com'),
  /** YouTube video ids of the music player's lofi and techno tracks; without one, that track is not offered */
  MUSIC_LOFI_VIDEO_ID: optionalString.refine(
    (v) => v === undefined || /^[A-Za-z0-9_-]{11}$/.test(v),
    'an 11-character YouTube video id',
  ),
  MUSIC_TECHNO_VIDEO_ID: optionalString.refine(
    (v) => v === undefined || /^[A-Za-z0-9_-]{11}$/.test(v),
    'an 11-character YouTube video id',
  ),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  /**
   * browser journeys only (ADR 155): a folder where a file named like an uploaded document holds
   * that document before its whole-document save until the file is removed; unset in production
   */
  GENERATION_HOLD_DIR: optionalString,
  /** the key media URLs are signed with; generated into DATA_DIR on first use when unset */
  MEDIA_URL_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, 'at least 32 characters'),
  /** hosts (host:port) the URL fetcher may reach despite the SSRF guard; for tests only */
  FETCH_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** where uploaded files live: `local` (DATA_DIR/files) or `s3`; default s3 when S3_BUCKET is set */
  STORAGE: z.enum(['local', 's3']).optional(),
  S3_ENDPOINT: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** path-style addressing (MinIO and most self-hosted stores); default on when S3_ENDPOINT is set */
  S3_FORCE_PATH_STYLE: booleanFromEnv.optional(),
  /** the store's address as browsers reach it: media is then served by the store (presigned) */
  S3_PUBLIC_URL: optionalString,
  /**
   * worker threads for the pipeline's CPU-bound work (local generation) in a process that
   * processes documents; default: the cores less one (at least one); 0 runs it on the event loop
   */
  WORKER_THREADS: z.coerce.number().int().min(0).max(256).optional(),
  /** the most cards one Anki or CSV import may bring (ADR 064): a larger deck fails with PAYLOAD_TOO_LARGE */
  IMPORT_MAX_CARDS: z.coerce.number().int().min(1).max(10_000_000).default(100_000),
  /** on SIGTERM, how long requests and jobs in flight may take before they are cut off */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).default(25),
  /** `off` (default): no prices, no upgrades, new users get DEFAULT_PLAN; `stripe`: sold through Stripe */
  BILLING: z.enum(['off', 'stripe']).default('off'),
  /** an annual plan costs this many months' price */
  BILLING_ANNUAL_MONTHS: z.coerce.number().int().min(1).max(12).default(10),
  /** the plan a new account starts on */
  DEFAULT_PLAN: z.enum(['FREE', 'STARTER', 'PERSONAL', 'ULTIMATE']).default('FREE'),
  /**
   * days after the first failed payment after which an account that fell to FREE loses its
   * documents over the free limit (two e-mail warnings first; ADR 024); unset: never (default)
   */
  UNPAID_DOCUMENT_REMOVAL_DAYS: z.coerce.number().int().min(0).max(3650).optional(),
  /** with BILLING=stripe: the API key, the webhook endpoint's signing secret, the six prices, the promotion coupon */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_STARTER_MONTHLY: optionalString,
  STRIPE_PRICE_STARTER_ANNUAL: optionalString,
  STRIPE_PRICE_PERSONAL_MONTHLY: optionalString,
  STRIPE_PRICE_PERSONAL_ANNUAL: optionalString,
  STRIPE_PRICE_ULTIMATE_MONTHLY: optionalString,
  STRIPE_PRICE_ULTIMATE_ANNUAL: optionalString,
  STRIPE_PROMOTION_COUPON: optionalString,
  /** where the Stripe SDK sends its calls (tests point it at a local server speaking Stripe's protocol) */
  STRIPE_API_URL: optionalString,
  /** Prometheus metrics at /metrics */
  METRICS: z.enum(['on', 'off']).default('off'),
  /** serve /metrics on this port (any interface of HOST) instead of the app's */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
});

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string; webDistDir: string };

/** The settings BILLING=stripe needs; all of them, or the server does not start. */
export const STRIPE_REQUIRED_SETTINGS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_STARTER_MONTHLY',
  'STRIPE_PRICE_STARTER_ANNUAL',
  'STRIPE_PRICE_PERSONAL_MONTHLY',
  'STRIPE_PRICE_PERSONAL_ANNUAL',
  'STRIPE_PRICE_ULTIMATE_MONTHLY',
  'STRIPE_PRICE_ULTIMATE_ANNUAL',
  'STRIPE_PROMOTION_COUPON',
] as const;

/** The OpenID Connect settings that must come together, and what they need. */
function listOidcProblems(value: z.infer<typeof ConfigSchema>): string[] {
  const given = [value.OIDC_ISSUER, value.OIDC_CLIENT_ID, value.OIDC_CLIENT_SECRET].filter(Boolean).length;
  const problems: string[] = [];
  if (given === 0) {
    if (value.SIGNUP === 'oidc-only')
      problems.push('SIGNUP=oidc-only needs OpenID Connect sign-in (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)');
    return problems;
  }
  if (given < 3) problems.push('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together (all three, or none)');
  if (!value.PUBLIC_URL)
    problems.push('OpenID Connect sign-in needs PUBLIC_URL (its redirect URI is PUBLIC_URL/api/auth/oidc/callback)');
  if (!value.OIDC_SCOPES.split(/\s+/).includes('openid')) problems.push('OIDC_SCOPES must include openid');
  return problems;
}

function listMissingBillingSettings(value: z.infer<typeof ConfigSchema>): string[] {
  if (value.BILLING !== 'stripe') return [];
  return STRIPE_REQUIRED_SETTINGS.filter((name) => !value[name]);
}

/** Parses the environment once; exits with a readable message on a bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  const missing = listMissingBillingSettings(value);
  if (missing.length > 0) {
    throw new Error(`Invalid configuration:\n  BILLING=stripe needs ${missing.join(', ')} (or set BILLING=off)`);
  }
  const oidcProblems = listOidcProblems(value);
  if (oidcProblems.length > 0) {
    throw new Error(`Invalid configuration:\n${oidcProblems.map((line) => `  ${line}`).join('\n')}`);
  }
  const webDistDir = value.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../web/dist');
  return { ...value, dataDir: path.resolve(cwd, value.DATA_DIR), webDistDir };
}

/** A config for tests, with defaults that keep everything local. */
export function createTestConfig(overrides: Partial<Record<keyof z.input<typeof ConfigSchema>, string>> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory', ...overrides });
}
