import { QUESTION_TYPES, type QuestionType } from '@contract/jobs';
import { PASS_MARK_MAX, PASS_MARK_MIN } from '@contract/recruiter/assessment-scoring';
import { QUESTION_TEXT_MAX, QUESTIONS_MAX, takesOptions } from '@contract/recruiter/jobs';
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';
import { moved, newQuestion, type QuestionValues } from './job-editor-values';
import { QuestionOptions } from './question-options';
import {
  ADD_QUESTION,
  ASK_SUBMITTED,
  ASSESSMENT_HEADING,
  ASSESSMENT_HINT,
  LOCKED_NOTE,
  moveDownLabel,
  moveUpLabel,
  NEW_APPLICANTS_ONLY,
  NO_QUESTIONS,
  PASS_MARK_HINT,
  PASS_MARK_LABEL,
  QUESTION_LABEL,
  QUESTION_TYPE_LABEL,
  QUESTION_TYPE_LABELS,
  questionHeading,
  REQUIRED_LABEL,
  RESCORE_NOTE,
  removeQuestionLabel,
  submittedBeforeNote,
} from './question-texts';

export interface QuestionBuilderProps {
  questions: QuestionValues[];
  onChange: (questions: QuestionValues[]) => void;
  /** The form's errors by path ('questions.0.question', 'questions.1', 'pass_mark'). */
  errors: Record<string, unknown>;
  /** the pass mark in percent (issue 36 §5; null: none) */
  passMark: number | null;
  onPassMarkChange: (passMark: number | null) => void;
  /** how many candidates have submitted the assessment (a new required question was not asked of them) */
  submittedAssessments?: number;
}

/** A question's control the focus goes to after a move or a remove (keys are `new-N` or `q-<id>`). */
type Control = 'up' | 'down' | 'remove';

/** The control to focus in a question's card: the one asked for, else the card's first enabled one. */
function controlIn(list: HTMLElement | null, key: string, wanted: Control): HTMLElement | null {
  const card = list?.querySelector<HTMLElement>(`[data-question-key="${key}"]`);
  const enabled = (control: Control) =>
    card?.querySelector<HTMLButtonElement>(`[data-control="${control}"]:not(:disabled)`) ?? null;
  return enabled(wanted) ?? enabled(wanted === 'down' ? 'up' : 'down') ?? enabled('remove');
}

const errorOf = (errors: Record<string, unknown>, path: string): string | undefined => {
  const error = errors[path];
  return typeof error === 'string' ? error : undefined;
};

/**
 * The assessment builder (issue 23 §Workspace 3): the five question types, required or not, in
 * order (Move up / Move down buttons, keyboard-usable), added and removed; MCQ and checkboxes with
 * 2 to 10 options. A question a candidate answered keeps its place and type: it cannot be removed
 * or change type, and says why (it can be reworded).
 */
