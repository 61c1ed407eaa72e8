import {
  type CertificationValues,
  chooseCertificateType,
  chooseInstitute,
} from '@app/candidate-record/experience/certification-details-schema';
import { DocumentField } from '@app/candidate-record/fields/document-field';
import { namesWithOther, withChosen } from '@app/candidate-record/lists-gate';
import type { FileCheckRule } from '@app/ui/file-check';
import { OTHER_OPTION } from '@contract/candidate-record/options';
import type { OnboardingLists } from '@contract/lists';
import { Select, TextInput } from '@mantine/core';

type Field = keyof CertificationValues;

/**
 * A Certified Medical Coder fresher's certificate on Edit Profile: institute and certificate type
 * (each with Other's name; a saved name the list lacks stays shown) and the document.
 */
export function FresherCertificateFields({
  certification,
  lists,
  err,
  set,
  inputProps,
  fileRule,
}: {
  certification: CertificationValues;
  lists: OnboardingLists;
  err: (field: Field) => string | undefined;
  /** sets the certificate after a change and clears the error of `field` */
  set: (next: CertificationValues, field: Field) => void;
  inputProps: (field: 'otherInstitute' | 'otherCertificateType') => object;
  fileRule: FileCheckRule;
}) {
  return (
    <>
      <Select
        label="Institute"
        withAsterisk
        placeholder="Select institute"
        searchable
        data={withChosen(namesWithOther(lists.certificateInstitutes), [certification.institute])}
        value={certification.institute || null}
        onChange={(institute) => set(chooseInstitute(certification, institute ?? ''), 'institute')}
        error={err('institute')}
      />
      {certification.institute === OTHER_OPTION && (
        <TextInput label="Institute name" withAsterisk {...inputProps('otherInstitute')} />
      )}
      <Select
        label="Certificate Type"
        withAsterisk
        placeholder="Select certificate type"
        searchable
        data={withChosen(namesWithOther(lists.certifications), [certification.certificateType])}
        value={certification.certificateType || null}
        onChange={(type) => set(chooseCertificateType(certification, type ?? ''), 'certificateType')}
        error={err('certificateType')}
      />
      {certification.certificateType === OTHER_OPTION && (
        <TextInput label="Certificate type name" withAsterisk {...inputProps('otherCertificateType')} />
      )}
      <DocumentField
        label="Certificate"
        required
        rule={fileRule}
        fileName={certification.file?.name ?? (certification.savedFileName || null)}
        error={err('file')}
        onFile={(file) => set({ ...certification, file }, 'file')}
        onRemove={() => set({ ...certification, file: null, savedFileName: '' }, 'file')}
      />
    </>
  );
}
