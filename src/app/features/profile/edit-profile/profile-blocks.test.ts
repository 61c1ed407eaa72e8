import { emptyEmployment, emptyEntry } from '@app/candidate-record/employment/employment-schema';
import { emptyLookingFor } from '@app/candidate-record/looking-for/looking-for-schema';
import { describe, expect, it } from 'vitest';
import { profileBlocks, withForcedProcess } from './profile-blocks';

type Input = Parameters<typeof profileBlocks>[0];

const base = (fields: Partial<Input> = {}): Input => ({
  level: 'experienced',
  fresherType: '',
  lookingFor: { ...emptyLookingFor },
  employment: emptyEmployment(),
  ...fields,
});

const atPresent = () => ({
  ...emptyEmployment(),
  entries: [emptyEntry(), { ...emptyEntry(), current: true }],
});

describe('Edit Profile blocks (§4)', () => {
  it('freshers hide years, months, preferences, EHR and the company blocks', () => {
    const blocks = profileBlocks(base({ level: 'freshers', fresherType: 'others', employment: atPresent() }));
    expect(blocks).toMatchObject({
      yearsAndMonths: false,
      preferences: false,
      ehr: false,
      companies: false,
      experienceAt: false,
      certified: false,
      currentEmployment: false,
      noticeDays: false,
      fresherType: true,
    });
  });

  it('experienced shows the companies, years, months, preferences and EHR, not Experience at', () => {
    expect(profileBlocks(base())).toMatchObject({
      yearsAndMonths: true,
      preferences: true,
      ehr: true,
      companies: true,
      experienceAt: false,
      fresherType: false,
      fresherCertificate: false,
    });
  });

  it('managerial shows the companies and adds Experience at', () => {
    expect(profileBlocks(base({ level: 'managerial' }))).toMatchObject({
      companies: true,
      experienceAt: true,
    });
  });

  it('no level chosen shows none of the level blocks', () => {
    expect(profileBlocks(base({ level: '' }))).toMatchObject({
      companies: false,
      yearsAndMonths: false,
      fresherType: false,
    });
  });

  it('a medical_coder fresher has the certificate and the process locked; others do not', () => {
    expect(profileBlocks(base({ level: 'freshers', fresherType: 'medical_coder' }))).toMatchObject({
      fresherCertificate: true,
      processLocked: true,
    });
    expect(profileBlocks(base({ level: 'freshers', fresherType: 'others' }))).toMatchObject({
      fresherCertificate: false,
      processLocked: false,
    });
  });

  it('a fresher choosing medical_coder is forced to non-voice', () => {
    const voice = base({
      level: 'freshers',
      fresherType: 'medical_coder',
      lookingFor: { ...emptyLookingFor, process: 'voice' },
    });
    expect(withForcedProcess(voice).lookingFor.process).toBe('nonvoice');
    const none = base({ level: 'freshers', fresherType: 'medical_coder' });
    expect(withForcedProcess(none).lookingFor.process).toBe('nonvoice');
    const other = base({
      level: 'freshers',
      fresherType: 'others',
      lookingFor: { ...emptyLookingFor, process: 'voice' },
    });
    expect(withForcedProcess(other).lookingFor.process).toBe('voice');
    const experienced = base({
      fresherType: 'medical_coder',
      lookingFor: { ...emptyLookingFor, process: 'voice' },
    });
    expect(withForcedProcess(experienced).lookingFor.process).toBe('voice');
  });

  it('Certified / Non-Certified only for non-freshers with non-voice and Coding', () => {
    const coding = { ...emptyLookingFor, process: 'nonvoice' as const, nonVoice: ['Coding'] };
    expect(profileBlocks(base({ lookingFor: coding })).certified).toBe(true);
    expect(profileBlocks(base({ level: 'managerial', lookingFor: coding })).certified).toBe(true);
    expect(
      profileBlocks(base({ level: 'freshers', fresherType: 'others', lookingFor: coding })).certified,
    ).toBe(false);
    expect(profileBlocks(base({ lookingFor: { ...coding, nonVoice: ['Billing'] } })).certified).toBe(false);
    expect(profileBlocks(base({ lookingFor: { ...coding, process: 'voice' } })).certified).toBe(false);
  });

  it('the certification shows only when Certified is chosen', () => {
    const coding = { ...emptyLookingFor, process: 'nonvoice' as const, nonVoice: ['Coding'] };
    expect(profileBlocks(base({ lookingFor: { ...coding, certified: 'Certified' } })).certification).toBe(
      true,
    );
    expect(profileBlocks(base({ lookingFor: { ...coding, certified: 'Non Certified' } })).certification).toBe(
      false,
    );
  });

  it('availability, days and pay only when some company is At Present', () => {
    expect(profileBlocks(base()).currentEmployment).toBe(false);
    expect(profileBlocks(base({ employment: atPresent() })).currentEmployment).toBe(true);
  });

  it('days only for notice_period', () => {
    const notice = { ...atPresent(), availability: 'notice_period' as const };
    expect(profileBlocks(base({ employment: notice })).noticeDays).toBe(true);
    expect(profileBlocks(base({ employment: { ...notice, availability: 'immediate' } })).noticeDays).toBe(
      false,
    );
    expect(profileBlocks(base({ employment: { ...notice, availability: 'inactive' } })).noticeDays).toBe(
      false,
    );
    // notice period without a current company: no days
    expect(
      profileBlocks(base({ employment: { ...emptyEmployment(), availability: 'notice_period' } })).noticeDays,
    ).toBe(false);
  });
});
