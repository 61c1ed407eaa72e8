import * as v from 'valibot';
import { isFreeMailDomain } from './free-mail-domains';

/**
 * The checks of a company's identity (issue 37 §1): the GSTIN (its parts and its mod-36 check
 * character), the CIN's format and the website's domain, each failure with a message of its own.
 */

export const GSTIN_REQUIRED = 'Please enter the GSTIN';
export const GSTIN_LENGTH = 'A GSTIN has 15 characters';
export const GSTIN_STATE = 'A GSTIN starts with a state code from 01 to 38 (or 97)';
export const GSTIN_PAN = "Characters 3 to 12 of a GSTIN are the company's PAN: 5 letters, 4 digits, 1 letter";
export const GSTIN_ENTITY = 'The 13th character of a GSTIN is a digit from 1 to 9 or a letter';
export const GSTIN_Z = 'The 14th character of a GSTIN is Z';
export const GSTIN_CHECK =
  'The last character of this GSTIN (its check character) does not match the others: please look for a typing mistake';
export const CIN_FORMAT =
  'A CIN has 21 characters: L or U, a 5-digit industry code, a 2-letter state, a 4-digit year, a 3-letter type and a 6-digit number (such as U72900TN2015PTC101234)';
export const DOMAIN_REQUIRED = "Please enter your company website's domain";
export const DOMAIN_FORMAT = 'Enter the domain only, such as agshealth.com (no https://, no path)';
export const DOMAIN_FREE_MAIL =
  "A free e-mail provider's domain is not a company website: enter your company's own domain";

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN's check character of its first 14 characters (the GSTN's mod-36 rule). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

const stateCodeOk = (code: string) => {
  const n = /^\d\d$/.test(code) ? Number(code) : 0;
  return (n >= 1 && n <= 38) || n === 97;
};

/** What is wrong with a GSTIN (upper-cased, no spaces), or null when it passes every check. */
export function gstinIssue(gstin: string): string | null {
  if (gstin.length !== 15) return GSTIN_LENGTH;
  if (!stateCodeOk(gstin.slice(0, 2))) return GSTIN_STATE;
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(gstin.slice(2, 12))) return GSTIN_PAN;
  if (!/^[1-9A-Z]$/.test(gstin[12])) return GSTIN_ENTITY;
  if (gstin[13] !== 'Z') return GSTIN_Z;
  if (!/^[0-9A-Z]$/.test(gstin[14]) || gstinCheckCharacter(gstin) !== gstin[14]) return GSTIN_CHECK;
  return null;
}

/** Whether a CIN (upper-cased, no spaces) has the registrar's format. */
export const cinMatches = (cin: string) => /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/.test(cin);

const DOMAIN = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Whether the text is a bare domain name (lower-cased): no scheme, no path, no port. */
export const domainMatches = (domain: string) => DOMAIN.test(domain);

const compact = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** The GSTIN field: spaces dropped, upper-cased, then each check with its message. */
export const gstinField = v.pipe(
  v.string(GSTIN_REQUIRED),
  v.transform(compact),
  v.nonEmpty(GSTIN_REQUIRED),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const issue = gstinIssue(dataset.value);
    if (issue) addIssue({ message: issue });
  }),
);

/** The optional CIN field: empty is none (null). */
export const cinField = v.pipe(
  v.optional(v.nullable(v.string(CIN_FORMAT)), null),
  v.transform((text) => (text ? compact(text) : null)),
  v.check((cin) => cin === null || cinMatches(cin), CIN_FORMAT),
);

/** The website's domain: trimmed, lower-cased, a trailing dot dropped; no free-mail provider's. */
export const websiteDomainField = v.pipe(
  v.string(DOMAIN_REQUIRED),
  v.transform((text) => text.trim().toLowerCase().replace(/\.$/, '')),
  v.nonEmpty(DOMAIN_REQUIRED),
  v.check(domainMatches, DOMAIN_FORMAT),
  v.check((domain) => !isFreeMailDomain(domain), DOMAIN_FREE_MAIL),
);
