import { FRESHER_LEVEL } from '@contract/jobs';
import { Badge, Group } from '@mantine/core';
import { FRESHER_TAG, NEW_JOB_BADGE } from './job-view-texts';

/** A job's tag (its role on cards, its type on the detail) and the Fresher tag when it is for freshers. */
export function JobTags({
  tag,
  experienceLevel,
  isNew = false,
}: {
  tag: string | null;
  experienceLevel: string;
  isNew?: boolean;
}) {
  return (
    <Group gap={6}>
      {isNew ? (
        <Badge variant="filled" color="teal.9">
          {NEW_JOB_BADGE}
        </Badge>
      ) : null}
      {tag ? (
        <Badge variant="light" color="brand">
          {tag}
        </Badge>
      ) : null}
      {experienceLevel === FRESHER_LEVEL ? (
        <Badge variant="outline" color="teal.9">
          {FRESHER_TAG}
        </Badge>
      ) : null}
    </Group>
  );
}
