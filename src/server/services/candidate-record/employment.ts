import { employmentDateIssue } from '@contract/candidate-record/employment';
import { OTHER_OPTION } from '@contract/candidate-record/options';
import type { RequestOutput } from '@contract/endpoint';
import type { saveEmployment } from '@contract/onboarding/employment';
import { employments } from '@server/db/schema';
import type { AppDeps } from '@server/deps';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../file-store';
import { clockYear, experienceOf, knownNames, refuse, stepMissing } from './checks';
import {
  EMPLOYMENT_NEEDS_EXPERIENCE,
  EMPLOYMENT_SAVED,
  FROM_YEAR_IN_FUTURE,
  SAVE_LEVEL_FIRST,
  UNKNOWN_COMPANY,
} from './messages';

/** The employment part: the list of companies, replaced as a whole on every save. */

/** One entry as both calls read it (the contract's employment entry, parsed). */
export type EmploymentEntry = RequestOutput<typeof saveEmployment>[number];

/** The date rules against the server's clock (§5): the first one broken is refused. */
export function checkEmploymentDates(entries: readonly EmploymentEntry[], year: number): void {
  for (const entry of entries) {
    if (entry.from_years > year) refuse(FROM_YEAR_IN_FUTURE);
    const issue = employmentDateIssue({ ...entry, current: entry.working_status === 1 }, year);
    if (issue) refuse(issue[1]);
  }
}

/**
 * Replaces the candidate's employments by `entries`: each company from the list, Other with its
 * name, or a company this candidate already saved (kept though gone from the list).
 */
export async function replaceEmployments(
  tx: DbOrTx,
  userId: number,
  entries: readonly EmploymentEntry[],
): Promise<void> {
  const saved = await tx
    .select({ company: employments.companyName })
    .from(employments)
    .where(eq(employments.userId, userId));
  const companies = await knownNames(
    tx,
    'companies',
    saved.map((row) => row.company),
  );
  for (const entry of entries) {
    if (entry.company_name !== OTHER_OPTION && !companies.has(entry.company_name)) refuse(UNKNOWN_COMPANY);
  }
  await tx.delete(employments).where(eq(employments.userId, userId));
  if (entries.length === 0) return;
  await tx.insert(employments).values(
    entries.map((entry, position) => ({
      userId,
      position,
      companyName: entry.company_name,
      otherCompany: entry.company_name === OTHER_OPTION ? entry.other_company : '',
      role: entry.role,
      fromYears: entry.from_years,
      fromMonths: entry.from_months,
      toYears: entry.working_status === 1 ? 0 : entry.to_years,
      toMonths: entry.working_status === 1 ? 0 : entry.to_months,
      minCtc: entry.min_ctc,
      maxCtc: entry.max_ctc,
      availableType: entry.available_type,
      availableDay: entry.available_day,
      workingStatus: entry.working_status,
    })),
  );
}

/** Onboarding's employment step: an Experienced or Managerial candidate's list, in one transaction. */
export async function saveEmploymentStep(deps: AppDeps, userId: number, entries: readonly EmploymentEntry[]) {
  const year = clockYear(deps);
  return deps.db.transaction(async (tx) => {
    const experience = await experienceOf(tx, userId, true);
    if (!experience) stepMissing(SAVE_LEVEL_FIRST);
    if (experience?.level === 'freshers') stepMissing(EMPLOYMENT_NEEDS_EXPERIENCE);
    checkEmploymentDates(entries, year);
    await replaceEmployments(tx, userId, entries);
    return { success: true as const, message: EMPLOYMENT_SAVED };
  });
}
