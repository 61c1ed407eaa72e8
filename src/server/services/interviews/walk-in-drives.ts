import type { WalkInDrive } from '@contract/interviews';
import type { walkInDrivePayloadSchema } from '@contract/recruiter/interviews';
import { walkInDrives } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { DbOrTx } from '../file-store';

/**
 * A job's walk-in drive (issue 36 §3): dates, hours and venue, shown on the job's page in the app
 * and on its public page. The recruiter's calls load the job through the company scope first.
 */

type Row = typeof walkInDrives.$inferSelect;

const answerOf = (row: Row): WalkInDrive => ({
  start_date: row.startDate,
  end_date: row.endDate,
  start_time: row.startTime,
  end_time: row.endTime,
  venue: row.venue,
  map_link: row.mapLink,
});

/** The job's walk-in drive, null when none. */
export async function walkInDriveOf(db: DbOrTx, jobId: number): Promise<WalkInDrive | null> {
  const [row] = await db.select().from(walkInDrives).where(eq(walkInDrives.jobId, jobId));
  return row ? answerOf(row) : null;
}

/** Sets the job's walk-in drive (the job already checked to be the caller's). */
export async function setJobWalkInDrive(
  db: DbOrTx,
  jobId: number,
  drive: v.InferOutput<typeof walkInDrivePayloadSchema>,
  now: Date,
): Promise<WalkInDrive> {
  const values = {
    startDate: drive.start_date,
    endDate: drive.end_date,
    startTime: drive.start_time,
    endTime: drive.end_time,
    venue: drive.venue,
    mapLink: drive.map_link,
    updatedAt: now,
  };
  const [row] = await db
    .insert(walkInDrives)
    .values({ jobId, ...values })
    .onConflictDoUpdate({ target: walkInDrives.jobId, set: values })
    .returning();
  return answerOf(row);
}

/** The job has no walk-in drive any more. */
export async function clearJobWalkInDrive(db: DbOrTx, jobId: number): Promise<void> {
  await db.delete(walkInDrives).where(eq(walkInDrives.jobId, jobId));
}
