// The rules of the server's configuration (config.ts): the checks of each kind of variable and the
// messages of a bad value, one per problem, as ConfigError lists them.
import { createECDH } from 'node:crypto';
import * as v from 'valibot';

/** Thrown by `parseConfig` with every problem found, one per line. */
export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const emptyToUndefined = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/** An optional integer variable within bounds, with its default. */
export const intVar = (name: string, fallback: number, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform((s) => emptyToUndefined(s) ?? String(fallback)),
    v.regex(/^\d+$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

export const boolVar = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.picklist(['', 'true', 'false', '1', '0', 'yes', 'no'], `${name} must be true or false`),
    ),
  );

export const PUBLIC_URL_INVALID =
  'PUBLIC_URL must be the site’s address, such as https://careers.example.in (http or https, no path, query or user)';

export const SMTP_URL_INVALID =
  'SMTP_URL must be an smtp:// or smtps:// URL with a host, such as smtp://user:pass@mail.example.in:587';
export const MAIL_FROM_INVALID =
  'MAIL_FROM must be an e-mail address, or a name and address such as RCM Careers <jobs@example.in>';
export const MAIL_NEEDS_BOTH =
  'SMTP_URL and MAIL_FROM go together: set both to send e-mails, or neither to keep them in the delivery_queue table';

export const SMS_PROVIDER_INVALID =
  'SMS_PROVIDER must be msg91 (or unset to keep SMS in the delivery_queue table)';
export const MSG91_NEEDS_ALL =
  'SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY, MSG91_TEMPLATE_ID and MSG91_DLT_TEMPLATE_ID: set them all, or none (and no SMS_PROVIDER) to keep SMS in the delivery_queue table';
export const MSG91_AUTH_KEY_INVALID =
  'MSG91_AUTH_KEY must be the authentication key of the MSG91 account (letters and digits)';
export const MSG91_TEMPLATE_ID_INVALID =
  'MSG91_TEMPLATE_ID must be the id of the MSG91 SMS template (letters and digits)';
export const MSG91_DLT_TEMPLATE_ID_INVALID =
  'MSG91_DLT_TEMPLATE_ID must be the 19-digit DLT content template id of that template';
export const MSG91_REMINDER_NEEDS_BOTH =
  'MSG91_REMINDER_TEMPLATE_ID and MSG91_REMINDER_DLT_TEMPLATE_ID go together, and with SMS_PROVIDER=msg91: set both for interview reminders by SMS, or neither';
export const MSG91_REMINDER_TEMPLATE_ID_INVALID =
  'MSG91_REMINDER_TEMPLATE_ID must be the id of the MSG91 SMS template of interview reminders (letters and digits)';
export const MSG91_REMINDER_DLT_TEMPLATE_ID_INVALID =
  'MSG91_REMINDER_DLT_TEMPLATE_ID must be the 19-digit DLT content template id of the interview reminders’ template';
export const MSG91_BASE_URL_INVALID =
  'MSG91_BASE_URL must be an http or https URL with no path, such as https://control.msg91.com';

export const DEFAULT_MSG91_BASE_URL = 'https://control.msg91.com';

/** An optional variable matching a pattern. */
export const patternVar = (pattern: RegExp, message: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || pattern.test(s), message),
    ),
    '',
  );

export const VAPID_PUBLIC_KEY_INVALID =
  'VAPID_PUBLIC_KEY must be a P-256 public key, 65 bytes in base64url (npm run vapid:keys prints a pair)';
export const VAPID_PRIVATE_KEY_INVALID =
  'VAPID_PRIVATE_KEY must be a P-256 private key, 32 bytes in base64url (npm run vapid:keys prints a pair)';
export const VAPID_SUBJECT_INVALID =
  'VAPID_SUBJECT must be a mailto: or https: URL the push services can reach you at, such as mailto:jobs@example.in';
export const VAPID_PAIR_MISMATCH =
  'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY: set the two keys of one pair';
export const VAPID_NEEDS_ALL =
  'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together: set all three to send Web Push, or none';

/** The bytes of a base64url text without padding, or null when it is not one. */
export function base64UrlBytes(text: string): Buffer | null {
  return /^[A-Za-z0-9_-]+$/.test(text) ? Buffer.from(text, 'base64url') : null;
}

export const isVapidPublicKey = (text: string) => {
  const bytes = base64UrlBytes(text);
  return bytes !== null && bytes.length === 65 && bytes[0] === 0x04;
};
export const isVapidPrivateKey = (text: string) => base64UrlBytes(text)?.length === 32;

/** Whether the private key's own public key is this one (both valid base64url keys). */
export function isVapidPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    return false;
  }
}

export function isVapidSubject(text: string): boolean {
  if (/^mailto:[^\s@]+@[^\s@]+$/.test(text)) return true;
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

export function isSmtpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const ADDRESS = '[^\\s@<>",;]+@[^\\s@<>",;]+';
export const MAIL_FROM_PATTERN = new RegExp(`^(${ADDRESS}|[^<>@"]*<${ADDRESS}>|"[^"]*"\\s*<${ADDRESS}>)$`);

/** The origin of a public URL (http or https, nothing after the host but one '/'), or null. */
export function publicOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const plain =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    !text.includes('?') &&
    !text.includes('#');
  return plain ? url.origin : null;
}
