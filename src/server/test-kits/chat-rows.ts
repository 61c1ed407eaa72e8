import type { Db } from '../db/client';
import { applications, companies, conversations, jobs, messages, users } from '../db/schema';

/** Rows for chat tests written straight to the database: users, a company's job, applications. */

let serial = 0;
const next = () => ++serial;

export async function insertUser(
  db: Db,
  fields: { firstName?: string; roleId?: number; companyId?: number | null } = {},
): Promise<number> {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      firstName: fields.firstName ?? `User${n}`,
      lastName: 'Test',
      email: `chat-row-${n}-${Math.random().toString(36).slice(2)}@example.test`,
      phoneNo: String(6_000_000_000 + Math.floor(Math.random() * 999_999_999)),
      roleId: fields.roleId ?? 3,
      passwordHash: 'x',
      companyId: fields.companyId ?? null,
    })
    .returning({ id: users.id });
  return row.id;
}

export async function insertCompanyJob(
  db: Db,
  name = `Chat Co ${next()}`,
): Promise<{ companyId: number; jobId: number }> {
  const [company] = await db
    .insert(companies)
    // a verified employer (issue 37): an unverified company may not message anyone
    .values({ name, city: 'Chennai', verifiedAt: new Date() })
    .returning({ id: companies.id });
  const [job] = await db
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
      createdAt: new Date(),
    })
    .returning({ id: jobs.id });
  return { companyId: company.id, jobId: job.id };
}

export async function insertApplication(db: Db, userId: number, jobId: number): Promise<number> {
  const [row] = await db.insert(applications).values({ userId, jobId }).returning({ id: applications.id });
  return row.id;
}

/** A conversation with its messages (in order), answering the conversation's and messages' ids. */
export async function insertConversation(
  db: Db,
  rows: {
    applicationId: number;
    companyId: number;
    candidateId: number;
    recruiterId: number;
    messages: ('candidate' | 'recruiter')[];
  },
): Promise<{ conversationId: number; messageIds: number[] }> {
  const [conversation] = await db
    .insert(conversations)
    .values({
      applicationId: rows.applicationId,
      companyId: rows.companyId,
      candidateId: rows.candidateId,
      startedBy: rows.recruiterId,
    })
    .returning({ id: conversations.id });
  const messageIds: number[] = [];
  for (const [i, role] of rows.messages.entries()) {
    const [message] = await db
      .insert(messages)
      .values({
        conversationId: conversation.id,
        senderId: role === 'candidate' ? rows.candidateId : rows.recruiterId,
        senderRole: role,
        body: `message ${i + 1}`,
      })
      .returning({ id: messages.id });
    messageIds.push(message.id);
  }
  return { conversationId: conversation.id, messageIds };
}
