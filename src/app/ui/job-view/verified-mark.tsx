import { VERIFIED_EMPLOYER, VERIFIED_EMPLOYER_MEANING } from '@contract/verified-employer';
import { Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/**
 * The Verified employer badge (issue 37): a check and the words, with their meaning as its
 * title (its accessible description, read after the words; a tooltip for a pointer). Nothing for a
 * company not verified. Kept tiny: it is on every job card of the first screens.
 */
export function VerifiedMark({ verified }: { verified?: boolean }) {
  if (!verified) return null;
  return (
    <Text size="xs" c="teal.9" title={VERIFIED_EMPLOYER_MEANING}>
      <IconCheck size={12} aria-hidden /> {VERIFIED_EMPLOYER}
    </Text>
  );
}
