import {
  SUSPENDED_CANNOT_MESSAGE,
  SUSPENDED_CANNOT_PUBLISH,
  UNVERIFIED_CANNOT_MESSAGE,
  UNVERIFIED_CANNOT_PUBLISH,
} from '@contract/company-trust';
import { HttpError } from '@server/validate';
import type { DbOrTx } from '../file-store';
import { companyTrust, standingOf } from './company-trust';

/**
 * What an unverified or suspended company may not do (issue 37 §1): `publish` (publish, reopen,
 * save an open job) and `message` (every recruiter write that reaches a candidate: a message,
 * which a bulk message and a sent template go through, and an interview invitation or its
 * change). Each refusal is 409 company_unverified / company_suspended with what to do: a 409,
 * not a 403, because the app ends the session on every 403 (the spec's 403 rule, api/client.ts),
 * and a recruiter whose company is suspended while the editor is open must stay signed in to read
 * why.
 */
export type GatedWrite = 'publish' | 'message';

const REFUSALS = {
  unverified: { publish: UNVERIFIED_CANNOT_PUBLISH, message: UNVERIFIED_CANNOT_MESSAGE },
  suspended: { publish: SUSPENDED_CANNOT_PUBLISH, message: SUSPENDED_CANNOT_MESSAGE },
} as const;

/** The refusal of `write` for the company now, or null when it is verified and not suspended. */
export async function companyRefusal(
  db: DbOrTx,
  companyId: number,
  write: GatedWrite,
): Promise<{ code: 'company_unverified' | 'company_suspended'; message: string } | null> {
  const row = await companyTrust(db, companyId);
  const standing = row ? standingOf(row) : 'unverified';
  if (standing === 'verified') return null;
  return { code: `company_${standing}`, message: REFUSALS[standing][write] };
}

/** Throws the 409 refusal of `write` unless the company is verified and not suspended. */
export async function requireCompanyMay(db: DbOrTx, companyId: number, write: GatedWrite): Promise<void> {
  const refusal = await companyRefusal(db, companyId, write);
  if (refusal) throw new HttpError(409, refusal.message, refusal.code);
}
