import { randomUUID } from 'node:crypto';
import type { TimelineEvent } from '@contract/application-timeline';
import { assessmentAudioPath, CHECKBOX_SEPARATOR } from '@contract/assessment';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { recordApplicationEvent } from '../services/application-timeline';
import { createRecruiter } from '../services/recruiter/recruiter-accounts';
import type { Db } from './client';
import {
  applications,
  applicationViews,
  assessmentQuestions,
  assessmentSubmissions,
  companies,
  conversationReads,
  conversations,
  employments,
  experiences,
  files,
  jobs,
  messages,
  notifications,
  users,
} from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The demo recruiters' password (README's demo table). */
export const RECRUITER_DEMO_PASSWORD = 'Recruiter@123';

/**
 * The demo recruiters (issue 23): Anita of the company of job 6 (Priya applied and is
 * shortlisted there; Karthik Iyer's assessment is submitted with a recording), and Vikram of
 * another company.
 */
export const DEMO_RECRUITERS = [
  { firstName: 'Anita', lastName: 'Desai', email: 'anita.desai@example.com', jobId: 6 },
  { firstName: 'Vikram', lastName: 'Rao', email: 'vikram.rao@example.com', jobId: 8 },
] as const;

/** More applicants of Anita's job 6, each with a saved record of a different shape. */
const DEMO_APPLICANTS = [
  {
    firstName: 'Karthik',
    lastName: 'Iyer',
    level: 'experienced',
    years: 4,
    months: 2,
    ctc: '3,00,000-4,00,000',
    notice: 60,
  },
  { firstName: 'Meena', lastName: 'Pillai', level: 'freshers', years: 0, months: 0, ctc: '', notice: 0 },
  {
    firstName: 'Arjun',
    lastName: 'Nair',
    level: 'managerial',
    years: 9,
    months: 0,
    ctc: 'Above 10,00,000',
    notice: 90,
  },
  {
    firstName: 'Divya',
    lastName: 'Menon',
    level: 'experienced',
    years: 1,
    months: 8,
    ctc: '2,00,000-3,00,000',
    notice: 15,
  },
] as const;

/** A recording's first bytes (a WebM EBML header): the demo's stand-in for an audio answer. */
const DEMO_RECORDING = new Uint8Array([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42,
  0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
  0x18, 0x53, 0x80, 0x67,
]);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seeds the demo recruiters, Priya's applications' timelines, and more applicants (the first with a
 * submitted assessment)
 * of Anita's job (`hashes`: the recruiters' and the candidates' demo password hashes).
 */
