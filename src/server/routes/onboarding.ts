import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  EXPERIENCE_ID_MISSING,
  employmentDateIssue,
  OTHER_OPTION,
  saveEmployment,
  saveExperience,
} from '../../contract/onboarding';
import { employments, experiences, referenceItems } from '../db/schema';
import type { AppDeps } from '../deps';
import { CONTENT_TYPES } from '../file-content';
import { requireSession, type SessionEnv } from '../middleware/require-session';
import { route } from '../route';
import { type DbOrTx, databaseFileStore } from '../services/file-store';
import { HttpError } from '../validate';

export const EXPERIENCE_SAVED = 'Experience saved successfully';
export const ROLE_SAVED = 'Role saved successfully';
export const EMPLOYMENT_SAVED = 'Employment details saved successfully';
export const FILE_NOT_FOUND = 'File not found';
export const SAVE_LEVEL_FIRST = 'Please save your experience level first.';
export const EMPLOYMENT_NEEDS_EXPERIENCE =
  'Employment is saved for an Experienced or Managerial level only. Please choose your experience level again.';
export const UNKNOWN_COMPANY = 'Please choose a company from the list, or Other with its name';
export const FROM_YEAR_IN_FUTURE = 'From year cannot be in the future';

/** The names of one reference list (companies, institutes, ...), for checking a choice. */
export async function listNames(db: DbOrTx, list: string, categoryId?: number): Promise<Set<string>> {
  const rows = await db
    .select({ name: referenceItems.name })
    .from(referenceItems)
    .where(
      categoryId === undefined
        ? eq(referenceItems.list, list)
        : and(eq(referenceItems.list, list), eq(referenceItems.categoryId, categoryId)),
    );
  return new Set(rows.map((row) => row.name));
}

/** The candidate's saved experience, or null. */
export async function experienceOf(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(experiences).where(eq(experiences.userId, userId));
  return row ?? null;
}

/** The year of the server's clock (the employment reference year and the education limit). */
export function clockYear(deps: AppDeps): number {
  return deps.now().getUTCFullYear();
}

/**
 * The onboarding calls (signed-out-and-onboarding.md §3, §5, §7; signed-in-area.md §5, §7), each
 * in one transaction, re-saving a step replacing what it saved; and GET /candidates/files/:fileId,
 * the owner's uploads.
 */
export function onboardingRoutes(deps: AppDeps): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const guard = requireSession(deps);
  const store = deps.fileStore ?? databaseFileStore;

  route(routes, saveExperience, guard, async (c, input) => {
    const userId = c.get('user').id;
    if ('experience_id' in input) {
      return deps.db.transaction(async (tx) => {
        const [saved] = await tx
          .select({ id: experiences.id, level: experiences.level })
          .from(experiences)
          .where(and(eq(experiences.id, input.experience_id), eq(experiences.userId, userId)))
          .for('update');
        if (saved?.level !== 'managerial') {
          throw new HttpError(400, EXPERIENCE_ID_MISSING, 'onboarding_step_missing');
        }
        await tx
          .update(experiences)
          .set({
            role: input.role,
            otherRole: input.role === OTHER_OPTION ? input.other_role : '',
            updatedAt: deps.now(),
          })
          .where(eq(experiences.id, saved.id));
        return { success: true as const, message: ROLE_SAVED };
      });
    }
    const level = {
      level: input.experience_level,
      years: input.experience_years,
      months: input.experience_months,
      location: input.current_location,
      certificateType: input.experience_level === 'freshers' ? input.certificate_type : '',
      updatedAt: deps.now(),
    };
    // a role belongs to the managerial level only: another level clears it, re-saving keeps it
    const roleReset = input.experience_level === 'managerial' ? {} : { role: '', otherRole: '' };
    const [row] = await deps.db
      .insert(experiences)
      .values({ userId, ...level })
      .onConflictDoUpdate({ target: experiences.userId, set: { ...level, ...roleReset } })
      .returning({ id: experiences.id });
    return { success: true as const, message: EXPERIENCE_SAVED, result: { experience_id: row.id } };
  });

  route(routes, saveEmployment, guard, async (c, entries) => {
    const userId = c.get('user').id;
    const year = clockYear(deps);
    return deps.db.transaction(async (tx) => {
      const experience = await experienceOf(tx, userId);
      if (!experience) throw new HttpError(400, SAVE_LEVEL_FIRST, 'onboarding_step_missing');
      if (experience.level === 'freshers') {
        throw new HttpError(400, EMPLOYMENT_NEEDS_EXPERIENCE, 'onboarding_step_missing');
      }
      const companies = await listNames(tx, 'companies');
      for (const entry of entries) {
        if (entry.company_name !== OTHER_OPTION && !companies.has(entry.company_name)) {
          throw new HttpError(400, UNKNOWN_COMPANY, 'validation_failed');
        }
        if (entry.from_years > year) throw new HttpError(400, FROM_YEAR_IN_FUTURE, 'validation_failed');
        const issue = employmentDateIssue({ ...entry, current: entry.working_status === 1 }, year);
        if (issue) throw new HttpError(400, issue[1], 'validation_failed');
      }
      await tx.delete(employments).where(eq(employments.userId, userId));
      await tx.insert(employments).values(
        entries.map((entry, position) => ({
          userId,
          position,
          companyName: entry.company_name,
          otherCompany: entry.company_name === OTHER_OPTION ? entry.other_company : '',
          role: entry.role,
          fromYears: entry.from_years,
          fromMonths: entry.from_months,
          toYears: entry.to_years,
          toMonths: entry.to_months,
          minCtc: entry.min_ctc,
          maxCtc: entry.max_ctc,
          availableType: entry.available_type,
          availableDay: entry.available_day,
          workingStatus: entry.working_status,
        })),
      );
      return { success: true as const, message: EMPLOYMENT_SAVED };
    });
  });

  // The owner's uploads, byte for byte; anyone else's (or none) is 404, as if it did not exist.
  routes.get('/candidates/files/:fileId', guard, async (c) => {
    const id = c.req.param('fileId');
    if (!/^[1-9]\d{0,8}$/.test(id)) throw new HttpError(404, FILE_NOT_FOUND);
    const file = await store.get(deps.db, Number(id), c.get('user').id);
    if (!file) throw new HttpError(404, FILE_NOT_FOUND);
    return new Response(new Uint8Array(file.bytes), {
      status: 200,
      headers: {
        'Content-Type': CONTENT_TYPES[file.kind],
        'Content-Length': String(file.size),
        'Content-Disposition': contentDisposition(file.originalName),
      },
    });
  });

  return routes;
}

/** `inline` with the original name: an ASCII fallback and the exact name in RFC 5987 form. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
