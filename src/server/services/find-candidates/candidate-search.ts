import { PROCESS_LABELS, type ProcessType } from '@contract/candidate-record/options';
import type { ConnectStatus } from '@contract/connect-requests';
import { CANDIDATE_ROLE_ID } from '@contract/limits';
import {
  CANDIDATES_PER_PAGE,
  type FindCandidatesFilters,
  type FoundCandidate,
} from '@contract/recruiter/find-candidates';
import { rowsOf } from '@server/db/client';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../file-store';

/**
 * Find candidates' search (issue 37 §3): the candidates who turned Let recruiters find me on, are
 * active and onboarded, as facts of their record only (roles, process, certification, city,
 * experience, notice, work preference, last active): the query selects no name, contact, date of
 * birth, gender, photo or resume, so no answer can carry them. The notice and certification are
 * derived as the applicant facts are (migration 0013's applicant_facts_refresh).
 */

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The findable candidates' facts, one row each, and this company's latest request to them. */
const facts = (companyId: number) => sql`
  select u.id,
    jp.process, coalesce(jp.preferences, '') as preferences, coalesce(jp.other_preference, '') as other_preference,
    coalesce(
      case when jp.certified = 1 then coalesce(nullif(jp.certificate_type, ''), 'Certified') end,
      case when fc.id is not null then coalesce(nullif(fc.other_certificate_type, ''), fc.certificate_type) end
    ) as certification,
    nullif(p.current_work_location, '') as city,
    nullif(e.location, '') as experience_city,
    e.level,
    case when e.id is null then null else e.years * 12 + e.months end as months,
    case
      when emp.id is null then case when e.level = 'freshers' then 0 end
      when emp.available_type = 'notice_period' then emp.available_day::integer
      else 0
    end as notice_days,
    case
      when emp.id is null then case when e.level = 'freshers' then 'Immediate' end
      when emp.available_type = 'notice_period' then emp.available_day || ' days'
      when emp.available_type = 'inactive' then 'Sabbatical'
      else 'Immediate'
    end as notice,
    coalesce(p.open_to_work, '') as open_to_work,
    greatest(u.updated_at, (select max(s.created_at) from sessions s where s.user_id = u.id)) as active_at,
    r.status as request_status, ${iso(sql`r.created_at`)} as request_at
  from users u
  left join experiences e on e.user_id = u.id
  left join job_preferences jp on jp.user_id = u.id
  left join fresher_certificates fc on fc.user_id = u.id
  left join profiles p on p.user_id = u.id
  left join lateral (
    select m.id, m.available_type, m.available_day from employments m
    where m.user_id = u.id and m.working_status = 1 order by m.position limit 1
  ) emp on true
  left join lateral (
    select cr.status, cr.created_at from connect_requests cr
    where cr.company_id = ${companyId} and cr.candidate_id = u.id
    order by cr.created_at desc, cr.id desc limit 1
  ) r on true
  where u.role_id = ${CANDIDATE_ROLE_ID} and u.status = 'active' and u.onboarding_completed and u.findable`;

/** The filters as conditions on the facts (f). */
function conditions(filters: FindCandidatesFilters): SQL[] {
  const where: SQL[] = [sql`true`];
  if (filters.role)
    where.push(sql`(exists (select 1 from unnest(string_to_array(f.preferences, ', ')) as role(name)
      where lower(role.name) = lower(${filters.role})) or lower(f.other_preference) = lower(${filters.role}))`);
  if (filters.certification === 'certified') where.push(sql`f.certification is not null`);
  if (filters.certification === 'not_certified') where.push(sql`f.certification is null`);
  if (filters.city)
    where.push(
      sql`(lower(f.city) = lower(${filters.city}) or lower(f.experience_city) = lower(${filters.city}))`,
    );
  if (filters.experience_level) where.push(sql`f.level = ${filters.experience_level}`);
  if (filters.min_years !== '') where.push(sql`f.months >= ${filters.min_years * 12}`);
  if (filters.max_notice_days !== '') where.push(sql`f.notice_days <= ${filters.max_notice_days}`);
  if (filters.work_preference)
    where.push(sql`${filters.work_preference} = any(string_to_array(f.open_to_work, ', '))`);
  return where;
}

const names = (text: unknown): string[] =>
  String(text ?? '')
    .split(', ')
    .filter((name) => name !== '');

function foundCandidate(row: Record<string, unknown>): FoundCandidate {
  const other = String(row.other_preference ?? '');
  const process = row.process as ProcessType | null;
  return {
    candidate_id: Number(row.id),
    roles: names(row.preferences).map((name) => (name === 'Other' && other ? other : name)),
    process: process && process in PROCESS_LABELS ? PROCESS_LABELS[process] : null,
    certification: (row.certification as string | null) ?? null,
    city: (row.city as string | null) ?? (row.experience_city as string | null) ?? null,
    experience_level: (row.level as FoundCandidate['experience_level']) ?? null,
    experience_months: row.months === null || row.months === undefined ? null : Number(row.months),
    notice: (row.notice as string | null) ?? null,
    work_preference: names(row.open_to_work),
    last_active: String(row.last_active),
    request: row.request_status
      ? { status: row.request_status as ConnectStatus, created_at: String(row.request_at) }
      : null,
  };
}

/** A page of the findable candidates the filters keep, most recently active first, and their total. */
export async function searchCandidates(
  db: DbOrTx,
  companyId: number,
  filters: FindCandidatesFilters,
): Promise<{ candidates: FoundCandidate[]; total: number }> {
  const where = sql.join(conditions(filters), sql` and `);
  const result = await db.execute(sql`
    select f.*, to_char(f.active_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as last_active,
      count(*) over () as total
    from (${facts(companyId)}) f
    where ${where}
    order by f.active_at desc, f.id desc
    limit ${CANDIDATES_PER_PAGE} offset ${(filters.page - 1) * CANDIDATES_PER_PAGE}`);
  const rows = rowsOf<Record<string, unknown>>(result);
  if (rows.length === 0 && filters.page > 1) {
    const [counted] = rowsOf<{ total: number | string }>(
      await db.execute(sql`select count(*)::int as total from (${facts(companyId)}) f where ${where}`),
    );
    return { candidates: [], total: Number(counted?.total ?? 0) };
  }
  return { candidates: rows.map(foundCandidate), total: Number(rows[0]?.total ?? 0) };
}
