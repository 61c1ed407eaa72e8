import type { JobCard } from '@contract/jobs';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedCatalogueIfEmpty } from '../db/seed-catalogue';
import type { AnswerOf } from '../test-kits/auth-test-kit';
import { useOnboardingKit } from '../test-kits/onboarding-test-kit';
import { sqlBackends } from '../test-kits/test-backends';

const cardsOf = (answer: AnswerOf) => answer.body.result as unknown as JobCard[];

describe.each(sqlBackends())('POST /candidates/job_search with the search box ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let token: string;
  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    token = (await kit.candidate()).token;
  });
  const search = (body: unknown) => kit.post('/candidates/job_search', body, { token });

  it('ranks the words: medcal coder chennai answers Medical Coder jobs in Chennai', async () => {
    const answer = await search({ q: 'medcal coder chennai' });
    expect(answer.status).toBe(200);
    const cards = cardsOf(answer);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards[0].job_title).toContain('Medical Coder');
    // the jobs holding every word first (the typo forgiven), then those holding some of them
    const holdsAll = cards.map(
      (job) =>
        /medical/i.test(`${job.job_title} ${job.role_name}`) &&
        /coder/i.test(`${job.job_title} ${job.role_name}`) &&
        job.location === 'Chennai',
    );
    const firstNot = holdsAll.indexOf(false);
    expect(holdsAll.slice(0, firstNot === -1 ? undefined : firstNot).length).toBeGreaterThan(0);
    if (firstNot !== -1) expect(holdsAll.slice(firstNot)).not.toContain(true);
    expect(answer.body.total).toBeGreaterThanOrEqual(cards.length);
  });

  it('says how many jobs hold every word beside the total, and nothing of it without words', async () => {
    const answer = await search({ q: 'medical coder mumbai' });
    expect(answer.status).toBe(200);
    const allWords = answer.body.all_words_total as number;
    expect(allWords).toBeGreaterThan(0);
    expect(answer.body.total as number).toBeGreaterThan(allWords);
    expect(await search({ location: 'mumbai' })).not.toHaveProperty('body.all_words_total');
  });

  it('answers exactly as before with the box empty, blank or absent', async () => {
    const before = await search({ location: 'hyder', page: 2 });
    for (const q of ['', '   ', '!!!']) {
      const answer = await search({ q, location: 'hyder', page: 2 });
      expect(answer.body.total).toBe(before.body.total);
      expect(cardsOf(answer).map((job) => job.id)).toEqual(cardsOf(before).map((job) => job.id));
    }
  });

  it('refuses a bad q with 400 and a clear message', async () => {
    for (const [q, message] of [
      ['x'.repeat(101), 'q must be at most 100 characters'],
      [42, 'q must be text'],
      ['medical\u0000coder', 'Text must not contain control characters'],
    ] as const) {
      const answer = await search({ q });
      expect(answer.status, String(q)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'validation_failed' });
      expect(String(answer.body.message)).toContain(message);
    }
    expect((await search({ q: 'x'.repeat(100) })).status).toBe(200);
  });
});
