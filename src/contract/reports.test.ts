import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { declaredErrors } from './endpoint';
import { ERROR_CODES } from './errors';
import { pathParamNames } from './recruiter/paths';
import {
  REPORT_DETAILS_MAX,
  REPORT_DETAILS_TOO_LONG,
  REPORT_REASON_INVALID,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORTS_TO_HIDE,
  reportCompany,
  reportJob,
  reportMessage,
  reportMessageSchema,
  reportSchema,
} from './reports';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('the reports contract (issue 37 §2)', () => {
  it('the five reasons with their labels; 500 characters of details; three reporters hide a job', () => {
    expect(REPORT_REASONS.map((reason) => REPORT_REASON_LABELS[reason])).toEqual([
      'Asks for money',
      'Fake company',
      'Misleading job',
      'Abusive',
      'Other',
    ]);
    expect(REPORT_DETAILS_MAX).toBe(500);
    expect(REPORTS_TO_HIDE).toBe(3);
  });

  it('a report is a reason, optional trimmed details and whether money was lost (false unless said)', () => {
    expect(v.parse(reportSchema, { reason: 'asks_for_money' })).toEqual({
      reason: 'asks_for_money',
      details: '',
      lost_money: false,
    });
    expect(v.parse(reportSchema, { reason: 'other', details: ' odd ', lost_money: true })).toEqual({
      reason: 'other',
      details: 'odd',
      lost_money: true,
    });
    expect(firstMessage(reportSchema, { reason: 'scam' })).toBe(REPORT_REASON_INVALID);
    expect(v.safeParse(reportSchema, {}).success).toBe(false);
    expect(firstMessage(reportSchema, { reason: 'abusive', details: 'x'.repeat(501) })).toBe(
      REPORT_DETAILS_TOO_LONG,
    );
    expect(firstMessage(reportSchema, { reason: 'abusive', details: 5 })).toBe('The details must be text');
    expect(firstMessage(reportSchema, { reason: 'abusive', lost_money: 'yes' })).toBe(
      'lost_money must be true or false',
    );
    expect(firstMessage(reportSchema, { reason: 'abusive', extra: 1 })).toBe('Request has an unknown field');
  });

  it('a message report takes today’s reasons and reads the old scam and spam (a write queued before)', () => {
    expect(v.parse(reportMessageSchema, { reason: 'abusive' })).toEqual({
      reason: 'abusive',
      details: '',
      lost_money: false,
    });
    expect(v.parse(reportMessageSchema, { reason: 'scam', details: ' asks for a fee ' })).toEqual({
      reason: 'asks_for_money',
      details: 'asks for a fee',
      lost_money: false,
    });
    expect(v.parse(reportMessageSchema, { reason: 'spam' })).toEqual({
      reason: 'other',
      details: 'Spam',
      lost_money: false,
    });
    expect(v.parse(reportMessageSchema, { reason: 'spam', details: 'x'.repeat(500) }).details).toHaveLength(
      500,
    );
    expect(firstMessage(reportMessageSchema, { reason: 'rude' })).toBe(REPORT_REASON_INVALID);
  });

  it('the three calls need a session, are idempotent POSTs the app may queue, with known codes', () => {
    for (const call of [reportJob, reportMessage, reportCompany]) {
      expect(call.session).toBe(true);
      expect(call.method).toBe('POST');
      expect(call.idempotent).toBe(true);
      for (const code of declaredErrors(call)) expect(ERROR_CODES).toContain(code);
    }
    expect(pathParamNames(reportJob.path)).toEqual(['job_id']);
    expect(pathParamNames(reportMessage.path)).toEqual(['message_id']);
    expect(pathParamNames(reportCompany.path)).toEqual(['company_id']);
  });
});
