import { inArray } from 'drizzle-orm';
import { loadConfig } from '../config';
import type { AppDeps } from '../deps';
import { hashPassword } from '../services/passwords';
import { openDatabase } from './client';
import { applications, users } from './schema';
import { seedIfEmpty } from './seed';
import { seedCatalogueIfEmpty } from './seed-catalogue';

/** The bench candidates' password (they are made for `npm run bench:load` only). */
const BENCH_PASSWORD = 'Bench@12345';
const MAX_CANDIDATES = 99_999;

const benchEmail = (i: number) => `bench.candidate.${i}@bench.example.com`;
/** 10 digits, in a range the demo candidates and the tests do not use */
const benchPhone = (i: number) => `70000${String(i).padStart(5, '0')}`;

/**
 * For `npm run bench:load` (scripts/bench-load.mjs) only: makes the database the server would use
 * (DATA_DIR, or DATABASE_URL) hold N signed-up candidates with onboarding done, so the bench
 * measures signed-in calls without registering each through one-time codes. Migrates and seeds
 * as `npm start` does first. Every candidate gets the same password, hashed once with today's
 * argon2id parameters (each login still verifies it at full cost). Existing ones are kept.
 * Prints `BENCH_CANDIDATES {"password": ..., "emails": [...]}` as its last line.
 * On the embedded database run it while the server is stopped (one process per folder).
 */
async function main(): Promise<void> {
  const wanted = Number(process.argv[2]);
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > MAX_CANDIDATES) {
    console.error(`Usage: seed-bench-cli.ts <number of candidates, 1 to ${MAX_CANDIDATES}>`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const deps: AppDeps = { db: database.db, config, now: () => new Date() };
    await seedIfEmpty(deps);
    await seedCatalogueIfEmpty(deps);
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const emails = Array.from({ length: wanted }, (_, i) => benchEmail(i + 1));
    const now = deps.now();
    for (let from = 0; from < wanted; from += 1000) {
      const batch = emails.slice(from, from + 1000);
      await deps.db
        .insert(users)
        .values(
          batch.map((email, j) => ({
            firstName: 'Bench',
            lastName: `Candidate ${from + j + 1}`,
            email,
            phoneNo: benchPhone(from + j + 1),
            roleId: 3,
            passwordHash,
            emailVerified: true,
            phoneVerified: true,
            onboardingCompleted: true,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing();
    }
    // earlier runs' candidates keep their rows: make sure they are usable (active, this password)
    for (let from = 0; from < wanted; from += 1000) {
      await deps.db
        .update(users)
        .set({ passwordHash, status: 'active', onboardingCompleted: true })
        .where(inArray(users.email, emails.slice(from, from + 1000)));
      // and start each run with no applications (a second apply to a job is refused, rightly)
      await deps.db.delete(applications).where(
        inArray(
          applications.userId,
          deps.db
            .select({ id: users.id })
            .from(users)
            .where(inArray(users.email, emails.slice(from, from + 1000))),
        ),
      );
    }
    console.log(`BENCH_CANDIDATES ${JSON.stringify({ password: BENCH_PASSWORD, emails })}`);
  } finally {
    await database.close();
  }
}

await main();
