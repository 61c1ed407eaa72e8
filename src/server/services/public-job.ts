import type { WalkInDrive } from '@contract/interviews';
import { type JobSection, jobSections } from '@contract/job-sections';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cities, companies, jobDetails, jobs } from '../db/schema';
import { walkInDriveOf } from './interviews/walk-in-drives';
import { detailTextColumns, NOT_WITHDRAWN, OPEN_JOBS, PUBLISHED_JOBS } from './job-queries';

/**
 * A job as anyone may read it (issue 26 §1): the catalogue's public facts and texts, without a
 * session and without any candidate's state (no saved or applied marks, no counts of applicants).
 * The public job page, the link preview and the JSON-LD `JobPosting` read it.
 */
export interface PublicJob {
  id: number;
  jobTitle: string;
  companyId: number;
  companyName: string;
  /** the job's city, as the recruiter chose it from the city list */
  location: string;
  /** the city's state when the city list knows exactly one city of that name; else null */
  region: string | null;
  experienceLevel: string;
  typeName: string;
  minCtc: number | null;
  maxCtc: number | null;
  /** open (takes applications) or closed */
  open: boolean;
  /** issue 37: the company is a Verified employer (the page's badge, the JSON-LD's credential) */
  companyVerified: boolean;
  createdAt: Date;
  /** the last save, publish, close or reopen */
  updatedAt: Date;
  description: string;
  keyResponsibilities: string;
  specialisations: string;
  requirements: string;
  certificationsRequired: string;
  goodToHave: string;
  benefitsOffered: string;
  /** the job's walk-in drive (issue 36 §3), when it has one */
  walkIn?: WalkInDrive | null;
}

/**
 * One job's public facts and texts (a published job: open or closed), or null when there is none
 * or it is withdrawn (hidden after reports, or its company suspended: issue 37).
 */
export async function publicJobOf(db: Db, jobId: number): Promise<PublicJob | null> {
  const [row] = await db
    .select({
      id: jobs.id,
      jobTitle: jobs.jobTitle,
      companyId: jobs.companyId,
      companyName: companies.name,
      companyVerified: sql<boolean | string>`(${companies.verifiedAt} is not null)`,
      location: jobs.location,
      region: sql<
        string | null
      >`(select case when count(*) = 1 then min(${cities.state}) end from ${cities} where ${cities.name} = ${jobs.location})`,
      experienceLevel: jobs.experienceLevel,
      typeName: jobs.typeName,
      minCtc: jobs.minCtc,
      maxCtc: jobs.maxCtc,
      status: jobs.status,
      createdAt: jobs.createdAt,
      updatedAt: jobs.updatedAt,
      description: sql<string>`coalesce(${jobDetails.description}, '')`,
      specialisations: jobs.specialisations,
      ...detailTextColumns,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(jobDetails, eq(jobDetails.jobId, jobs.id))
    // a hidden job, or a suspended company's, is answered as one that does not exist (issue 37)
    .where(and(eq(jobs.id, jobId), PUBLISHED_JOBS, NOT_WITHDRAWN));
  if (!row) return null;
  const { status, companyVerified, ...job } = row;
  return {
    ...job,
    companyVerified: companyVerified === true || companyVerified === 't' || companyVerified === 'true',
    walkIn: await walkInDriveOf(db, jobId),
    open: status === 'open',
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  };
}

/** An open job as a sitemap lists it. */
export interface SitemapJob {
  id: number;
  updatedAt: Date;
}

/** One file of the jobs' sitemap (1-based), `size` open jobs a file, in id order. */
export async function openJobsPage(db: Db, page: number, size: number): Promise<SitemapJob[]> {
  const rows = await db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(OPEN_JOBS)
    .orderBy(jobs.id)
    .limit(size)
    .offset((page - 1) * size);
  return rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updatedAt) }));
}

/** The files of the jobs' sitemap: per file (1-based), the latest change of its jobs. */
export async function openJobsPages(db: Db, size: number): Promise<{ page: number; lastModified: Date }[]> {
  const numbered = db.$with('numbered').as(
    db
      .select({
        updatedAt: sql<Date>`${jobs.updatedAt}`.as('updated_at'),
        position: sql<number>`row_number() over (order by ${jobs.id}) - 1`.as('position'),
      })
      .from(jobs)
      .where(OPEN_JOBS),
  );
  const rows = await db
    .with(numbered)
    .select({
      page: sql<number>`(${numbered.position} / ${size})::int + 1`,
      lastModified: sql<Date | string>`max(${numbered.updatedAt})`,
    })
    .from(numbered)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((row) => ({ page: Number(row.page), lastModified: new Date(row.lastModified) }));
}

/**
 * The job detail's sections of a public job (headings and lines, paragraphs or lists), by the
 * app's own rule (contract/job-sections.ts): the public page and the JSON-LD description read
 * the texts exactly as a candidate's job detail does.
 */
export function publicJobSections(job: PublicJob): JobSection[] {
  return jobSections({
    job_description: job.description,
    Key_responsibilities: job.keyResponsibilities,
    specialisations: job.specialisations,
    requirements: job.requirements,
    certifications_required: job.certificationsRequired,
    good_to_have: job.goodToHave,
    benefits_offered: job.benefitsOffered,
  });
}