export async function seedDemoRecruiters(
  tx: Tx,
  now: Date,
  priyaId: number,
  hashes: { recruiter: string; candidate: string },
): Promise<void> {
  const jobRows = await tx
    .select({ id: jobs.id, companyId: jobs.companyId })
    .from(jobs)
    .where(
      inArray(
        jobs.id,
        DEMO_RECRUITERS.map((r) => r.jobId),
      ),
    );
  const companyOf = new Map(jobRows.map((row) => [row.id, row.companyId]));
  const anitaCompany = companyOf.get(6);
  if (anitaCompany === undefined) return;
  let vikramCompany = companyOf.get(8);
  if (vikramCompany === undefined || vikramCompany === anitaCompany)
    vikramCompany = anitaCompany === 1 ? 2 : 1;
  const recruiterIds: number[] = [];
  for (const recruiter of DEMO_RECRUITERS) {
    recruiterIds.push(
      await createRecruiter(tx, {
        companyId: recruiter.jobId === 6 ? anitaCompany : vikramCompany,
        email: recruiter.email,
        firstName: recruiter.firstName,
        lastName: recruiter.lastName,
        passwordHash: hashes.recruiter,
        now,
      }),
    );
  }

  // Priya's applications' timelines (applied, and the status each holds)
  const priyaApplications = await tx
    .select()
    .from(applications)
    .where(eq(applications.userId, priyaId))
    .orderBy(asc(applications.id));
  for (const application of priyaApplications) {
    await recordApplicationEvent(tx, application.id, 'applied', application.createdAt);
    if (application.jobId === 6) {
      // Anita opened it: the candidate's recruiter views count it, the timeline says so
      const viewedAt = new Date(application.createdAt.getTime() + DAY_MS / 2);
      await tx
        .insert(applicationViews)
        .values({ applicationId: application.id, recruiterId: recruiterIds[0], viewedAt });
      await recordApplicationEvent(tx, application.id, 'viewed', viewedAt, recruiterIds[0]);
    }
    if (application.status !== 'new') {
      await recordApplicationEvent(
        tx,
        application.id,
        application.status as TimelineEvent,
        now,
        application.jobId === 6 ? recruiterIds[0] : application.jobId === 8 ? recruiterIds[1] : null,
      );
    }
  }

  const priyaAtAnita = priyaApplications.find((application) => application.jobId === 6);
  if (priyaAtAnita) {
    await seedDemoConversation(tx, now, {
      applicationId: priyaAtAnita.id,
      appliedAt: priyaAtAnita.createdAt,
      companyId: anitaCompany,
      priyaId,
      anitaId: recruiterIds[0],
    });
  }

  // more applicants of job 6
  for (const [index, applicant] of DEMO_APPLICANTS.entries()) {
    const [user] = await tx
      .insert(users)
      .values({
        firstName: applicant.firstName,
        lastName: applicant.lastName,
        email: `${applicant.firstName.toLowerCase()}.${applicant.lastName.toLowerCase()}@example.com`,
        phoneNo: String(9876500001 + index),
        roleId: 3,
        passwordHash: hashes.candidate,
        emailVerified: true,
        phoneVerified: true,
        onboardingCompleted: true,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) continue;
    await tx.insert(experiences).values({
      userId: user.id,
      level: applicant.level,
      years: applicant.years,
      months: applicant.months,
      location: 'India',
      certificateType: applicant.level === 'freshers' ? 'medical_coder' : '',
    });
    if (applicant.level !== 'freshers') {
      await tx.insert(employments).values({
        userId: user.id,
        position: 0,
        companyName: 'Omega Healthcare',
        otherCompany: '',
        role: 'AR Caller',
        fromYears: 2020,
        fromMonths: 1,
        toYears: 0,
        toMonths: 0,
        minCtc: applicant.ctc,
        maxCtc: applicant.ctc,
        availableType: applicant.notice > 0 ? 'notice_period' : 'immediate',
        availableDay: applicant.notice,
        workingStatus: 1,
      });
    }
    const createdAt = new Date(now.getTime() - (index + 1) * DAY_MS * 0.7);
    const [application] = await tx
      .insert(applications)
      .values({ userId: user.id, jobId: 6, status: 'new', createdAt, updatedAt: createdAt })
      .returning({ id: applications.id });
    await recordApplicationEvent(tx, application.id, 'applied', createdAt);
    if (index === 0) await seedSubmittedAssessment(tx, now, user.id);
  }
}

/**
 * A candidate's submitted answers to job 6's assessment, the recording included (the first demo
 * applicant's: Priya's stays to do, as the candidate's journeys and the README say).
 */
async function seedSubmittedAssessment(tx: Tx, now: Date, userId: number): Promise<void> {
  const questions = await tx
    .select()
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.jobId, 6))
    .orderBy(asc(assessmentQuestions.position));
  if (questions.length === 0) return;
  const [existing] = await tx
    .select({ id: assessmentSubmissions.id })
    .from(assessmentSubmissions)
    .where(and(eq(assessmentSubmissions.userId, userId), eq(assessmentSubmissions.jobId, 6)));
  if (existing) return;
  const answers: Record<string, string> = {};
  for (const question of questions) {
    if (question.questionType === 'audio') {
      const [file] = await tx
        .insert(files)
        .values({
          ownerId: userId,
          kind: 'webm',
          storedName: `${randomUUID()}.webm`,
          originalName: 'answer.webm',
          size: DEMO_RECORDING.byteLength,
          bytes: DEMO_RECORDING,
        })
        .returning({ id: files.id });
      answers[String(question.id)] = assessmentAudioPath(file.id);
    } else if (question.questionType === 'MCQ') {
      answers[String(question.id)] = question.options[0] ?? '';
    } else if (question.questionType === 'checkboxes') {
      answers[String(question.id)] = question.options.slice(0, 2).join(CHECKBOX_SEPARATOR);
    } else {
      answers[String(question.id)] =
        'I would check the payer portal first, then call the payer with the claim number and note the reference.';
    }
  }
  await tx
    .insert(assessmentSubmissions)
    .values({ userId: userId, jobId: 6, status: 'submitted', answers, updatedAt: now, writeCount: 1 });
}

