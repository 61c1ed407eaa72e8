import { deliveryQueue } from '../db/schema';
import { seedIfEmpty } from '../db/seed';
import { seedCatalogueIfEmpty } from '../db/seed-catalogue';
import { createSession } from '../services/sessions';
import type { AnswerOf, AuthKit } from './auth-test-kit';
import {
  candidateApplies,
  publishedJob,
  sendJson,
  signedInRecruiter,
  uniqueCompany,
} from './recruiter-test-kit';

/** A job without questions: applying is one call. */
export const PLAIN_JOB = {
  job_title: 'Medical Coder',
  role_name: 'Coding',
  experience_level: 'Experienced',
  location: 'Noida',
  type_name: 'Full Time',
  min_ctc: 300000,
  max_ctc: 450000,
  description: 'Code charts.',
  questions: [],
};

/** A multipart POST with a bearer token (the apply call). */
function withPostForm(kit: AuthKit) {
  return {
    async postForm(path: string, data: FormData, token?: string): Promise<AnswerOf> {
      const response = await kit.app.request(`/api${path}`, {
        method: 'POST',
        body: data,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return { status: response.status, body: (await response.json()) as AnswerOf['body'] };
    },
  };
}

/**
 * Two companies' recruiters (Anita of the first, Vikram of the second), a job of each, and a
 * candidate (priya@example.com) who applied to Anita's job: the world of the interview tests.
 */
export async function interviewWorld(kit: AuthKit, suffix = '') {
  await seedIfEmpty(kit.deps);
  await seedCatalogueIfEmpty(kit.deps);
  const anita = await signedInRecruiter(kit, { company: uniqueCompany(), email: `anita${suffix}@a.example` });
  const vikram = await signedInRecruiter(kit, {
    company: uniqueCompany(),
    email: `vikram${suffix}@b.example`,
  });
  const job = await publishedJob(kit, anita.token, PLAIN_JOB);
  const vikramsJob = await publishedJob(kit, vikram.token, PLAIN_JOB);
  const newCandidate = async (email: string, phoneNo: string) => {
    const id = await kit.insertUser({ email, phoneNo, onboardingCompleted: true });
    return { id, email, token: await createSession(kit.deps, id) };
  };
  const priya = await newCandidate(
    `priya${suffix}@example.com`,
    `98765${suffix.padStart(2, '0')}210`.slice(0, 10),
  );
  const applicationId = await candidateApplies(withPostForm(kit), priya.token, job);
  return {
    anita,
    vikram,
    job,
    vikramsJob,
    priya,
    applicationId,
    newCandidate,
    withPostForm: withPostForm(kit),
  };
}

/** The e-mails queued with a calendar attachment, oldest first. */
export async function queuedInvites(kit: Pick<AuthKit, 'deps'>) {
  const rows = await kit.deps.db.select().from(deliveryQueue).orderBy(deliveryQueue.id);
  return rows
    .filter((row) => row.channel === 'email' && (row.attachments ?? []).length > 0)
    .map((row) => ({
      to: row.recipient,
      ics: (row.attachments ?? [])[0].content,
      type: (row.attachments ?? [])[0].contentType,
    }));
}

/** A content line's value of an .ics (unfolded). */
export function icsValue(ics: string, name: string): string | undefined {
  return ics
    .replace(/\r\n /g, '')
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '');
}

export { sendJson };
