import {
  createSavedSearch,
  EMPTY_SAVED_SEARCH,
  listSavedSearches,
  openSavedSearch,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_NEW_COUNT_CAP,
  SAVED_SEARCHES_FULL,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchQuery,
  SEARCH_ALREADY_SAVED,
} from '@contract/saved-searches';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { generateJobs } from '../db/job-catalogue';
import { jobs, savedSearches } from '../db/schema';
import { CATALOGUE_JOBS, insertJobs, seedCatalogueIfEmpty } from '../db/seed-catalogue';
import { countNewMatches } from '../services/saved-searches';
import type { AnswerOf } from '../test-kits/auth-test-kit';
import { useOnboardingKit } from '../test-kits/onboarding-test-kit';
import { testBackends } from '../test-kits/test-backends';

const MINUTE = 60_000;
const listOf = (answer: AnswerOf) => answer.body.result as unknown as SavedSearch[];
const oneOf = (answer: AnswerOf) => answer.body.result as unknown as SavedSearch;
const search = (fields: Partial<SavedSearchQuery>): SavedSearchQuery => ({
  ...EMPTY_SAVED_SEARCH,
  ...fields,
});

describe.each(testBackends())('saved searches ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let me: { userId: number; token: string };
  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    // the jobs a test added (the catalogue is shared by the file's tests)
    await kit.deps.db.delete(jobs).where(sql`${jobs.id} > ${CATALOGUE_JOBS}`);
    me = await kit.candidate();
  });

  const create = (body: unknown, token = me.token) => kit.post('/candidates/save_search', body, { token });
  const list = (token = me.token) => kit.get('/candidates/saved_searches', { token });
  const open = (id: number, token = me.token) => kit.post('/candidates/open_saved_search', { id }, { token });
  const rename = (id: number, name: unknown, token = me.token) =>
    kit.post('/candidates/rename_saved_search', { id, name }, { token });
  const remove = (id: number, token = me.token) =>
    kit.post('/candidates/delete_saved_search', { id }, { token });

  /** Posts a job now (the clock's time) with this title and city. */
  async function postJob(jobTitle: string, location: string) {
    const [template] = generateJobs(1);
    await insertJobs(
      kit.deps.db,
      [{ ...template, jobTitle, location, ageMinutes: 0 }],
      kit.deps.now(),
      [1],
      false,
    );
  }

  describe('the count of new matches', () => {
    it('counts only jobs posted after the search was last opened that match its filters, and opening resets it', async () => {
      const saved = oneOf(
        await create({ search: search({ job_role: 'medical coder', location: 'chennai' }) }),
      );
      expect(saved).toMatchObject({ name: 'medical coder · chennai', new_count: 0 });
      // the catalogue's jobs are older than the search: none is new
      expect(listOf(await list())[0].new_count).toBe(0);

      kit.advance(MINUTE);
      await postJob('Medical Coder', 'Chennai');
      await postJob('Medical Coder', 'Hyderabad'); // another city
      await postJob('AR Caller', 'Chennai'); // another role
      const answer = await list();
      expect(v.safeParse(listSavedSearches.answer, answer.body).success).toBe(true);
      expect(listOf(answer)[0].new_count).toBe(1);

      kit.advance(MINUTE);
      const opened = await open(saved.id);
      expect(opened.status).toBe(200);
      expect(v.safeParse(openSavedSearch.answer, opened.body).success).toBe(true);
      // the jobs posted after the previous visit are the new ones (SS2): the time is answered
      expect(opened.body.new_since).toBe(saved.last_opened_at);
      expect(oneOf(opened)).toMatchObject({
        new_count: 0,
        search: search({ job_role: 'medical coder', location: 'chennai' }),
        last_opened_at: kit.deps.now().toISOString(),
      });
      expect(listOf(await list())[0].new_count).toBe(0);

      kit.advance(MINUTE);
      await postJob('Senior Medical Coder', 'Chennai');
      expect(listOf(await list())[0].new_count).toBe(1);
      const again = await open(saved.id);
      expect(again.body.new_since).toBe(oneOf(opened).last_opened_at);
    });

    it('is the job search’s own rule: the same conditions, bounded by the time', async () => {
      const since = kit.deps.now();
      kit.advance(MINUTE);
      for (let i = 0; i < 3; i++) await postJob('Medical Coder', 'Chennai');
      expect(await countNewMatches(kit.deps.db, search({ location: 'chenn' }), since)).toBe(3);
      expect(await countNewMatches(kit.deps.db, search({}), since)).toBe(3);
      expect(await countNewMatches(kit.deps.db, search({ location: 'pune' }), since)).toBe(0);
      expect(await countNewMatches(kit.deps.db, search({}), kit.deps.now())).toBe(0);
    });

    it('counts by the search box’s words too, with typos, as the search reads them', async () => {
      const since = kit.deps.now();
      kit.advance(MINUTE);
      await postJob('Medical Coder', 'Chennai');
      await postJob('Medical Coder', 'Hyderabad');
      await postJob('AR Caller', 'Chennai');
      expect(await countNewMatches(kit.deps.db, search({ q: 'medcal coder' }), since)).toBe(2);
      expect(await countNewMatches(kit.deps.db, search({ q: 'medcal coder hyderbad' }), since)).toBe(1);
      expect(
        await countNewMatches(kit.deps.db, search({ q: 'medcal coder', location: 'chennai' }), since),
      ).toBe(1);
    });
    it('a job posted through the loopback-only POST /dev/jobs (the journey’s way) is a new match', async () => {
      const saved = oneOf(await create({ search: search({ job_role: 'coder', location: 'Chennai' }) }));
      kit.advance(MINUTE);
      const remote = await kit.post(
        '/dev/jobs',
        { job_title: 'Medical Coder', location: 'Chennai' },
        { ip: '203.0.113.9' },
      );
      expect(remote.status).toBe(404);
      const posted = await kit.post('/dev/jobs', { job_title: 'Medical Coder', location: 'Chennai' });
      expect(posted.status).toBe(200);
      expect(listOf(await list())[0]).toMatchObject({ id: saved.id, new_count: 1 });
    });
  });

  it(`stops counting at ${SAVED_SEARCH_NEW_COUNT_CAP} (the dashboard says '99+ new')`, async () => {
    const since = kit.deps.now();
    kit.advance(MINUTE);
    const [template] = generateJobs(1);
    const many = Array.from({ length: SAVED_SEARCH_NEW_COUNT_CAP + 1 }, () => ({
      ...template,
      jobTitle: 'Medical Coder',
      location: 'Chennai',
      ageMinutes: 0,
    }));
    await insertJobs(kit.deps.db, many, kit.deps.now(), [1], false);
    expect(await countNewMatches(kit.deps.db, search({ location: 'chennai' }), since)).toBe(
      SAVED_SEARCH_NEW_COUNT_CAP,
    );
  });

  describe('create, list, rename, delete', () => {
    it('keeps a search by name, lists the newest first, renames and deletes it', async () => {
      const first = await create({ name: '  Coders in Chennai ', search: search({ location: 'Chennai' }) });
      expect(first.status).toBe(200);
      expect(v.safeParse(createSavedSearch.answer, first.body).success).toBe(true);
      expect(oneOf(first).name).toBe('Coders in Chennai');
      kit.advance(MINUTE);
      const second = oneOf(await create({ search: search({}) }));
      expect(second.name).toBe('All jobs');
      expect(listOf(await list()).map((item) => item.id)).toEqual([second.id, oneOf(first).id]);

      const renamed = await rename(second.id, ' Everything ');
      expect(renamed.status).toBe(200);
      expect(oneOf(renamed).name).toBe('Everything');
      const deleted = await remove(oneOf(first).id);
      expect(deleted.status).toBe(200);
      expect(listOf(await list()).map((item) => item.name)).toEqual(['Everything']);
    });

    it('another candidate’s saved search is not found (404) for rename, delete and open, and not listed', async () => {
      const theirs = oneOf(await create({ search: search({ skill: 'denial' }) }));
      const other = await kit.candidate();
      expect(listOf(await list(other.token))).toEqual([]);
      for (const answer of [
        await rename(theirs.id, 'Mine now', other.token),
        await remove(theirs.id, other.token),
        await open(theirs.id, other.token),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.body.code).toBe('saved_search_not_found');
      }
      expect(listOf(await list()).map((item) => item.name)).toEqual(['denial']);
    });

    it('answers 401 without a session and 403 with a dead one', async () => {
      const calls = [
        (token?: string) => kit.get('/candidates/saved_searches', { token }),
        (token?: string) => kit.post('/candidates/save_search', { search: search({}) }, { token }),
        (token?: string) => kit.post('/candidates/rename_saved_search', { id: 1, name: 'x' }, { token }),
        (token?: string) => kit.post('/candidates/delete_saved_search', { id: 1 }, { token }),
        (token?: string) => kit.post('/candidates/open_saved_search', { id: 1 }, { token }),
      ];
      for (const send of calls) {
        expect((await send()).status).toBe(401);
        expect((await send('not-a-live-token')).status).toBe(403);
      }
    });

    it('refuses bad input with 400 and a clear message', async () => {
      const tooLong = await create({ name: 'x'.repeat(SAVED_SEARCH_NAME_MAX + 1), search: search({}) });
      expect(tooLong).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
      expect(tooLong.body.message).toContain(`at most ${SAVED_SEARCH_NAME_MAX} characters`);
      expect((await create({ search: search({}), extra: 1 })).status).toBe(400);
      expect((await create({ search: { ...search({}), salary: 'lots' } })).status).toBe(400);
      expect((await create({ search: search({ exp_ctc: 'a lot' as never }) })).status).toBe(400);
      expect((await create({})).status).toBe(400);
      const saved = oneOf(await create({ search: search({}) }));
      const empty = await rename(saved.id, '   ');
      expect(empty).toMatchObject({ status: 400, body: { message: 'Please enter a name for this search' } });
      expect((await rename(saved.id, 'y'.repeat(SAVED_SEARCH_NAME_MAX + 1))).status).toBe(400);
      expect((await remove(-1)).status).toBe(400);
      expect((await kit.post('/candidates/open_saved_search', { id: '1' }, { token: me.token })).status).toBe(
        400,
      );
    });

    it(`keeps at most ${SAVED_SEARCHES_MAX}, even when the saves arrive together`, async () => {
      const answers = await Promise.all(
        Array.from({ length: SAVED_SEARCHES_MAX + 3 }, (_, index) =>
          create({ search: search({ location: `City ${index}` }) }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(SAVED_SEARCHES_MAX);
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(refused).toHaveLength(3);
      for (const answer of refused) {
        expect(answer).toMatchObject({
          status: 409,
          body: { code: 'saved_searches_full', message: SAVED_SEARCHES_FULL },
        });
      }
      expect(listOf(await list())).toHaveLength(SAVED_SEARCHES_MAX);
      // deleting one makes room again
      await remove(listOf(await list())[0].id);
      expect((await create({ search: search({}) })).status).toBe(200);
    });

    it('a repeated save with the same Idempotency-Key keeps one search (a replayed offline save)', async () => {
      const headers = { 'Idempotency-Key': '4f1c0d4e-7a51-4d6b-9c1e-2b7f8e0a1c33' };
      const body = { name: 'Once', search: search({ q: 'medical coder' }) };
      const first = await kit.post('/candidates/save_search', body, { token: me.token, headers });
      const again = await kit.post('/candidates/save_search', body, { token: me.token, headers });
      expect(again.body).toEqual(first.body);
      expect(listOf(await list()).map((item) => item.search.q)).toEqual(['medical coder']);
    });

    it('a save of a search already kept (same words and filters, normalised) answers the kept one, no second row', async () => {
      const kept = await create({
        name: 'Coders',
        search: search({ q: 'Medical Coder', location: 'Chennai' }),
      });
      expect(kept.body).toMatchObject({ already_saved: false });
      kit.advance(MINUTE);
      const again = await create({
        name: 'Another name',
        search: search({ q: '  medical   coder ', location: 'chennai' }),
      });
      expect(again.status).toBe(200);
      expect(v.safeParse(createSavedSearch.answer, again.body).success).toBe(true);
      expect(again.body).toMatchObject({ already_saved: true, message: SEARCH_ALREADY_SAVED });
      expect(oneOf(again)).toMatchObject({ id: oneOf(kept).id, name: 'Coders' });
      // the same save sent together (two phones, a replay beside a tap): still one row
      const together = await Promise.all(
        [1, 2, 3].map(() => create({ search: search({ skill: 'denial' }) })),
      );
      expect(new Set(together.map((answer) => oneOf(answer).id)).size).toBe(1);
      expect(together.filter((answer) => answer.body.already_saved === false)).toHaveLength(1);
      expect(listOf(await list()).map((item) => item.name)).toEqual(['denial', 'Coders']);
      // another candidate's identical search is theirs
      const other = await kit.candidate();
      const theirs = await create({ search: search({ skill: 'denial' }) }, other.token);
      expect(theirs.body.already_saved).toBe(false);
    });

    it('a search already kept is answered even when the candidate holds the most searches', async () => {
      for (let index = 0; index < SAVED_SEARCHES_MAX; index++) {
        await create({ search: search({ location: `City ${index}` }) });
      }
      const again = await create({ search: search({ location: 'city 3' }) });
      expect(again).toMatchObject({ status: 200, body: { already_saved: true } });
      expect(listOf(await list())).toHaveLength(SAVED_SEARCHES_MAX);
    });

    it('is part of the candidate’s data export, and nobody else’s searches are', async () => {
      await create({ name: 'Mine', search: search({ q: 'cpc fresher' }) });
      const other = await kit.candidate();
      await create({ name: 'Theirs', search: search({}) }, other.token);
      const exported = await kit.get('/candidates/export', { token: me.token });
      expect(exported.status).toBe(200);
      const data = exported.body.result as unknown as {
        saved_searches: { name: string; search: SavedSearchQuery }[];
      };
      expect(data.saved_searches).toEqual([
        expect.objectContaining({ name: 'Mine', search: search({ q: 'cpc fresher' }) }),
      ]);
    });

    it('leaves with the account: the rows go when the candidate is deleted', async () => {
      await create({ search: search({}) });
      await kit.deps.db.execute(sql`delete from users where id = ${me.userId}`);
      const rows = await kit.deps.db.select().from(savedSearches);
      expect(rows.filter((row) => row.userId === me.userId)).toEqual([]);
    });
  });
});
