import { fieldErrors } from '@app/test-kits/schema-test-utils';
import { describe, expect, it } from 'vitest';
import {
  type CertificationValues,
  certificationFromSaved,
  certificationSchema,
  chooseCertificateType,
  chooseInstitute,
  emptyCertification,
  toCertificatePayload,
} from './certification-details-schema';

const pdf = (name = 'cert.pdf', size = 1000) => {
  const file = new File(['%PDF'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const valid: CertificationValues = {
  institute: 'AAPC',
  otherInstitute: '',
  certificateType: 'CPC',
  otherCertificateType: '',
  file: pdf(),
  savedFileName: '',
};

const errorsOf = (values: Partial<CertificationValues>) =>
  fieldErrors(certificationSchema, { ...valid, ...values });

describe('certification details rules (§5)', () => {
  it('a complete form passes', () => {
    expect(errorsOf({})).toEqual({});
  });
  it('institute required', () => {
    expect(errorsOf({ institute: '' }).institute).toBe('Please select an institute.');
  });
  it('other institute name when Other', () => {
    expect(errorsOf({ institute: 'Other', otherInstitute: '  ' }).otherInstitute).toBe(
      'Please enter the institute name.',
    );
    expect(errorsOf({ institute: 'Other', otherInstitute: 'Local Academy' })).toEqual({});
  });
  it('certificate type required', () => {
    expect(errorsOf({ certificateType: '' }).certificateType).toBe('Please select a certificate type.');
  });
  it('other type when Other', () => {
    expect(errorsOf({ certificateType: 'Other', otherCertificateType: '' }).otherCertificateType).toBe(
      'Please enter the certificate type.',
    );
  });
  it('document required (a file saved before counts)', () => {
    expect(errorsOf({ file: null }).file).toBe('Please upload a certificate.');
    expect(errorsOf({ file: null, savedFileName: 'old.pdf' })).toEqual({});
  });
  it('PDF, DOC, DOCX only', () => {
    expect(errorsOf({ file: pdf('photo.png') }).file).toBe('Only PDF, DOC, or DOCX files are allowed.');
    expect(errorsOf({ file: pdf('CERT.DOCX') })).toEqual({});
  });
  it('at most 5MB', () => {
    expect(errorsOf({ file: pdf('big.pdf', 5 * 1024 * 1024 + 1) }).file).toBe(
      'File size must not exceed 5MB.',
    );
    expect(errorsOf({ file: pdf('max.pdf', 5 * 1024 * 1024) })).toEqual({});
  });
  it('every message at once on an empty form', () => {
    expect(fieldErrors(certificationSchema, emptyCertification)).toEqual({
      institute: 'Please select an institute.',
      certificateType: 'Please select a certificate type.',
      file: 'Please upload a certificate.',
    });
  });
});

describe('certification details choices', () => {
  it('choosing an institute other than Other clears the other name', () => {
    const other = { ...valid, institute: 'Other', otherInstitute: 'Mine' };
    expect(chooseInstitute(other, 'AAPC').otherInstitute).toBe('');
    expect(chooseInstitute(other, 'Other').otherInstitute).toBe('Mine');
  });
  it('choosing a type other than Other clears the other type', () => {
    const other = { ...valid, certificateType: 'Other', otherCertificateType: 'XYZ' };
    expect(chooseCertificateType(other, 'CPC').otherCertificateType).toBe('');
  });
});

describe('certificate payload (§3)', () => {
  it('a new file: doc_changed 1 with the file; other_ texts only for Other', () => {
    const payload = toCertificatePayload({ ...valid, otherInstitute: 'stale' }, 7);
    expect(payload).toEqual({
      certificate_id: 7,
      institute: 'AAPC',
      other_institute: '',
      certificate_type: 'CPC',
      other_certificate_type: '',
      doc_changed: '1',
      certificate: valid.file,
    });
  });
  it('re-saving with the saved file: doc_changed 0 and no file part', () => {
    const payload = toCertificatePayload({
      ...valid,
      institute: 'Other',
      otherInstitute: ' Mine ',
      file: null,
      savedFileName: 'old.pdf',
    });
    expect(payload.doc_changed).toBe('0');
    expect(payload.other_institute).toBe('Mine');
    expect('certificate' in payload).toBe(false);
  });
  it('the form from what was saved keeps the saved file name', () => {
    expect(
      certificationFromSaved({
        institute: 'AAPC',
        other_institute: '',
        certificate_type: 'CPC',
        other_certificate_type: '',
        certificate_file: { file_name: 'cert.pdf' },
      }),
    ).toEqual({ ...valid, file: null, savedFileName: 'cert.pdf' });
  });
});
