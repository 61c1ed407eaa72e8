import { fieldErrors } from '@app/test-kits/schema-test-utils';
import { describe, expect, it } from 'vitest';
import {
  chooseCertificationType,
  chooseCertified,
  emptyLookingFor,
  filterNames,
  type LookingForValues,
  lookingForFromSaved,
  lookingForSchema,
  setEhrSystems,
  setNonVoiceOptions,
  setSpecializations,
  setVoiceOptions,
  toggleName,
  toggleProcess,
  toJobPreferencePayload,
} from './looking-for-schema';

const fileOf = (name: string, size = 1000) => {
  const file = new File(['%PDF'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const voiceForm: LookingForValues = {
  ...emptyLookingFor,
  process: 'voice',
  voice: ['AR Calling'],
  ehr: ['Epic'],
  specializations: ['Cardiology'],
};

const certifiedForm: LookingForValues = {
  ...emptyLookingFor,
  process: 'nonvoice',
  nonVoice: ['Coding', 'Other'],
  otherNonVoice: 'Auditing',
  certified: 'Certified',
  certificationType: 'CPC',
  file: fileOf('cpc.pdf'),
  ehr: ['Epic', 'Other'],
  otherEhr: 'MyEHR',
  specializations: ['Radiology'],
};

const errorsOf = (values: Partial<LookingForValues>, base = voiceForm) =>
  fieldErrors(lookingForSchema, { ...base, ...values });

describe('looking for rules (§5, on Next)', () => {
  it('complete voice and certified non-voice forms pass', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({}, certifiedForm)).toEqual({});
  });
  it('no process', () => {
    expect(errorsOf({ process: '', voice: [] }).process).toBe('Please select a process (Voice or Non-voice)');
  });
  it('voice with none ticked', () => {
    expect(errorsOf({ voice: [] }).voice).toBe('Please select at least one Voice Process option');
  });
  it('voice Other blank', () => {
    expect(errorsOf({ voice: ['Other'], otherVoice: ' ' }).otherVoice).toBe(
      'Please specify the "Other" Voice Process option',
    );
  });
  it('non-voice with none ticked', () => {
    expect(errorsOf({ process: 'nonvoice', voice: [] }).nonVoice).toBe(
      'Please select at least one Non-Voice Process option',
    );
  });
  it('non-voice Other blank', () => {
    expect(errorsOf({ otherNonVoice: '' }, certifiedForm).otherNonVoice).toBe(
      'Please specify the "Other" Non-Voice Process option',
    );
  });
  it('Coding without a certified choice', () => {
    expect(errorsOf({ certified: '' }, certifiedForm).certified).toBe(
      'Please select Certified or Non Certified for Coding',
    );
  });
  it('no EHR system', () => {
    expect(errorsOf({ ehr: [] }).ehr).toBe('Please select at least one EHR system');
  });
  it('EHR Other blank', () => {
    expect(errorsOf({ ehr: ['Other'], otherEhr: '' }).otherEhr).toBe('Please specify the "Other" EHR system');
  });
  it('no specialization', () => {
    expect(errorsOf({ specializations: [] }).specializations).toBe(
      'Please select at least one specialization',
    );
  });
  it('specialization Other blank', () => {
    expect(errorsOf({ specializations: ['Other'] }).otherSpecialization).toBe(
      'Please specify the "Other" specialization',
    );
  });
  it('Certified with no type', () => {
    expect(errorsOf({ certificationType: '' }, certifiedForm).certificationType).toBe(
      'Please select a certification type',
    );
  });
  it('type Other blank', () => {
    expect(
      errorsOf({ certificationType: 'Other', otherCertification: '' }, certifiedForm).otherCertification,
    ).toBe('Please specify the "Other" certification type');
  });
  it('Certified needs a certificate, as the server does (a saved one counts)', () => {
    expect(errorsOf({ file: null }, certifiedForm).file).toBe('Please upload a certificate.');
    expect(errorsOf({ file: null, savedFileName: 'cpc.pdf' }, certifiedForm)).toEqual({});
  });
  it('certificate file PDF, DOC or DOCX by extension, case-insensitive', () => {
    expect(errorsOf({ file: fileOf('cpc.png') }, certifiedForm).file).toBe(
      'Only PDF, DOC, or DOCX files are allowed',
    );
    expect(errorsOf({ file: fileOf('CPC.PDF') }, certifiedForm)).toEqual({});
  });
  it('an empty form: the process, EHR and specialization messages', () => {
    expect(fieldErrors(lookingForSchema, emptyLookingFor)).toEqual({
      process: 'Please select a process (Voice or Non-voice)',
      ehr: 'Please select at least one EHR system',
      specializations: 'Please select at least one specialization',
    });
  });
});

describe('looking for clearing rules (§4)', () => {
  it('clicking the active process deselects it', () => {
    expect(toggleProcess(voiceForm, 'voice').process).toBe('');
  });
  it('switching away from Voice clears the voice selections and text', () => {
    const next = toggleProcess({ ...voiceForm, voice: ['Other'], otherVoice: 'Triage' }, 'nonvoice');
    expect(next).toMatchObject({ process: 'nonvoice', voice: [], otherVoice: '' });
    expect(next.ehr).toEqual(['Epic']);
  });
  it('switching away from Non-voice clears its selections, the certified choice, type, file and texts', () => {
    const next = toggleProcess(
      { ...certifiedForm, otherCertification: 'x', savedFileName: 'old.pdf' },
      'voice',
    );
    expect(next).toMatchObject({
      process: 'voice',
      nonVoice: [],
      otherNonVoice: '',
      certified: '',
      certificationType: '',
      otherCertification: '',
      file: null,
      savedFileName: '',
    });
  });
  it('unticking Coding clears the certified choice, type, file and text', () => {
    const next = setNonVoiceOptions({ ...certifiedForm, otherCertification: 'x' }, ['Other']);
    expect(next).toMatchObject({
      certified: '',
      certificationType: '',
      otherCertification: '',
      file: null,
      otherNonVoice: 'Auditing',
    });
  });
  it('unticking voice Other clears its text', () => {
    expect(setVoiceOptions({ ...voiceForm, voice: ['Other'], otherVoice: 'T' }, []).otherVoice).toBe('');
  });
  it('unticking non-voice Other clears its text', () => {
    expect(setNonVoiceOptions(certifiedForm, ['Coding']).otherNonVoice).toBe('');
    expect(setNonVoiceOptions(certifiedForm, ['Coding']).certificationType).toBe('CPC');
  });
  it('unticking EHR Other clears its text', () => {
    expect(setEhrSystems(certifiedForm, ['Epic']).otherEhr).toBe('');
    expect(setEhrSystems(certifiedForm, ['Epic', 'Other']).otherEhr).toBe('MyEHR');
  });
  it('unticking specialization Other clears its text', () => {
    const form = { ...voiceForm, specializations: ['Other'], otherSpecialization: 'Ortho' };
    expect(setSpecializations(form, ['Cardiology']).otherSpecialization).toBe('');
  });
  it('Certified -> Non Certified clears type, file and text', () => {
    const next = chooseCertified({ ...certifiedForm, otherCertification: 'x' }, 'Non Certified');
    expect(next).toMatchObject({
      certified: 'Non Certified',
      certificationType: '',
      otherCertification: '',
      file: null,
    });
  });
  it('a certification type other than Other clears its specify text', () => {
    const form = { ...certifiedForm, certificationType: 'Other', otherCertification: 'XYZ' };
    expect(chooseCertificationType(form, 'CCS').otherCertification).toBe('');
    expect(chooseCertificationType(form, 'Other').otherCertification).toBe('XYZ');
  });
});

describe('EHR list helpers', () => {
  it('toggles a name', () => {
    expect(toggleName(['Epic'], 'Cerner')).toEqual(['Epic', 'Cerner']);
    expect(toggleName(['Epic', 'Cerner'], 'Epic')).toEqual(['Cerner']);
  });
  it('filters case-insensitively', () => {
    expect(filterNames(['Epic', 'Cerner', 'eClinicalWorks'], 'EC')).toEqual(['eClinicalWorks']);
    expect(filterNames(['Epic', 'Cerner'], 'CER')).toEqual(['Cerner']);
    expect(filterNames(['Epic', 'Cerner'], '  ')).toEqual(['Epic', 'Cerner']);
  });
});

describe('job preference payload (§3)', () => {
  it('voice: joined names, no certified part, no file', () => {
    expect(
      toJobPreferencePayload({ ...voiceForm, voice: ['AR Calling', 'Other'], otherVoice: 'Triage' }, 9),
    ).toEqual({
      user_id: '9',
      process: 'voice',
      preferences: 'AR Calling, Other',
      other_preference: 'Triage',
      ehr_system: 'Epic',
      other_ehr_system: '',
      ehr_specializations: 'Cardiology',
      ehr_other: '',
      certificate_type: '',
      keep_certificate: '0',
    });
  });
  it("non-voice with Coding, Certified: certified '1', the type and the file", () => {
    const payload = toJobPreferencePayload(certifiedForm);
    expect(payload).toMatchObject({
      process: 'nonvoice',
      preferences: 'Coding, Other',
      other_preference: 'Auditing',
      ehr_system: 'Epic, Other',
      other_ehr_system: 'MyEHR',
      certificate_type: 'CPC',
      certified: '1',
      certificate: certifiedForm.file,
    });
    expect('user_id' in payload).toBe(false);
  });
  it("Non Certified: certified '0', no type, no file", () => {
    const payload = toJobPreferencePayload(chooseCertified(certifiedForm, 'Non Certified'));
    expect(payload.certified).toBe('0');
    expect(payload.certificate_type).toBe('');
    expect('certificate' in payload).toBe(false);
  });
  it('non-voice without Coding sends no certified part', () => {
    const payload = toJobPreferencePayload(setNonVoiceOptions(certifiedForm, ['Other']));
    expect('certified' in payload).toBe(false);
  });
  it('type Other sends its text as the type; a kept saved file sends keep_certificate 1', () => {
    const payload = toJobPreferencePayload({
      ...certifiedForm,
      certificationType: 'Other',
      otherCertification: ' CPB-A ',
      file: null,
      savedFileName: 'cpc.pdf',
    });
    expect(payload.certificate_type).toBe('CPB-A');
    expect(payload.keep_certificate).toBe('1');
  });
  it('the form from what was saved (a type outside the list is Other with its text)', () => {
    const values = lookingForFromSaved(
      {
        process: 'nonvoice',
        preferences: 'Coding, Other',
        other_preference: 'Auditing',
        certified: 1,
        ehr_system: 'Epic, Other',
        other_ehr_system: 'MyEHR',
        ehr_specializations: 'Radiology',
        ehr_other: '',
        certificate_type: 'CPB-A',
        certificate_file: { file_name: 'cpc.pdf' },
      },
      { certifications: [{ id: 1, name: 'CPC' }] },
    );
    expect(values).toEqual({
      ...certifiedForm,
      certificationType: 'Other',
      otherCertification: 'CPB-A',
      file: null,
      savedFileName: 'cpc.pdf',
    });
  });
});
