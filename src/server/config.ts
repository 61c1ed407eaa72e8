import * as v from 'valibot';
import {
  boolVar,
  ConfigError,
  intVar,
  isSmtpUrl,
  isVapidPair,
  isVapidPrivateKey,
  isVapidPublicKey,
  isVapidSubject,
  MAIL_FROM_INVALID,
  MAIL_FROM_PATTERN,
  MAIL_NEEDS_BOTH,
  PUBLIC_URL_INVALID,
  publicOrigin,
  SMTP_URL_INVALID,
  VAPID_NEEDS_ALL,
  VAPID_PAIR_MISMATCH,
  VAPID_PRIVATE_KEY_INVALID,
  VAPID_PUBLIC_KEY_INVALID,
  VAPID_SUBJECT_INVALID,
} from './config-rules';
import { SMS_ENV_FIELDS, type SmsGatewayConfig, smsGatewayOf } from './config-sms';

/** The server's configuration, read once at start from the environment and validated. */
export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  nodeEnv: string;
  isProduction: boolean;
  distDir: string;
  otpTtlSeconds: number;
  otpResendSeconds: number;
  otpMaxPerHour: number;
  otpMaxAttempts: number;
  otpIpMaxPerHour: number;
  /** codes per contact and purpose per hour from all addresses (OTP_MAX_PER_HOUR counts per address) */
  otpContactMaxPerHour: number;
  verifiedContactTtlSeconds: number;
  loginMaxFailures: number;
  loginWindowMinutes: number;
  loginIpMaxPerHour: number;
  /** failed logins per account from all addresses within the window (the per-address limit is loginMaxFailures) */
  loginAccountMaxFailures: number;
  /** password resets per e-mail per hour */
  resetMaxPerHour: number;
  /** password resets per network address per hour */
  resetIpMaxPerHour: number;
  /** registration attempts per contact (e-mail or phone) per hour */
  registerMaxPerHour: number;
  /** registration attempts per network address per hour */
  registerIpMaxPerHour: number;
  /** referral code checks per network address per hour (IPv6: per /64) */
  referralIpMaxPerHour: number;
  /** reverse-proxy hops in front of the server whose X-Forwarded-For entries are trusted (0: none) */
  trustProxy: number;
  sessionTtlDays: number;
  seedDemo: boolean;
  /** server processes sharing the port (node:cluster); more than 1 only with `databaseUrl` */
  workers: number;
  /** PostgreSQL connections per server process (the node-postgres pool's size) */
  databasePoolMax: number;
  /**
   * The site's public origin (PUBLIC_URL, e.g. https://careers.example.in; default
   * http://localhost:PORT): the absolute links of pages served to others, such as a shared job's
   * link preview (og:url, og:image, canonical), never the request's Host header.
   */
  publicUrl: string;
  /**
   * Where e-mails go (SMTP_URL, e.g. smtp://user:pass@mail.example.in:587, smtps:// for TLS from
   * the start); unset, e-mails stay queued in the delivery_queue table (the dev route lists them).
   */
  smtpUrl: string | undefined;
  /** The e-mails' From (MAIL_FROM: an address, or `Name <address>`); set together with SMTP_URL. */
  mailFrom: string | undefined;
  /**
   * The SMS gateway the phone codes go through (SMS_PROVIDER=msg91 and its MSG91_* variables);
   * unset, SMS stay queued in the delivery_queue table (the dev route lists them).
   */
  sms: SmsGatewayConfig | undefined;
  /**
   * The Web Push (VAPID, RFC 8292) identity: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url,
   * `npm run vapid:keys` prints a new pair) and VAPID_SUBJECT (a mailto: or https: contact for
   * the push services); all three or none. Unset: no push (the app offers none).
   */
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  /**
   * PUSH_ALLOW_LOOPBACK (tests only, refused with NODE_ENV=production): push endpoints on
   * 127.0.0.1 or ::1 are allowed besides public ones (the journeys' local push endpoint).
   */
  pushAllowLoopback: boolean;
  /**
   * How often each server process looks for saved-search digests to write (DIGEST_EVERY_MINUTES,
   * default 60; 0: never, the outside-production route POST /api/dev/digests still can). A
   * candidate gets at most one a day whatever this is.
   */
  digestEveryMinutes: number;
  /**
   * A recruiter's status change reaches the candidate this many seconds later (issue 36 R3, the
   * undo window; STATUS_UNDO_SECONDS, default 120; 0: at once, in the change's own transaction,
   * with no Undo). Each server process delivers the due changes (services/status-deliveries.ts).
   */
  statusUndoSeconds: number;
}

export type { SmsGatewayConfig };

