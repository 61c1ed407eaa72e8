import { CERTIFIED_CHOICES, type CertifiedChoice, CODING_OPTION } from '@contract/candidate-record/options';
import { Group, Radio } from '@mantine/core';

/**
 * Coding's Certified or Non-Certified (required), shown under Non-Voice Process when Coding is
 * chosen: onboarding's Looking for and Edit Profile (signed-in-area.md §2, §4).
 */
export function CodingCertifiedChoice({
  value,
  error,
  onChange,
}: {
  value: CertifiedChoice | '';
  error: string | undefined;
  onChange: (certified: CertifiedChoice) => void;
}) {
  return (
    <Radio.Group
      label={CODING_OPTION}
      required
      value={value}
      onChange={(certified) => onChange(certified as CertifiedChoice)}
      error={error}
    >
      <Group gap="lg" mt="xs">
        {CERTIFIED_CHOICES.map((choice) => (
          <Radio key={choice} value={choice} label={choice} />
        ))}
      </Group>
    </Radio.Group>
  );
}
