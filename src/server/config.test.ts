import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import {
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
  PUSH_LOOPBACK_IN_PRODUCTION,
  parseConfig,
  SMS_PROVIDER_INVALID,
  SMTP_URL_INVALID,
  VAPID_NEEDS_ALL,
  VAPID_PAIR_MISMATCH,
  VAPID_PRIVATE_KEY_INVALID,
  VAPID_PUBLIC_KEY_INVALID,
  VAPID_SUBJECT_INVALID,
  WORKERS_NEED_POSTGRES,
} from './config';

const pair = () => webpush.generateVAPIDKeys();
const VAPID = (() => {
  const keys = pair();
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:jobs@example.in',
  };
})();
const OTHER_VAPID = { VAPID_PUBLIC_KEY: pair().publicKey };

describe('parseConfig', () => {
  it('reads a VAPID key pair and subject; none set, no push', () => {
    expect(parseConfig(VAPID).vapid).toEqual({
      publicKey: VAPID.VAPID_PUBLIC_KEY,
      privateKey: VAPID.VAPID_PRIVATE_KEY,
      subject: 'mailto:jobs@example.in',
    });
    expect(parseConfig({ ...VAPID, VAPID_SUBJECT: 'https://careers.example.in' }).vapid?.subject).toBe(
      'https://careers.example.in',
    );
    expect(parseConfig({}).vapid).toBeUndefined();
  });

  it('gives the documented defaults for an empty environment', () => {
    expect(parseConfig({})).toEqual({
      port: 3000,
      dataDir: './.data',
      databaseUrl: undefined,
      nodeEnv: 'development',
      isProduction: false,
      distDir: './dist',
      otpTtlSeconds: 120,
      otpResendSeconds: 30,
      otpMaxPerHour: 5,
      otpMaxAttempts: 5,
      otpIpMaxPerHour: 300,
      otpContactMaxPerHour: 20,
      verifiedContactTtlSeconds: 1800,
      loginMaxFailures: 10,
      loginWindowMinutes: 15,
      loginIpMaxPerHour: 300,
      loginAccountMaxFailures: 100,
      resetMaxPerHour: 10,
      resetIpMaxPerHour: 300,
      registerMaxPerHour: 10,
      registerIpMaxPerHour: 300,
      referralIpMaxPerHour: 30,
      trustProxy: 0,
      sessionTtlDays: 30,
      seedDemo: true,
      workers: 1,
      databasePoolMax: 10,
      digestEveryMinutes: 60,
      statusUndoSeconds: 120,
      pushAllowLoopback: false,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: undefined,
      sms: undefined,
    });
  });

  it('reads every variable', () => {
    const config = parseConfig({
      PORT: '4100',
      DATA_DIR: '/var/lib/rcm',
      DATABASE_URL: 'postgres://u:p@db:5432/rcm',
      NODE_ENV: 'production',
      DIST_DIR: '/srv/dist',
      OTP_TTL_SECONDS: '5',
      OTP_RESEND_SECONDS: '0',
      OTP_MAX_PER_HOUR: '7',
      OTP_MAX_ATTEMPTS: '3',
      OTP_IP_MAX_PER_HOUR: '1000',
      OTP_CONTACT_MAX_PER_HOUR: '12',
      VERIFIED_CONTACT_TTL_SECONDS: '60',
      LOGIN_MAX_FAILURES: '4',
      LOGIN_WINDOW_MINUTES: '30',
      LOGIN_IP_MAX_PER_HOUR: '250',
      LOGIN_ACCOUNT_MAX_FAILURES: '40',
      RESET_MAX_PER_HOUR: '3',
      RESET_IP_MAX_PER_HOUR: '30',
      REGISTER_MAX_PER_HOUR: '4',
      REGISTER_IP_MAX_PER_HOUR: '40',
      REFERRAL_IP_MAX_PER_HOUR: '15',
      TRUST_PROXY: '1',
      SESSION_TTL_DAYS: '7',
      SEED_DEMO: 'true',
      WORKERS: '3',
      DATABASE_POOL_MAX: '20',
      DIGEST_EVERY_MINUTES: '0',
      STATUS_UNDO_SECONDS: '5',
      PUBLIC_URL: 'https://careers.example.in/',
      SMTP_URL: ' smtp://user:pass@mail.example.in:587 ',
      MAIL_FROM: 'RCM Careers <jobs@example.in>',
    });
    expect(config).toMatchObject({
      port: 4100,
      dataDir: '/var/lib/rcm',
      databaseUrl: 'postgres://u:p@db:5432/rcm',
      nodeEnv: 'production',
      isProduction: true,
      distDir: '/srv/dist',
      otpTtlSeconds: 5,
      otpResendSeconds: 0,
      otpMaxPerHour: 7,
      otpMaxAttempts: 3,
      otpIpMaxPerHour: 1000,
      otpContactMaxPerHour: 12,
      verifiedContactTtlSeconds: 60,
      loginMaxFailures: 4,
      loginWindowMinutes: 30,
      loginIpMaxPerHour: 250,
      loginAccountMaxFailures: 40,
      resetMaxPerHour: 3,
      resetIpMaxPerHour: 30,
      registerMaxPerHour: 4,
      registerIpMaxPerHour: 40,
      referralIpMaxPerHour: 15,
      trustProxy: 1,
      sessionTtlDays: 7,
      seedDemo: true,
      workers: 3,
      databasePoolMax: 20,
      digestEveryMinutes: 0,
      statusUndoSeconds: 5,
      publicUrl: 'https://careers.example.in',
      smtpUrl: 'smtp://user:pass@mail.example.in:587',
      mailFrom: 'RCM Careers <jobs@example.in>',
    });
  });

  it('reads the e-mail settings: an smtps:// URL and a bare address', () => {
    expect(parseConfig({ SMTP_URL: 'smtps://mail.example.in', MAIL_FROM: 'jobs@example.in' })).toMatchObject({
      smtpUrl: 'smtps://mail.example.in',
      mailFrom: 'jobs@example.in',
    });
  });

  it('reads the SMS gateway: MSG91 with its key, template ids and the default base URL', () => {
    const msg91 = {
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: ' 425582AYgJrio073668438dcP1 ',
      MSG91_TEMPLATE_ID: '6650a1b2c3d4e5f601234567',
      MSG91_DLT_TEMPLATE_ID: '1707169744934483345',
    };
    expect(parseConfig(msg91).sms).toEqual({
      provider: 'msg91',
      authKey: '425582AYgJrio073668438dcP1',
      templateId: '6650a1b2c3d4e5f601234567',
      dltTemplateId: '1707169744934483345',
      baseUrl: 'https://control.msg91.com',
    });
    expect(parseConfig({ ...msg91, MSG91_BASE_URL: 'http://127.0.0.1:4555/' }).sms?.baseUrl).toBe(
      'http://127.0.0.1:4555',
    );
    const reminder = {
      MSG91_REMINDER_TEMPLATE_ID: '6650a1b2c3d4e5f601234599',
      MSG91_REMINDER_DLT_TEMPLATE_ID: '1707169744934489999',
    };
    expect(parseConfig({ ...msg91, ...reminder }).sms?.reminder).toEqual({
      templateId: '6650a1b2c3d4e5f601234599',
      dltTemplateId: '1707169744934489999',
    });
  });

  it('treats empty strings as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '', NODE_ENV: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      nodeEnv: 'development',
    });
  });

  it('the public address defaults to this machine on PORT, and keeps only the origin', () => {
    expect(parseConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(parseConfig({ PUBLIC_URL: ' HTTPS://Careers.Example.in:8443 ' }).publicUrl).toBe(
      'https://careers.example.in:8443',
    );
  });

  it('allows push to loopback only outside production, when PUSH_ALLOW_LOOPBACK says so', () => {
    expect(parseConfig({ NODE_ENV: 'test' }).pushAllowLoopback).toBe(false);
    expect(parseConfig({ NODE_ENV: 'test', PUSH_ALLOW_LOOPBACK: 'true' }).pushAllowLoopback).toBe(true);
    expect(() => parseConfig({ NODE_ENV: 'production', PUSH_ALLOW_LOOPBACK: '1' })).toThrow(
      PUSH_LOOPBACK_IN_PRODUCTION,
    );
  });

  it('seeds demo data outside production only, unless SEED_DEMO says otherwise', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(parseConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(parseConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(parseConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number'],
    [{ PORT: '70000' }, 'PORT must be at most 65535'],
    [{ PORT: '-1' }, 'PORT must be a whole number'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be development, production or test'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ OTP_TTL_SECONDS: '0' }, 'OTP_TTL_SECONDS must be at least 1'],
    [{ SESSION_TTL_DAYS: '1.5' }, 'SESSION_TTL_DAYS must be a whole number'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be true or false'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY must be at most 10'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY must be a whole number'],
    [{ LOGIN_ACCOUNT_MAX_FAILURES: '0' }, 'LOGIN_ACCOUNT_MAX_FAILURES must be at least 1'],
    [{ REGISTER_IP_MAX_PER_HOUR: '0' }, 'REGISTER_IP_MAX_PER_HOUR must be at least 1'],
    [{ RESET_IP_MAX_PER_HOUR: 'x' }, 'RESET_IP_MAX_PER_HOUR must be a whole number'],
    [{ WORKERS: '0' }, 'WORKERS must be at least 1'],
    [{ WORKERS: '2' }, WORKERS_NEED_POSTGRES],
    [{ DATABASE_POOL_MAX: '0' }, 'DATABASE_POOL_MAX must be at least 1'],
    [{ DIGEST_EVERY_MINUTES: '1441' }, 'DIGEST_EVERY_MINUTES must be at most 1440'],
    [{ PUBLIC_URL: 'careers.example.in' }, PUBLIC_URL_INVALID],
    [{ PUBLIC_URL: 'ftp://careers.example.in' }, PUBLIC_URL_INVALID],
    [{ PUBLIC_URL: 'https://careers.example.in/jobs' }, PUBLIC_URL_INVALID],
    [{ PUBLIC_URL: 'https://careers.example.in/?a=1' }, PUBLIC_URL_INVALID],
    [{ PUBLIC_URL: 'https://careers.example.in/#top' }, PUBLIC_URL_INVALID],
    [{ PUBLIC_URL: 'https://me:secret@careers.example.in' }, PUBLIC_URL_INVALID],
    [{ SMTP_URL: 'mail.example.in:587', MAIL_FROM: 'jobs@example.in' }, SMTP_URL_INVALID],
    [{ SMTP_URL: 'https://mail.example.in', MAIL_FROM: 'jobs@example.in' }, SMTP_URL_INVALID],
    [{ SMTP_URL: 'smtp://', MAIL_FROM: 'jobs@example.in' }, SMTP_URL_INVALID],
    [{ SMTP_URL: 'smtp://mail.example.in', MAIL_FROM: 'jobs' }, MAIL_FROM_INVALID],
    [{ SMTP_URL: 'smtp://mail.example.in', MAIL_FROM: 'Jobs <jobs>' }, MAIL_FROM_INVALID],
    [{ SMTP_URL: 'smtp://mail.example.in', MAIL_FROM: 'a@b.in, c@d.in' }, MAIL_FROM_INVALID],
    [{ SMTP_URL: 'smtp://mail.example.in' }, MAIL_NEEDS_BOTH],
    [{ MAIL_FROM: 'jobs@example.in' }, MAIL_NEEDS_BOTH],
    [{ SMS_PROVIDER: 'twilio' }, SMS_PROVIDER_INVALID],
    [{ SMS_PROVIDER: 'msg91' }, MSG91_NEEDS_ALL],
    [{ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'abcdefgh12', MSG91_TEMPLATE_ID: 'abc123' }, MSG91_NEEDS_ALL],
    [{ MSG91_AUTH_KEY: 'abcdefgh12' }, MSG91_NEEDS_ALL],
    [{ MSG91_BASE_URL: 'http://127.0.0.1:4555' }, MSG91_NEEDS_ALL],
    [
      {
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'abcdefgh12',
        MSG91_TEMPLATE_ID: 'abc123',
        MSG91_DLT_TEMPLATE_ID: '1707169744934483345',
        MSG91_REMINDER_TEMPLATE_ID: 'abc124',
      },
      MSG91_REMINDER_NEEDS_BOTH,
    ],
    [
      { MSG91_REMINDER_TEMPLATE_ID: 'abc124', MSG91_REMINDER_DLT_TEMPLATE_ID: '1707169744934489999' },
      MSG91_REMINDER_NEEDS_BOTH,
    ],
    [
      {
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'abcdefgh12',
        MSG91_TEMPLATE_ID: 'abc123',
        MSG91_DLT_TEMPLATE_ID: '1707169744934483345',
        MSG91_REMINDER_TEMPLATE_ID: 'abc124',
        MSG91_REMINDER_DLT_TEMPLATE_ID: '17071697449',
      },
      MSG91_REMINDER_DLT_TEMPLATE_ID_INVALID,
    ],
    [
      {
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'abcdefgh12',
        MSG91_TEMPLATE_ID: 'abc123',
        MSG91_DLT_TEMPLATE_ID: '1707169744934483345',
        MSG91_REMINDER_TEMPLATE_ID: 'not an id!',
        MSG91_REMINDER_DLT_TEMPLATE_ID: '1707169744934489999',
      },
      MSG91_REMINDER_TEMPLATE_ID_INVALID,
    ],
    [
      {
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'key with spaces',
        MSG91_TEMPLATE_ID: 'abc123',
        MSG91_DLT_TEMPLATE_ID: '1707169744934483345',
      },
      MSG91_AUTH_KEY_INVALID,
    ],
    [
      {
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'abcdefgh12',
        MSG91_TEMPLATE_ID: 'abc/123',
        MSG91_DLT_TEMPLATE_ID: '1707169744934483345',
      },
      MSG91_TEMPLATE_ID_INVALID,
    ],
    [
      {
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'abcdefgh12',
        MSG91_TEMPLATE_ID: 'abc123',
        MSG91_DLT_TEMPLATE_ID: '17071697449',
      },
      MSG91_DLT_TEMPLATE_ID_INVALID,
    ],
    [
      {
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'abcdefgh12',
        MSG91_TEMPLATE_ID: 'abc123',
        MSG91_DLT_TEMPLATE_ID: '1707169744934483345',
        MSG91_BASE_URL: 'https://control.msg91.com/api/v5/flow',
      },
      MSG91_BASE_URL_INVALID,
    ],
    [{ ...VAPID, VAPID_PUBLIC_KEY: 'BAAA' }, VAPID_PUBLIC_KEY_INVALID],
    [{ ...VAPID, VAPID_PUBLIC_KEY: `${VAPID.VAPID_PUBLIC_KEY.slice(0, -2)}+/` }, VAPID_PUBLIC_KEY_INVALID],
    [{ ...VAPID, VAPID_PRIVATE_KEY: VAPID.VAPID_PUBLIC_KEY }, VAPID_PRIVATE_KEY_INVALID],
    [{ ...VAPID, VAPID_SUBJECT: 'jobs@example.in' }, VAPID_SUBJECT_INVALID],
    [{ ...VAPID, VAPID_SUBJECT: 'http://example.in' }, VAPID_SUBJECT_INVALID],
    [{ ...VAPID, VAPID_PUBLIC_KEY: OTHER_VAPID.VAPID_PUBLIC_KEY }, VAPID_PAIR_MISMATCH],
    [
      { VAPID_PUBLIC_KEY: VAPID.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: VAPID.VAPID_PRIVATE_KEY },
      VAPID_NEEDS_ALL,
    ],
    [{ VAPID_SUBJECT: VAPID.VAPID_SUBJECT }, VAPID_NEEDS_ALL],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    try {
      parseConfig(env);
    } catch (error) {
      expect((error as ConfigError).issues).toContain(message);
    }
  });

  it('lists every bad value at once', () => {
    try {
      parseConfig({ PORT: 'x', NODE_ENV: 'prod' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).issues).toHaveLength(2);
      expect((error as Error).message).toContain('Invalid configuration');
    }
  });
});