const envSchema = v.object({
  PORT: intVar('PORT', 3000, 0, 65535),
  DATA_DIR: v.optional(v.pipe(v.string(), v.trim()), ''),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (s) => s === '' || /^postgres(ql)?:\/\//.test(s),
        'DATABASE_URL must be a postgres:// or postgresql:// URL',
      ),
    ),
    '',
  ),
  NODE_ENV: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.picklist(
        ['', 'development', 'production', 'test'],
        'NODE_ENV must be development, production or test',
      ),
    ),
    '',
  ),
  DIST_DIR: v.optional(v.pipe(v.string(), v.trim()), ''),
  OTP_TTL_SECONDS: intVar('OTP_TTL_SECONDS', 120, 1, 86_400),
  OTP_RESEND_SECONDS: intVar('OTP_RESEND_SECONDS', 30, 0, 86_400),
  OTP_MAX_PER_HOUR: intVar('OTP_MAX_PER_HOUR', 5, 1, 1_000_000),
  OTP_MAX_ATTEMPTS: intVar('OTP_MAX_ATTEMPTS', 5, 1, 1_000),
  OTP_IP_MAX_PER_HOUR: intVar('OTP_IP_MAX_PER_HOUR', 300, 1, 1_000_000),
  OTP_CONTACT_MAX_PER_HOUR: intVar('OTP_CONTACT_MAX_PER_HOUR', 20, 1, 1_000_000),
  VERIFIED_CONTACT_TTL_SECONDS: intVar('VERIFIED_CONTACT_TTL_SECONDS', 1800, 1, 30 * 86_400),
  LOGIN_MAX_FAILURES: intVar('LOGIN_MAX_FAILURES', 10, 1, 1_000_000),
  LOGIN_WINDOW_MINUTES: intVar('LOGIN_WINDOW_MINUTES', 15, 1, 7 * 24 * 60),
  LOGIN_IP_MAX_PER_HOUR: intVar('LOGIN_IP_MAX_PER_HOUR', 300, 1, 1_000_000),
  LOGIN_ACCOUNT_MAX_FAILURES: intVar('LOGIN_ACCOUNT_MAX_FAILURES', 100, 1, 1_000_000),
  RESET_MAX_PER_HOUR: intVar('RESET_MAX_PER_HOUR', 10, 1, 1_000_000),
  RESET_IP_MAX_PER_HOUR: intVar('RESET_IP_MAX_PER_HOUR', 300, 1, 1_000_000),
  REGISTER_MAX_PER_HOUR: intVar('REGISTER_MAX_PER_HOUR', 10, 1, 1_000_000),
  REGISTER_IP_MAX_PER_HOUR: intVar('REGISTER_IP_MAX_PER_HOUR', 300, 1, 1_000_000),
  REFERRAL_IP_MAX_PER_HOUR: intVar('REFERRAL_IP_MAX_PER_HOUR', 30, 1, 1_000_000),
  TRUST_PROXY: intVar('TRUST_PROXY', 0, 0, 10),
  SESSION_TTL_DAYS: intVar('SESSION_TTL_DAYS', 30, 1, 3650),
  SEED_DEMO: boolVar('SEED_DEMO'),
  PUSH_ALLOW_LOOPBACK: boolVar('PUSH_ALLOW_LOOPBACK'),
  WORKERS: intVar('WORKERS', 1, 1, 64),
  DATABASE_POOL_MAX: intVar('DATABASE_POOL_MAX', 10, 1, 1000),
  DIGEST_EVERY_MINUTES: intVar('DIGEST_EVERY_MINUTES', 60, 0, 24 * 60),
  STATUS_UNDO_SECONDS: intVar('STATUS_UNDO_SECONDS', 120, 0, 3600),
  PUBLIC_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || publicOrigin(s) !== null, PUBLIC_URL_INVALID),
    ),
    '',
  ),
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || isSmtpUrl(s), SMTP_URL_INVALID),
    ),
    '',
  ),
  MAIL_FROM: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || MAIL_FROM_PATTERN.test(s), MAIL_FROM_INVALID),
    ),
    '',
  ),
  ...SMS_ENV_FIELDS,
  VAPID_PUBLIC_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || isVapidPublicKey(s), VAPID_PUBLIC_KEY_INVALID),
    ),
    '',
  ),
  VAPID_PRIVATE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || isVapidPrivateKey(s), VAPID_PRIVATE_KEY_INVALID),
    ),
    '',
  ),
  VAPID_SUBJECT: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || isVapidSubject(s), VAPID_SUBJECT_INVALID),
    ),
    '',
  ),
});

/**
 * Several server processes share one database: PostgreSQL. The embedded database (PGlite) runs
 * inside one process and its data folder is locked to it.
 */
export const PUSH_LOOPBACK_IN_PRODUCTION =
  'PUSH_ALLOW_LOOPBACK is for tests only: a production server sends push only to public addresses (unset it)';

export const WORKERS_NEED_POSTGRES =
  'WORKERS above 1 needs DATABASE_URL: several server processes share one PostgreSQL database, ' +
  'while the embedded database belongs to a single process (unset WORKERS or set DATABASE_URL)';

