import { QUERY_ROOTS } from '@app/api/query-keys';
import { Modal } from '@app/ui/modal';
import { INTERVIEW_MODE_LABELS, interviewTimeText } from '@contract/interviews';
import { RECRUITER_INTERVIEW_STATE_LABELS } from '@contract/recruiter/interviews';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applicantInterviewsQueryOptions, sendScheduleInterview } from '../api/schedule-interview';
import { InterviewForm } from './interview-form';

/**
 * The applicant's interviews (issue 36 §3) and "Schedule interview": a dialog with the interview's
 * form (interview-form.tsx, shared with the applicants list's bulk scheduling). Scheduling
 * refreshes the workspace's reads (this list, the Interviews view, the applicant's stage).
 */
export function ApplicantInterviews({ applicationId }: { applicationId: number }) {
  const queryClient = useQueryClient();
  const query = useQuery(applicantInterviewsQueryOptions(applicationId));
  const [open, setOpen] = useState(false);
  const list = query.data ?? [];
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Interviews
      </Title>
      {list.length === 0 ? <Text size="sm">No interview scheduled.</Text> : null}
      {list.map((interview) => (
        <Text size="sm" key={interview.interview_id}>
          {INTERVIEW_MODE_LABELS[interview.mode]}:{' '}
          {interview.chosen_start
            ? interviewTimeText(interview.chosen_start)
            : `${interview.slots.length} times offered`}{' '}
          ({RECRUITER_INTERVIEW_STATE_LABELS[interview.state]})
        </Text>
      ))}
      <Group>
        <Button variant="light" onClick={() => setOpen(true)}>
          Schedule interview
        </Button>
      </Group>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title="Schedule interview"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {open ? (
          <InterviewForm
            onSubmit={async (details) => {
              await sendScheduleInterview(applicationId, details);
              // the interviews, and the application moved to the Interview stage
              await queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.recruiter] });
              setOpen(false);
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