const HOUR_MS = 60 * 60 * 1000;

/** The demo conversation's messages (issue 24): Anita wrote, Priya replied, Anita wrote again (unread). */
export const DEMO_CONVERSATION = [
  {
    from: 'recruiter',
    hoursAgo: 30,
    body: 'Hello Priya, thank you for applying. Your profile fits this role well. Are you available for a short call this week?',
  },
  { from: 'candidate', hoursAgo: 26, body: 'Hello Anita, thank you. Yes, Thursday after 2 pm works for me.' },
  {
    from: 'recruiter',
    hoursAgo: 3,
    body: 'Thank you. The call is on Thursday at 3 pm. Please keep your coding certificate handy.',
  },
] as const;

/**
 * Anita's conversation with Priya about job 6 (issue 24): Priya has read Anita's first message
 * and replied, Anita has read the reply (Priya sees Seen under it), and Anita's last message is
 * unread (the header's Chat says 1 unread), with the notifications those messages made.
 */
async function seedDemoConversation(
  tx: Tx,
  now: Date,
  demo: { applicationId: number; appliedAt: Date; companyId: number; priyaId: number; anitaId: number },
): Promise<void> {
  const at = (hoursAgo: number) =>
    new Date(Math.max(now.getTime() - hoursAgo * HOUR_MS, demo.appliedAt.getTime() + DAY_MS / 2 + HOUR_MS));
  const [conversation] = await tx
    .insert(conversations)
    .values({
      applicationId: demo.applicationId,
      companyId: demo.companyId,
      candidateId: demo.priyaId,
      startedBy: demo.anitaId,
      createdAt: at(DEMO_CONVERSATION[0].hoursAgo),
      lastMessageAt: at(DEMO_CONVERSATION[DEMO_CONVERSATION.length - 1].hoursAgo),
    })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (!conversation) return;
  const ids: number[] = [];
  for (const message of DEMO_CONVERSATION) {
    const [row] = await tx
      .insert(messages)
      .values({
        conversationId: conversation.id,
        senderId: message.from === 'recruiter' ? demo.anitaId : demo.priyaId,
        senderRole: message.from,
        body: message.body,
        createdAt: at(message.hoursAgo),
      })
      .returning({ id: messages.id });
    ids.push(row.id);
  }
  await tx.insert(conversationReads).values([
    { conversationId: conversation.id, userId: demo.priyaId, lastReadMessageId: ids[1] },
    { conversationId: conversation.id, userId: demo.anitaId, lastReadMessageId: ids[2] },
  ]);
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, demo.companyId));
  const [job] = await tx.select({ title: jobs.jobTitle }).from(jobs).where(eq(jobs.id, 6));
  const text = `${company.name} sent you a message about ${job.title}`;
  const link = `/chat?c=${conversation.id}`;
  await tx.insert(notifications).values([
    {
      userId: demo.priyaId,
      kind: 'message',
      text,
      link,
      createdAt: at(DEMO_CONVERSATION[0].hoursAgo),
      readAt: at(DEMO_CONVERSATION[1].hoursAgo),
    },
    { userId: demo.priyaId, kind: 'message', text, link, createdAt: at(DEMO_CONVERSATION[2].hoursAgo) },
  ]);
}
