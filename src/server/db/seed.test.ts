import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../services/passwords';
import { sqlBackends } from '../test-kits/test-backends';
import { testDeps } from '../test-kits/test-helpers';
import { cities, referenceItems, referralCodes, users } from './schema';
import { seedIfEmpty } from './seed';
import { CITIES, DEMO_PASSWORD, REFERENCE_LISTS } from './seed-data';

describe.each(sqlBackends())('seed on $name', (backend) => {
  it('fills an empty database once, deterministically', async () => {
    const a = await backend.open();
    const b = await backend.open();
    try {
      const depsA = testDeps(a.db);
      const depsB = testDeps(b.db);
      const first = await seedIfEmpty(depsA);
      const expectedItems = Object.values(REFERENCE_LISTS).reduce((sum, list) => sum + list.length, 0);
      expect(first).toEqual({
        seeded: true,
        referenceItems: expectedItems,
        cities: CITIES.length,
        demoUsers: 0,
      });
      expect(await seedIfEmpty(depsA)).toMatchObject({ seeded: false });
      await seedIfEmpty(depsB);

      const dump = async (deps: typeof depsA) => ({
        items: await deps.db.select().from(referenceItems).orderBy(asc(referenceItems.id)),
        cities: await deps.db.select().from(cities).orderBy(asc(cities.id)),
        codes: await deps.db.select().from(referralCodes),
      });
      const dumpA = await dump(depsA);
      expect(dumpA.items).toHaveLength(expectedItems);
      expect(dumpA.cities).toHaveLength(CITIES.length);
      expect(CITIES.length).toBeGreaterThanOrEqual(150);
      expect(dumpA.codes).toEqual([{ code: 'RCM2026', active: true, expiresAt: null }]);
      expect(await dump(depsB)).toEqual(dumpA);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('adds the demo candidates when asked, with the documented password', async () => {
    const database = await backend.open();
    try {
      const deps = testDeps(database.db, { seedDemo: true });
      expect((await seedIfEmpty(deps)).demoUsers).toBe(2);
      const priya = (
        await deps.db.select().from(users).where(eq(users.email, 'priya.sharma@example.com'))
      )[0];
      const rahul = (await deps.db.select().from(users).where(eq(users.email, 'rahul.verma@example.com')))[0];
      expect(priya).toMatchObject({ phoneNo: '9876543210', onboardingCompleted: true, status: 'active' });
      expect(rahul).toMatchObject({ phoneNo: '9876543211', onboardingCompleted: false, status: 'active' });
      expect(await verifyPassword(DEMO_PASSWORD, priya.passwordHash)).toBe(true);
      expect(await verifyPassword('wrong', rahul.passwordHash)).toBe(false);
      expect((await seedIfEmpty(deps)).seeded).toBe(false);
      expect(await deps.db.select().from(users)).toHaveLength(2);
    } finally {
      await database.close();
    }
  });
});