export function QuestionBuilder({
  questions,
  onChange,
  errors,
  passMark,
  onPassMarkChange,
  submittedAssessments = 0,
}: QuestionBuilderProps) {
  // after a move or a remove the focus stays on the moved question's control, or goes to a
  // neighbour's (the next one's Remove, else the previous one's, else Add a question): a moved
  // card's node is moved, and a removed one's gone, which drops the focus to the page (issue 35 N4)
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<{ key: string; control: Control } | 'add' | null>(null);
  useLayoutEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    const target = next === 'add' ? null : controlIn(listRef.current, next.key, next.control);
    (target ?? addRef.current)?.focus();
  });

  const move = (index: number, by: -1 | 1) => {
    const question = questions[index];
    if (question) focusNext.current = { key: question.key, control: by < 0 ? 'up' : 'down' };
    onChange(moved(questions, index, by));
  };

  const remove = (index: number) => {
    const neighbour = questions[index + 1] ?? questions[index - 1];
    focusNext.current = neighbour ? { key: neighbour.key, control: 'remove' } : 'add';
    onChange(questions.filter((_, i) => i !== index));
  };

  const update = (index: number, change: Partial<QuestionValues>) =>
    onChange(questions.map((question, i) => (i === index ? { ...question, ...change } : question)));

  const setType = (index: number, type: QuestionType) => {
    const question = questions[index];
    if (!question) return;
    const options = takesOptions(type) ? (question.options.length >= 2 ? question.options : ['', '']) : [];
    // an MCQ keeps one correct option at most
    let kept = type !== 'MCQ';
    const correct = options.map((_, i) => {
      const marked = question.correct[i] ?? false;
      if (type === 'MCQ' && marked && !kept) {
        kept = true;
        return true;
      }
      return type === 'MCQ' ? false : marked;
    });
    update(index, { question_type: type, options, correct });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="assessment-heading">
      <Stack gap={2}>
        <Title order={2} size="h4" id="assessment-heading">
          {ASSESSMENT_HEADING}
        </Title>
        <Text size="sm" c="dark.6">
          {ASSESSMENT_HINT}
        </Text>
      </Stack>
      {questions.length === 0 ? <Text size="sm">{NO_QUESTIONS}</Text> : null}
      <Stack ref={listRef} component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {questions.map((question, index) => {
          const n = index + 1;
          const questionError = errorOf(errors, `questions.${index}`);
          return (
            <Card
              key={question.key}
              component="li"
              withBorder
              radius="md"
              padding="sm"
              aria-label={questionHeading(n)}
              data-question-key={question.key}
            >
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={700} size="sm">
                    {questionHeading(n)}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      size="lg"
                      aria-label={moveUpLabel(n)}
                      data-control="up"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <IconArrowUp size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      size="lg"
                      aria-label={moveDownLabel(n)}
                      data-control="down"
                      disabled={index === questions.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <IconArrowDown size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      size="lg"
                      color="red.9"
                      aria-label={removeQuestionLabel(n)}
                      data-control="remove"
                      disabled={question.answered}
                      onClick={() => remove(index)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
                {question.answered ? (
                  <Group gap={6} wrap="nowrap" align="flex-start">
                    <IconLock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                    <Text size="sm" c="dark.6" id={`${question.key}-locked`}>
                      {LOCKED_NOTE}
                    </Text>
                  </Group>
                ) : null}
                <TextInput
                  label={QUESTION_LABEL}
                  withAsterisk
                  maxLength={QUESTION_TEXT_MAX}
                  value={question.question}
                  error={errorOf(errors, `questions.${index}.question`)}
                  onChange={(event) => update(index, { question: event.currentTarget.value })}
                />
                <NativeSelect
                  label={QUESTION_TYPE_LABEL}
                  value={question.question_type}
                  disabled={question.answered}
                  aria-describedby={question.answered ? `${question.key}-locked` : undefined}
                  data={QUESTION_TYPES.map((type) => ({ value: type, label: QUESTION_TYPE_LABELS[type] }))}
                  onChange={(event) => setType(index, event.currentTarget.value as QuestionType)}
                />
                {takesOptions(question.question_type) ? (
                  <QuestionOptions
                    question={question}
                    n={n}
                    path={`questions.${index}`}
                    errorOf={(path) => errorOf(errors, path)}
                    update={(change) => update(index, change)}
                  />
                ) : null}
                <Checkbox
                  // 24 px, not Mantine's 20 (issue 35 N8)
                  size="md"
                  label={REQUIRED_LABEL}
                  checked={question.required}
                  onChange={(event) => update(index, { required: event.currentTarget.checked })}
                />
                {question.id === undefined && question.required && submittedAssessments > 0 ? (
                  <Radio.Group
                    label={submittedBeforeNote(submittedAssessments)}
                    value={question.ask_submitted ? 'ask' : 'new'}
                    onChange={(value) => update(index, { ask_submitted: value === 'ask' })}
                  >
                    <Stack gap="xs" mt={6}>
                      {/* 24 px, as Required (issue 35 N8) */}
                      <Radio size="md" value="ask" label={ASK_SUBMITTED} />
                      <Radio size="md" value="new" label={NEW_APPLICANTS_ONLY} />
                    </Stack>
                  </Radio.Group>
                ) : null}
                {questionError ? (
                  <Text size="sm" c="red.9" role="alert" data-invalid-question>
                    {questionError}
                  </Text>
                ) : null}
              </Stack>
            </Card>
          );
        })}
      </Stack>
      {questions.length < QUESTIONS_MAX ? (
        <Button
          ref={addRef}
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => onChange([...questions, newQuestion()])}
        >
          {ADD_QUESTION}
        </Button>
      ) : null}
      {questions.some((question) => takesOptions(question.question_type)) ? (
        <Stack gap={4}>
          <NumberInput
            label={PASS_MARK_LABEL}
            description={PASS_MARK_HINT}
            min={PASS_MARK_MIN}
            max={PASS_MARK_MAX}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            maw={360}
            value={passMark ?? ''}
            error={errorOf(errors, 'pass_mark')}
            onChange={(value) => onPassMarkChange(typeof value === 'number' ? value : null)}
          />
          <Text size="sm" c="dark.6">
            {RESCORE_NOTE}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
