import { OTHER_OPTION } from '@contract/candidate-record/options';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { withChosen } from '../lists-gate';

export interface ChecklistWithOtherProps {
  label: string;
  description?: ReactNode;
  options: readonly string[];
  value: string[];
  onChange: (chosen: string[]) => void;
  error?: string;
  /** What shows between the list and Other's field (the Coding choice of the non-voice list). */
  extra?: ReactNode;
  /** Other's specify field, shown while Other is ticked: its placeholder and input props. */
  otherPlaceholder: string;
  otherInputProps: object;
}

/**
 * A required checkbox list of §2 Looking for, whose Other reveals a 'Please Specify' field. A
 * chosen name the list lacks (saved before the list changed) shows ticked.
 */
export function ChecklistWithOther({
  label,
  description,
  options,
  value,
  onChange,
  error,
  extra,
  otherPlaceholder,
  otherInputProps,
}: ChecklistWithOtherProps) {
  return (
    <Stack gap="sm">
      <Checkbox.Group
        label={label}
        description={description}
        required
        value={value}
        onChange={onChange}
        error={error}
      >
        <Stack gap="xs" mt="xs">
          {withChosen(options, value).map((name, index) => (
            <Checkbox
              key={name}
              value={name}
              label={name}
              // the list's error marks its first box, where a failed save brings the focus
              aria-invalid={error && index === 0 ? true : undefined}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      {extra}
      {value.includes(OTHER_OPTION) && (
        <TextInput label="Please Specify" placeholder={otherPlaceholder} required {...otherInputProps} />
      )}
    </Stack>
  );
}
