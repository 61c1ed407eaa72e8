import { ProfileSection } from '@app/candidate-record/profile-view/profile-section';
import { recordingLengthText } from '@contract/assessment';
import { type Applicant, RATED_QUESTION_TYPES } from '@contract/recruiter/applicants';
import { Badge, List, Stack, Text, Title } from '@mantine/core';
import { AnswerReviewForm } from './answer-review';
import { AudioAnswer } from './applicant-files';
import {
  ADDED_AFTER_SUBMIT,
  ANSWERS_HEADING,
  CORRECT_ANSWER,
  NO_ANSWER,
  recordingLength,
  wrongAnswer,
} from './applicant-texts';
import { ASSESSMENT_LABELS, scoreSummary } from './applicants-texts';

/**
 * The applicant's assessment: its state, then each question in order with the answer (the choices
 * of a checkboxes question as a list; an audio answer in a player), a scored question's answer
 * right or not, and the score (issue 36 §5). Nothing when none was asked.
 */
export function ApplicantAnswers({ applicant }: { applicant: Applicant }) {
  const { state, answers, score, pass_mark: passMark } = applicant.assessment;
  if (state === 'not_required') return null;
  return (
    <ProfileSection gap="sm" title={ANSWERS_HEADING}>
      <Text size="sm">Assessment: {ASSESSMENT_LABELS[state]}</Text>
      {score ? (
        <Text size="sm" fw={600}>
          {`Score: ${scoreSummary(score)}`}
          {passMark === null ? '' : ` (pass mark ${passMark}%)`}
        </Text>
      ) : null}
      {answers.map((answer, index) => (
        <Stack
          key={answer.question_id}
          gap={4}
          component="article"
          aria-labelledby={`question-${answer.question_id}`}
        >
          <Title
            order={3}
            size="h5"
            id={`question-${answer.question_id}`}
            style={{ overflowWrap: 'anywhere' }}
          >
            {`${index + 1}. ${answer.question}`}
            {answer.required ? (
              <Badge ml="xs" size="xs" variant="outline" color="dark.6">
                Required
              </Badge>
            ) : null}
          </Title>
          {answer.audio ? (
            <RecordingAnswer
              applicationId={applicant.application_id}
              questionId={answer.question_id}
              question={answer.question}
              seconds={answer.audio_seconds}
            />
          ) : Array.isArray(answer.answer) ? (
            answer.answer.length ? (
              <List size="sm" withPadding>
                {answer.answer.map((choice) => (
                  <List.Item key={choice}>{choice}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dark.6">
                {NO_ANSWER}
              </Text>
            )
          ) : answer.answer ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {answer.answer}
            </Text>
          ) : (
            <Text size="sm" c="dark.6">
              {answer.added_after_submit ? ADDED_AFTER_SUBMIT[answer.added_after_submit] : NO_ANSWER}
            </Text>
          )}
          {answer.correct === null ? null : (
            <Text size="sm" c={answer.correct ? 'teal.9' : 'red.9'}>
              {answer.correct ? CORRECT_ANSWER : wrongAnswer(answer.correct_options)}
            </Text>
          )}
          {state === 'submitted' &&
          (RATED_QUESTION_TYPES as readonly string[]).includes(answer.question_type) ? (
            <AnswerReviewForm applicant={applicant} answer={answer} n={index + 1} />
          ) : null}
        </Stack>
      ))}
    </ProfileSection>
  );
}

/**
 * A recording in its player, named with its length when the candidate's app sent it ('Recording:
 * <question>, 1:42'; a webm names none of its own) and showing it beside ('Length 1:42').
 */
function RecordingAnswer({
  applicationId,
  questionId,
  question,
  seconds,
}: {
  applicationId: number;
  questionId: number;
  question: string;
  seconds: number | null;
}) {
  const length = seconds === null ? null : recordingLengthText(seconds);
  return (
    <Stack gap={2}>
      <AudioAnswer
        applicationId={applicationId}
        questionId={questionId}
        label={length ? `Recording: ${question}, ${length}` : `Recording: ${question}`}
      />
      {length ? (
        <Text size="sm" c="dark.6">
          {recordingLength(length)}
        </Text>
      ) : null}
    </Stack>
  );
}
