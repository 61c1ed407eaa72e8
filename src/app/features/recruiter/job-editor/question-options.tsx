import { OPTION_TEXT_MAX, OPTIONS_MAX } from '@contract/recruiter/jobs';
import { ActionIcon, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { QuestionValues } from './job-editor-values';
import { ADD_OPTION, CORRECT_LABEL, correctLabel, OPTION_LABEL, removeOptionLabel } from './question-texts';

export interface QuestionOptionsProps {
  question: QuestionValues;
  /** the question's number, from 1 */
  n: number;
  errorOf: (path: string) => string | undefined;
  /** the error path of this question ('questions.0') */
  path: string;
  update: (change: Partial<QuestionValues>) => void;
}

/**
 * An MCQ's or checkbox question's options (2 to 10), each with a "Correct" mark (issue 36 §5): an
 * MCQ takes one (marking another moves it), a checkbox question several; none leaves the question
 * unscored.
 */
export function QuestionOptions({ question, n, errorOf, path, update }: QuestionOptionsProps) {
  const { options, correct } = question;
  const mark = (index: number, checked: boolean) =>
    update({
      correct: options.map((_, i) =>
        i === index ? checked : question.question_type === 'MCQ' ? false : (correct[i] ?? false),
      ),
    });
  return (
    <Stack gap={6}>
      {options.map((option, optionIndex) => (
        <Group
          // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place by position
          key={optionIndex}
          gap={6}
          wrap="nowrap"
          align="flex-end"
        >
          <TextInput
            label={OPTION_LABEL(optionIndex + 1)}
            style={{ flex: 1 }}
            maxLength={OPTION_TEXT_MAX}
            value={option}
            error={errorOf(`${path}.options.${optionIndex}`)}
            onChange={(event) =>
              update({
                options: options.map((item, i) => (i === optionIndex ? event.currentTarget.value : item)),
              })
            }
          />
          <Checkbox
            size="md"
            mb={8}
            label={CORRECT_LABEL}
            aria-label={correctLabel(n, optionIndex + 1)}
            checked={correct[optionIndex] ?? false}
            onChange={(event) => mark(optionIndex, event.currentTarget.checked)}
          />
          <ActionIcon
            variant="default"
            size="lg"
            mb={4}
            aria-label={removeOptionLabel(n, optionIndex + 1)}
            disabled={options.length <= 2}
            onClick={() =>
              update({
                options: options.filter((_, i) => i !== optionIndex),
                correct: options.map((_, i) => correct[i] ?? false).filter((_, i) => i !== optionIndex),
              })
            }
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {options.length < OPTIONS_MAX ? (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() =>
            update({
              options: [...options, ''],
              correct: [...options.map((_, i) => correct[i] ?? false), false],
            })
          }
        >
          {ADD_OPTION}
        </Button>
      ) : null}
    </Stack>
  );
}
