import type { Applicant } from '@contract/recruiter/applicants';
import { VERSION_CONFLICT_MESSAGE } from '@contract/version-conflict';
import { applicationReviews } from '@server/db/schema';
import { seedCatalogueIfEmpty } from '@server/db/seed-catalogue';
import { useOnboardingKit } from '@server/test-kits/onboarding-test-kit';
import {
  candidateApplies,
  publishedJob,
  sendJson,
  signedInRecruiter,
  uniqueCompany,
} from '@server/test-kits/recruiter-test-kit';
import { testBackends } from '@server/test-kits/test-backends';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

/**
 * Issue 36 R2: the applicant's private note of two recruiters of one company. The applicant's read
 * carries note_version; a save names it; a stale save is 409 version_conflict and writes nothing.
 */
describe.each(testBackends())('note versions ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let anita: { token: string };
  let ravi: { token: string };
  let applicationId: number;
  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    const company = uniqueCompany();
    anita = await signedInRecruiter(kit, { company, email: 'anita@acme.example' });
    ravi = await signedInRecruiter(kit, { company, email: 'ravi@acme.example' });
    const job = await publishedJob(kit, anita.token, {
      job_title: 'Note job',
      role_name: 'AR calling',
      experience_level: 'Experienced',
      location: 'Chennai',
      description: 'Calls.',
    });
    const candidate = await kit.candidate();
    applicationId = await candidateApplies(kit, candidate.token, job);
  });
  const path = () => `/recruiters/applications/${applicationId}/note`;
  const read = async (token: string) =>
    (
      (await sendJson(kit, 'GET', `/recruiters/applications/${applicationId}`, undefined, token)).body
        .result as {
        applicant: Applicant;
      }
    ).applicant;
  const stored = async () =>
    (
      await kit.deps.db
        .select()
        .from(applicationReviews)
        .where(eq(applicationReviews.applicationId, applicationId))
    )[0];

  it('the read carries note_version 1 before any note; a save on it moves it up by 1', async () => {
    expect(await read(ravi.token)).toMatchObject({ note: '', note_version: 1 });
    const saved = await sendJson(kit, 'PUT', path(), { note: 'Strong on denials', version: 1 }, ravi.token);
    expect(saved).toEqual({
      status: 200,
      body: expect.objectContaining({ result: { note: 'Strong on denials', version: 2 } }),
    });
    expect(await read(anita.token)).toMatchObject({ note: 'Strong on denials', note_version: 2 });
  });

  it('a save on an older version is 409 version_conflict and writes nothing', async () => {
    await sendJson(kit, 'PUT', path(), { note: 'Anita: call on Monday', version: 1 }, anita.token);
    const before = await stored();
    const stale = await sendJson(kit, 'PUT', path(), { note: 'Ravi: reject', version: 1 }, ravi.token);
    expect(stale).toEqual({
      status: 409,
      body: { success: false, message: VERSION_CONFLICT_MESSAGE, code: 'version_conflict' },
    });
    expect(await stored()).toEqual(before);
    expect(before).toMatchObject({ note: 'Anita: call on Monday', noteVersion: 2 });
  });

  it('two saves at once on the same version: one is saved, the other refused', async () => {
    const [a, b] = await Promise.all([
      sendJson(kit, 'PUT', path(), { note: 'From Anita', version: 1 }, anita.token),
      sendJson(kit, 'PUT', path(), { note: 'From Ravi', version: 1 }, ravi.token),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await stored()).toMatchObject({
      note: a.status === 200 ? 'From Anita' : 'From Ravi',
      noteVersion: 2,
    });
  });

  it('another company’s applicant is still 404, and nothing is written', async () => {
    const vikram = await signedInRecruiter(kit, {
      company: uniqueCompany('Other RCM'),
      email: 'vikram@other.example',
    });
    const foreign = await sendJson(kit, 'PUT', path(), { note: 'mine', version: 1 }, vikram.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('applicant_not_found');
    expect(await stored()).toBeUndefined();
  });
});
