import { DOMAIN_FREE_MAIL, GSTIN_CHECK } from '@contract/company/company-checks';
import { OPERATOR_ROLE_ID } from '@contract/limits';
import type { CompanyEvidence, OperatorCompany } from '@contract/operator/companies';
import {
  COMPANY_NAME_TAKEN,
  type CompanyProfile,
  MAILBOX_CODE_INVALID,
  MAILBOX_DOMAIN_MISSING,
  MAILBOX_FREE_MAIL,
  mailboxNotOnDomain,
} from '@contract/recruiter/company-profile';
import { VERSION_CONFLICT_MESSAGE } from '@contract/version-conflict';
import { smtpTransport } from '@server/services/delivery/email/smtp';
import { DEFAULT_SENDER_RULES, deliverDueMail } from '@server/services/delivery/sender';
import { createSession } from '@server/services/sessions';
import { useAuthKit } from '@server/test-kits/auth-test-kit';
import { sendJson, signedInRecruiter, uniqueCompany } from '@server/test-kits/recruiter-test-kit';
import { startSmtpTestServer } from '@server/test-kits/smtp-test-server';
import { sqlBackends } from '@server/test-kits/test-backends';
import { insertUser, signedInUser } from '@server/test-kits/test-helpers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';

const PROFILE = {
  legal_name: 'Sunrise Revenue Cycle Private Limited',
  gstin: '27AAPFU0939F1ZV',
  cin: 'U72900TN2015PTC101234',
  website_domain: 'sunrise-rcm.example',
  address: '12 Anna Salai, Chennai 600002',
  city: 'Chennai',
};

/**
 * Issue 37 §1: the company profile its recruiters keep (every change logged), the mailbox on its
 * domain proved by a code sent over SMTP, and the operator's evidence of both.
 */
