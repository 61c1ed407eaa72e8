import type { AssessmentQuestion, JobDetail } from '@contract/jobs';
import { Checkbox, Paper, Radio, Stack, Text, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import { type AnswerValue, answerFor, initialAnswers, isCheckboxes, isRequired } from './assessment-answers';
import {
  ALREADY_SUBMITTED_NOTE,
  NO_ANSWER,
  REQUIRED_HIDDEN,
  SELECT_MULTIPLE,
  unsupportedQuestionType,
} from './assessment-texts';
import { AudioAnswer, SavedRecording } from './audio-answer';

/**
 * The assessment's questions (signed-in-area.md §2 Assessment): each one's label and control by
 * its type, with the required message beside it after a failed Submit, and the read-only answers
 * of a submitted assessment.
 */

export const questionDomId = (id: number) => `question-${id}`;
const labelDomId = (id: number) => `question-${id}-label`;

/** '{n}. {question}', a red asterisk and a hidden '(required)' when required, '(Select multiple)' for checkboxes. */
function QuestionLabel({ question, n }: { question: AssessmentQuestion; n: number }) {
  return (
    <>
      {n}. {question.question}
      {isRequired(question) ? (
        <>
          <Text component="span" c="red.8" aria-hidden="true" ml={4}>
            *
          </Text>
          <VisuallyHidden> {REQUIRED_HIDDEN}</VisuallyHidden>
        </>
      ) : null}
      {isCheckboxes(question) ? (
        <Text component="span" size="sm" c="dark.6" ml={6}>
          {SELECT_MULTIPLE}
        </Text>
      ) : null}
    </>
  );
}

interface QuestionFieldProps {
  question: AssessmentQuestion;
  /** 'Question {n} is required.' after a failed Submit: shown beside the question, its controls marked invalid */
  error?: string;
  n: number;
  value: AnswerValue;
  recording: Blob | undefined;
  disabled: boolean;
  onChange: (value: AnswerValue) => void;
  onRecorded: (blob: Blob) => void;
}

const labelStyles = { label: { fontWeight: 600, marginBottom: 6, overflowWrap: 'anywhere' as const } };

/** One question's control by its type (§2); an unknown type says so. */
export function QuestionField({
  question,
  error,
  n,
  value,
  recording,
  disabled,
  onChange,
  onRecorded,
}: QuestionFieldProps) {
  const label = <QuestionLabel question={question} n={n} />;
  const required = isRequired(question);
  const text = typeof value === 'string' ? value : '';
  // Mantine's radios and checkboxes do not mark themselves: focusFirstInvalid finds the first one.
  const invalid = error ? true : undefined;
  const errorId = `${questionDomId(question.assessment_id)}-error`;
  switch (question.question_type) {
    case 'MCQ':
      return (
        <Radio.Group
          label={label}
          value={text || null}
          onChange={(next) => onChange(next)}
          error={error}
          styles={labelStyles}
        >
          <Stack gap="xs" mt={4}>
            {question.options.map((option) => (
              <Radio key={option} value={option} label={option} disabled={disabled} aria-invalid={invalid} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'checkboxes':
      return (
        <Checkbox.Group
          label={label}
          value={Array.isArray(value) ? value : []}
          onChange={(next) => onChange(next)}
          error={error}
          styles={labelStyles}
        >
          <Stack gap="xs" mt={4}>
            {question.options.map((option) => (
              <Checkbox
                key={option}
                value={option}
                label={option}
                disabled={disabled}
                aria-invalid={invalid}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'short_answer':
      return (
        <TextInput
          label={label}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          disabled={disabled}
          error={error}
          aria-required={required || undefined}
          styles={labelStyles}
        />
      );
    case 'paragraph':
      return (
        <Textarea
          label={label}
          rows={4}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          disabled={disabled}
          error={error}
          aria-required={required || undefined}
          styles={labelStyles}
        />
      );
    case 'audio':
      return (
        <Stack gap={6}>
          <Text
            fw={600}
            size="sm"
            id={labelDomId(question.assessment_id)}
            style={{ overflowWrap: 'anywhere' }}
          >
            {label}
          </Text>
          <AudioAnswer
            value={text}
            recording={recording}
            onRecorded={onRecorded}
            disabled={disabled}
            labelId={labelDomId(question.assessment_id)}
            errorId={error ? errorId : undefined}
          />
          {error ? (
            <Text id={errorId} size="sm" c="var(--mantine-color-error)">
              {error}
            </Text>
          ) : null}
        </Stack>
      );
    default:
      return (
        <Stack gap={6}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {label}
          </Text>
          <Text size="sm" c="dark.7">
            {unsupportedQuestionType(question.question_type)}
          </Text>
        </Stack>
      );
  }
}

/** A submitted assessment (final): each answer read-only, with a plain note and no buttons. */
export function SubmittedAnswers({ job }: { job: JobDetail }) {
  const answers = initialAnswers(job.assessment_details);
  return (
    <Stack gap="md">
      <Text role="status">{ALREADY_SUBMITTED_NOTE}</Text>
      {job.assessment_details.map((question, index) => {
        const value = answerFor(question, answers);
        const shown = Array.isArray(value) ? value.join(', ') : value;
        return (
          <Paper
            key={question.assessment_id}
            withBorder
            radius="md"
            p="md"
            data-testid={questionDomId(question.assessment_id)}
          >
            <Stack gap={6}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                <QuestionLabel question={question} n={index + 1} />
              </Text>
              {question.question_type === 'audio' && shown ? (
                <SavedRecording path={shown} />
              ) : (
                <Text
                  size="sm"
                  c={shown ? undefined : 'dark.6'}
                  style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
                >
                  {shown || NO_ANSWER}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
