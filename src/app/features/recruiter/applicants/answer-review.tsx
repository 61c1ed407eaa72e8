import { ApiError, NetworkError } from '@app/api/client';
import {
  type Applicant,
  type ApplicantAnswer,
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENT_MAX,
} from '@contract/recruiter/applicants';
import { Button, Group, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applicantQueryKey } from '../api/get-applicant';
import { setAnswerReview } from '../api/set-answer-review';
import {
  NO_RATING,
  RATING_LABEL,
  REVIEW_COMMENT_LABEL,
  REVIEW_NEEDS_NETWORK,
  REVIEW_SAVED,
  reviewSaveLabel,
} from './applicant-texts';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => String(RATING_MIN + i));

function reviewFailure(error: unknown): string {
  if (error instanceof NetworkError) return REVIEW_NEEDS_NETWORK;
  if (error instanceof ApiError && error.serverMessage) return `Not saved: ${error.serverMessage}`;
  return 'Not saved. Please try again.';
}

/**
 * The company's private rating (1-5) and comment of an audio or text answer (issue 36 §5), beside
 * the answer; saved with its own button (it needs the network; what was typed stays on a failure).
 */
export function AnswerReviewForm({
  applicant,
  answer,
  n,
}: {
  applicant: Applicant;
  answer: ApplicantAnswer;
  /** the question's number, from 1 */
  n: number;
}) {
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(answer.review?.rating ? String(answer.review.rating) : '');
  const [comment, setComment] = useState(answer.review?.comment ?? '');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useMutation({
    mutationFn: () =>
      setAnswerReview(applicant.application_id, answer.question_id, {
        rating: rating === '' ? null : Number(rating),
        comment,
      }),
    onSuccess: (review) => {
      setComment(review.comment);
      setOutcome({ ok: true, text: REVIEW_SAVED });
      queryClient.setQueryData(
        applicantQueryKey(applicant.application_id),
        (data: { applicant: Applicant } | undefined) =>
          data && {
            applicant: {
              ...data.applicant,
              assessment: {
                ...data.applicant.assessment,
                answers: data.applicant.assessment.answers.map((item) =>
                  item.question_id === answer.question_id ? { ...item, review } : item,
                ),
              },
            },
          },
      );
    },
    onError: (error) => setOutcome({ ok: false, text: reviewFailure(error) }),
  });
  const changed = () => setOutcome(null);
  return (
    <Stack gap={6} pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={RATING_LABEL}
          aria-label={`${RATING_LABEL} of answer ${n}`}
          value={rating}
          data={[
            { value: '', label: NO_RATING },
            ...RATINGS.map((value) => ({ value, label: `${value} / 5` })),
          ]}
          onChange={(event) => {
            setRating(event.currentTarget.value);
            changed();
          }}
        />
      </Group>
      <Textarea
        label={REVIEW_COMMENT_LABEL}
        aria-label={`${REVIEW_COMMENT_LABEL} on answer ${n}`}
        value={comment}
        maxLength={REVIEW_COMMENT_MAX}
        rows={2}
        onChange={(event) => {
          setComment(event.currentTarget.value);
          changed();
        }}
      />
      <Group gap="sm" wrap="wrap">
        <Button
          variant="light"
          size="compact-md"
          loading={save.isPending}
          aria-label={reviewSaveLabel(n)}
          onClick={() => save.mutate()}
        >
          Save rating
        </Button>
        {outcome ? (
          <Text size="sm" c={outcome.ok ? 'teal.9' : 'red.9'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.text}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
