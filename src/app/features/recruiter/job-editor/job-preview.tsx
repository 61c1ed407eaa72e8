import { JobDetailHeader, JobDetailSections, type JobDetailViewJob } from '@app/ui/job-view/job-detail-view';
import { Modal } from '@app/ui/modal';
import { Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CLOSE_PREVIEW, PREVIEW_FOOTER, PREVIEW_TITLE } from './job-editor-texts';

/**
 * The job as a candidate's job detail will show it (issue 23 §Workspace 2): the same header and
 * sections (ui/job-view/), plain text as paragraphs and lists, never HTML. Full screen on a phone.
 */
export function JobPreview({
  job,
  opened,
  onClose,
}: {
  job: JobDetailViewJob;
  opened: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={PREVIEW_TITLE}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Card withBorder radius="md" padding="md" component="article" aria-labelledby="job-title">
          <Stack gap="md">
            <JobDetailHeader job={job} />
            <Divider />
            <JobDetailSections job={job} />
            <Divider />
            <Text size="sm" c="dark.6">
              {PREVIEW_FOOTER}
            </Text>
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {CLOSE_PREVIEW}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
