/**
 * Free e-mail providers (issue 37 §1): a mailbox at one of these proves nothing about a company,
 * so it never counts as the company's mailbox, and none is a company's website domain. `yahoo.`
 * counts in every country (yahoo.com, yahoo.co.in, yahoo.in ...).
 */
export const FREE_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'ymail.com',
  'rocketmail.com',
  'outlook.com',
  'outlook.in',
  'hotmail.com',
  'hotmail.co.in',
  'live.com',
  'live.in',
  'msn.com',
  'rediffmail.com',
  'rediff.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'protonmail.com',
  'proton.me',
  'zohomail.in',
  'zohomail.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'tutanota.com',
  'inbox.com',
] as const;

const FREE = new Set<string>(FREE_MAIL_DOMAINS);

/** Whether the (lower-cased) domain is a free e-mail provider's, or a subdomain of one. */
export function isFreeMailDomain(domain: string): boolean {
  const labels = domain.toLowerCase().split('.');
  if (labels[0] === 'yahoo') return true;
  for (let i = 0; i < labels.length - 1; i++) if (FREE.has(labels.slice(i).join('.'))) return true;
  return false;
}
