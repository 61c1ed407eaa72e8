import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadConfig } from '../config';
import { type AppDeps, eventBusOf } from '../deps';
import { sendRecruiterMessage } from '../services/chat/recruiter-chat';
import { companyNamed, createRecruiter } from '../services/recruiter/recruiter-accounts';
import { createSession, findSessionUser } from '../services/sessions';
import { openDatabase } from './client';
import { applications, jobs, users } from './schema';

/**
 * For `npm run bench:chat` (scripts/bench-chat.mjs) only: on the database of DATABASE_URL
 * (migrated by the server's start), makes BENCH_COMPANIES companies with a recruiter and a job
 * each, and N candidates who applied to them, each with a conversation a recruiter started and
 * a session for each account. Writes `[{candidate_token, recruiter_token, application_id,
 * conversation_id}]` as JSON to the file named by its second argument.
 */
async function main(): Promise<void> {
  const wanted = Number(process.argv[2]);
  const out = process.argv[3];
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > 10_000 || !out) {
    console.error('Usage: bench-chat-setup-cli.ts <candidates, 1 to 10000> <output file>');
    process.exit(2);
  }
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('bench:chat runs on PostgreSQL: set DATABASE_URL');
  const database = await openDatabase(config);
  const deps: AppDeps = { db: database.db, config, now: () => new Date() };
  try {
    const run = randomUUID().slice(0, 8);
    const companyCount = Math.max(1, Math.min(20, Math.ceil(wanted / 10)));
    const recruiters: { token: string; jobId: number }[] = [];
    for (let c = 0; c < companyCount; c++) {
      const company = await companyNamed(deps.db, `Bench Chat ${run} ${c + 1}`, 'Chennai');
      const recruiterId = await createRecruiter(deps.db, {
        companyId: company.id,
        email: `bench.recruiter.${run}.${c + 1}@bench.example.com`,
        firstName: 'Bench',
        lastName: `Recruiter ${c + 1}`,
        passwordHash: 'not-a-password',
        now: deps.now(),
      });
      const [job] = await deps.db
        .insert(jobs)
        .values({
          companyId: company.id,
          jobTitle: 'Medical Coder',
          roleName: 'Medical Coder',
          typeName: 'Full Time',
          process: 'nonvoice',
          location: 'Chennai',
          experienceLevel: 'Experienced',
          specialisations: '',
          certificationsRequired: '',
          searchRole: 'medical coder',
          searchSkill: '',
          searchCert: '',
          createdAt: deps.now(),
        })
        .returning({ id: jobs.id });
      recruiters.push({ token: await createSession(deps, recruiterId), jobId: job.id });
    }
    const rows: unknown[] = [];
    for (let i = 0; i < wanted; i++) {
      const recruiter = recruiters[i % recruiters.length];
      const [candidate] = await deps.db
        .insert(users)
        .values({
          firstName: 'Bench',
          lastName: `Candidate ${i + 1}`,
          email: `bench.chat.${run}.${i + 1}@bench.example.com`,
          phoneNo: `71${run.replace(/\D/g, '').padEnd(3, '0').slice(0, 3)}${String(i + 1).padStart(5, '0')}`,
          roleId: 3,
          passwordHash: 'not-a-password',
          onboardingCompleted: true,
        })
        .returning({ id: users.id });
      const [application] = await deps.db
        .insert(applications)
        .values({ userId: candidate.id, jobId: recruiter.jobId, applicantName: `Bench Candidate ${i + 1}` })
        .returning({ id: applications.id });
      const recruiterUser = await findSessionUser(deps, recruiter.token);
      if (!recruiterUser) throw new Error('the bench recruiter has no session');
      const scope = { recruiterId: recruiterUser.id, companyId: recruiterUser.companyId ?? 0, params: {} };
      const started = await sendRecruiterMessage(
        deps,
        scope,
        recruiterUser,
        application.id,
        'Hello from the bench',
      );
      rows.push({
        candidate_token: await createSession(deps, candidate.id),
        recruiter_token: recruiter.token,
        application_id: application.id,
        conversation_id: started.conversationId,
      });
    }
    writeFileSync(out, JSON.stringify(rows));
    console.log(
      `bench:chat: ${wanted} candidates in conversations with ${companyCount} companies' recruiters`,
    );
  } finally {
    await eventBusOf(deps).close();
    await database.close();
  }
}

await main();