describe.each(sqlBackends())('the company profile and mailbox ($name)', (backend) => {
  const kit = useAuthKit(backend);

  async function company(verified = false) {
    const name = uniqueCompany('Sunrise RCM');
    const recruiter = await signedInRecruiter(kit, {
      company: name,
      email: `ravi.${Date.now()}.${Math.random()}@sunrise-rcm.example`,
      verified,
    });
    return { name, ...recruiter };
  }
  const profileOf = (answer: { body: Record<string, unknown> }) =>
    (answer.body.result as { company: CompanyProfile }).company;

  it('reads and saves the profile with a version check, logging each changed field; a taken name is refused', async () => {
    const { name, token } = await company();
    const read = profileOf(await sendJson(kit, 'GET', '/recruiters/company', undefined, token));
    expect(read).toMatchObject({
      display_name: name,
      city: 'Chennai',
      gstin: null,
      version: 1,
      mailbox: null,
    });

    const saved = await sendJson(
      kit,
      'PUT',
      '/recruiters/company',
      { ...PROFILE, display_name: name, gstin: '27aapfu0939f1zv', version: 1 },
      token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(profileOf(saved)).toMatchObject({ ...PROFILE, display_name: name, version: 2 });

    // a colleague's edit from version 1 is refused, nothing written
    const stale = await sendJson(
      kit,
      'PUT',
      '/recruiters/company',
      { ...PROFILE, display_name: name, city: 'Madurai', version: 1 },
      token,
    );
    expect(stale).toEqual({
      status: 409,
      body: { success: false, message: VERSION_CONFLICT_MESSAGE, code: 'version_conflict' },
    });
    const bad = await sendJson(
      kit,
      'PUT',
      '/recruiters/company',
      { ...PROFILE, display_name: name, gstin: '27AAPFU0939F1ZA', version: 2 },
      token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(GSTIN_CHECK);

    const other = await company();
    const taken = await sendJson(
      kit,
      'PUT',
      '/recruiters/company',
      { ...PROFILE, display_name: name, version: 1 },
      other.token,
    );
    expect(taken).toEqual({
      status: 409,
      body: { success: false, message: COMPANY_NAME_TAKEN, code: 'conflict' },
    });

    const renamed = `${name} Health`;
    const again = await sendJson(
      kit,
      'PUT',
      '/recruiters/company',
      { ...PROFILE, display_name: renamed, cin: '', version: 2 },
      token,
    );
    expect(profileOf(again)).toMatchObject({ display_name: renamed, cin: null, version: 3 });

    // the operator reads the log: newest first, who, the field, old -> new
    const operator = await insertUser(kit.deps, { roleId: OPERATOR_ROLE_ID });
    const operatorToken = await createSession(kit.deps, operator.id);
    const mine = await sendJson(kit, 'GET', '/recruiters/me', undefined, token);
    const id = (mine.body.result as { company: { id: number } }).company.id;
    const evidence = (await sendJson(kit, 'GET', `/operator/companies/${id}`, undefined, operatorToken)).body
      .result as CompanyEvidence;
    expect(evidence.company).toMatchObject({
      id,
      name: renamed,
      standing: 'unverified',
      gstin_ok: true,
      cin_ok: null,
    });
    expect(evidence.checks).toEqual({ gstin: { passed: true, message: null }, cin: null, mailbox: null });
    // the last save's two changes first
    expect(
      evidence.changes
        .slice(0, 2)
        .map(({ field, old_value, new_value }) => ({ field, old_value, new_value })),
    ).toEqual(
      expect.arrayContaining([
        { field: 'display_name', old_value: name, new_value: renamed },
        { field: 'cin', old_value: PROFILE.cin, new_value: null },
      ]),
    );
    expect(evidence.changes.map((change) => change.field).sort()).toEqual(
      ['address', 'cin', 'cin', 'display_name', 'gstin', 'legal_name', 'website_domain'].sort(),
    );
    expect(evidence.changes[0].changed_by).toMatch(/^Test Recruiter <ravi\..*@sunrise-rcm\.example>$/);

    for (const refused of [token, (await signedInUser(kit.deps)).token]) {
      const answer = await sendJson(kit, 'GET', `/operator/companies/${id}`, undefined, refused);
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('operators_only');
    }
    expect(
      (await sendJson(kit, 'GET', '/operator/companies/99999999', undefined, operatorToken)).status,
    ).toBe(404);
  });

  it('a verified company’s profile changes are listed for the operator until it is verified again', async () => {
    const { name, token, companyId } = await company(true);
    await kit.deps.db
      .update(companies)
      .set({ verifiedAt: new Date('2026-01-01T00:00:00.000Z') })
      .where(eq(companies.id, companyId));
    const operator = await insertUser(kit.deps, { roleId: OPERATOR_ROLE_ID });
    const operatorToken = await createSession(kit.deps, operator.id);
    const listed = async () =>
      (
        (await sendJson(kit, 'GET', '/operator/companies', undefined, operatorToken)).body.result as {
          companies: OperatorCompany[];
        }
      ).companies.find((row) => row.id === companyId);
    expect((await listed())?.changed_since_verified).toEqual([]);
    const saved = await sendJson(
      kit,
      'PUT',
      '/recruiters/company',
      { ...PROFILE, display_name: name, gstin: '27aapfu0939f1zv', version: 1 },
      token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await listed()).toMatchObject({
      standing: 'verified',
      changed_since_verified: expect.arrayContaining(['gstin', 'legal_name']),
    });
    const again = await sendJson(
      kit,
      'POST',
      `/operator/companies/${companyId}/standing`,
      { action: 'verify' },
      operatorToken,
    );
    expect(again.status).toBe(200);
    expect((await listed())?.changed_since_verified).toEqual([]);
  });

  it('verifies a mailbox on the company domain by a code sent over SMTP; free mail and other domains are refused', async () => {
    const { name, token, companyId } = await company();
    const ask = (email: string) => sendJson(kit, 'POST', '/recruiters/company/mailbox', { email }, token);
    const verify = (code: string) =>
      sendJson(kit, 'POST', '/recruiters/company/mailbox/verify', { code }, token);
    const refusal = async (email: string) => (await ask(email)).body.message;

    expect(await refusal('hr@sunrise-rcm.example')).toBe(MAILBOX_DOMAIN_MISSING);
    await sendJson(kit, 'PUT', '/recruiters/company', { ...PROFILE, display_name: name, version: 1 }, token);
    expect(await refusal('sunrise.hr@gmail.com')).toBe(MAILBOX_FREE_MAIL);
    expect(await refusal('sunrise.hr@yahoo.co.in')).toBe(MAILBOX_FREE_MAIL);
    expect(await refusal('hr@sunrise-rcm.example.evil.in')).toBe(mailboxNotOnDomain('sunrise-rcm.example'));
    expect(await refusal('hr@other.example')).toBe(mailboxNotOnDomain('sunrise-rcm.example'));
    expect((await ask('sunrise.hr@gmail.com')).body.code).toBe('validation_failed');
    // a free-mail domain cannot be the website either
    const freeSite = await sendJson(
      kit,
      'PUT',
      '/recruiters/company',
      { ...PROFILE, display_name: name, website_domain: 'gmail.com', version: 2 },
      token,
    );
    expect(freeSite.body.message).toBe(DOMAIN_FREE_MAIL);

    const smtp = await startSmtpTestServer();
    const transport = smtpTransport(smtp.url, 'RCM Careers <jobs@example.in>');
    try {
      const asked = await ask('HR@Sunrise-RCM.example');
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      expect(asked.body.result).toEqual({ mailbox: { email: 'hr@sunrise-rcm.example', verified_at: null } });
      for (let round = 0; round < 20 && smtp.receivedBy('hr@sunrise-rcm.example').length === 0; round++)
        await deliverDueMail(kit.deps, transport, { ...DEFAULT_SENDER_RULES, batchSize: 50 });
      const [mail] = smtp.receivedBy('hr@sunrise-rcm.example');
      const code = /is (\d{6})\./.exec(mail.text)?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      expect(mail.text).toContain(name);

      const wrong = await verify(code === '000000' ? '111111' : '000000');
      expect(wrong).toEqual({
        status: 400,
        body: { success: false, message: MAILBOX_CODE_INVALID, code: 'otp_invalid' },
      });
      const right = await verify(code);
      expect(right.status, JSON.stringify(right.body)).toBe(200);
      expect(right.body.result).toEqual({
        mailbox: { email: 'hr@sunrise-rcm.example', verified_at: kit.deps.now().toISOString() },
      });
      // used once
      expect((await verify(code)).status).toBe(400);
      expect(profileOf(await sendJson(kit, 'GET', '/recruiters/company', undefined, token)).mailbox).toEqual({
        email: 'hr@sunrise-rcm.example',
        verified_at: kit.deps.now().toISOString(),
      });
    } finally {
      transport.close();
      await smtp.close();
    }

    const operator = await insertUser(kit.deps, { roleId: OPERATOR_ROLE_ID });
    const operatorToken = await createSession(kit.deps, operator.id);
    const listed = (await sendJson(kit, 'GET', '/operator/companies', undefined, operatorToken)).body
      .result as {
      companies: OperatorCompany[];
    };
    expect(listed.companies.find((row) => row.id === companyId)).toMatchObject({
      gstin_ok: true,
      cin_ok: true,
      verified_mailbox: 'hr@sunrise-rcm.example',
    });
    const evidence = (
      await sendJson(kit, 'GET', `/operator/companies/${companyId}`, undefined, operatorToken)
    ).body.result as CompanyEvidence;
    expect(evidence.verified_mailbox?.email).toBe('hr@sunrise-rcm.example');
    expect(evidence.checks.mailbox).toEqual({ passed: true, message: null });
  });

  it('a wrong code counts: after the allowed tries even the right one is refused', async () => {
    const { name, token } = await company();
    await sendJson(kit, 'PUT', '/recruiters/company', { ...PROFILE, display_name: name, version: 1 }, token);
    await sendJson(kit, 'POST', '/recruiters/company/mailbox', { email: 'hr@sunrise-rcm.example' }, token);
    const code = await kit.latestCode('hr@sunrise-rcm.example');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < kit.deps.config.otpMaxAttempts; i++)
      expect(
        (await sendJson(kit, 'POST', '/recruiters/company/mailbox/verify', { code: wrong }, token)).status,
      ).toBe(400);
    const late = await sendJson(kit, 'POST', '/recruiters/company/mailbox/verify', { code }, token);
    expect(late.body.code).toBe('otp_invalid');
  });
});