/** Validates the environment; throws `ConfigError` listing every bad value. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = v.safeParse(envSchema, env);
  if (!result.success) {
    throw new ConfigError(
      result.issues.map((issue) => {
        const key = v.getDotPath(issue) ?? 'environment';
        return issue.message.startsWith(key) ? issue.message : `${key}: ${issue.message}`;
      }),
    );
  }
  const e = result.output;
  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new ConfigError([WORKERS_NEED_POSTGRES]);
  }
  if (!e.SMTP_URL !== !e.MAIL_FROM) {
    throw new ConfigError([MAIL_NEEDS_BOTH]);
  }
  const sms = smsGatewayOf(e);
  const vapidSet = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT].filter(Boolean).length;
  if (vapidSet !== 0 && vapidSet !== 3) {
    throw new ConfigError([VAPID_NEEDS_ALL]);
  }
  if (vapidSet === 3 && !isVapidPair(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError([VAPID_PAIR_MISMATCH]);
  }
  const nodeEnv = e.NODE_ENV || 'development';
  const isProduction = nodeEnv === 'production';
  const seedDemo =
    e.SEED_DEMO === undefined || e.SEED_DEMO === ''
      ? !isProduction
      : ['true', '1', 'yes'].includes(e.SEED_DEMO);
  const pushAllowLoopback = ['true', '1', 'yes'].includes(e.PUSH_ALLOW_LOOPBACK ?? '');
  if (pushAllowLoopback && isProduction) throw new ConfigError([PUSH_LOOPBACK_IN_PRODUCTION]);
  return {
    port: e.PORT,
    dataDir: e.DATA_DIR || './.data',
    databaseUrl: e.DATABASE_URL || undefined,
    nodeEnv,
    isProduction,
    distDir: e.DIST_DIR || './dist',
    otpTtlSeconds: e.OTP_TTL_SECONDS,
    otpResendSeconds: e.OTP_RESEND_SECONDS,
    otpMaxPerHour: e.OTP_MAX_PER_HOUR,
    otpMaxAttempts: e.OTP_MAX_ATTEMPTS,
    otpIpMaxPerHour: e.OTP_IP_MAX_PER_HOUR,
    otpContactMaxPerHour: e.OTP_CONTACT_MAX_PER_HOUR,
    verifiedContactTtlSeconds: e.VERIFIED_CONTACT_TTL_SECONDS,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    loginIpMaxPerHour: e.LOGIN_IP_MAX_PER_HOUR,
    loginAccountMaxFailures: e.LOGIN_ACCOUNT_MAX_FAILURES,
    resetMaxPerHour: e.RESET_MAX_PER_HOUR,
    resetIpMaxPerHour: e.RESET_IP_MAX_PER_HOUR,
    registerMaxPerHour: e.REGISTER_MAX_PER_HOUR,
    registerIpMaxPerHour: e.REGISTER_IP_MAX_PER_HOUR,
    referralIpMaxPerHour: e.REFERRAL_IP_MAX_PER_HOUR,
    trustProxy: e.TRUST_PROXY,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    seedDemo,
    workers: e.WORKERS,
    databasePoolMax: e.DATABASE_POOL_MAX,
    digestEveryMinutes: e.DIGEST_EVERY_MINUTES,
    statusUndoSeconds: e.STATUS_UNDO_SECONDS,
    publicUrl: (e.PUBLIC_URL && publicOrigin(e.PUBLIC_URL)) || `http://localhost:${e.PORT}`,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM || undefined,
    sms,
    vapid:
      vapidSet === 3
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT }
        : undefined,
    pushAllowLoopback,
  };
}

/**
 * Reads the configuration for the running server. On a bad value it prints every problem
 * and exits with status 1 (use `parseConfig` where throwing is wanted, as in tests).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** A configuration for tests: defaults of a test run plus any overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // a status change reaches the candidate at once unless a test sets the undo window (issue 36)
  return { ...parseConfig({ NODE_ENV: 'test' }), statusUndoSeconds: 0, ...overrides };
}

// the messages and the error, for the tests and callers that name them
export {
  ConfigError,
  MAIL_FROM_INVALID,
  MAIL_NEEDS_BOTH,
  MSG91_AUTH_KEY_INVALID,
  MSG91_BASE_URL_INVALID,
  MSG91_DLT_TEMPLATE_ID_INVALID,
  MSG91_NEEDS_ALL,
  MSG91_REMINDER_DLT_TEMPLATE_ID_INVALID,
  MSG91_REMINDER_NEEDS_BOTH,
  MSG91_REMINDER_TEMPLATE_ID_INVALID,
  MSG91_TEMPLATE_ID_INVALID,
  PUBLIC_URL_INVALID,
  SMS_PROVIDER_INVALID,
  SMTP_URL_INVALID,
  VAPID_NEEDS_ALL,
  VAPID_PAIR_MISMATCH,
  VAPID_PRIVATE_KEY_INVALID,
  VAPID_PUBLIC_KEY_INVALID,
  VAPID_SUBJECT_INVALID,
} from './config-rules';
