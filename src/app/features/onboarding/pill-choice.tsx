import { Chip, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';

export interface PillOption<T extends string> {
  value: T;
  label: string;
}

/**
 * One choice among pills (Mantine Chips as radio buttons): a labelled radio group, reached with
 * Tab and chosen with Space, its error (if any) under it and announced with the group.
 */
export function PillChoice<T extends string>({
  label,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  options: readonly PillOption<T>[];
  value: T | '';
  onChange: (value: T) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <Stack gap={6}>
      <Text id={`${id}-label`} fw={600} size="sm" component="div">
        {label}
      </Text>
      <Chip.Group<false>
        multiple={false}
        value={value === '' ? null : (value as string)}
        onChange={(next) => onChange(next as T)}
      >
        <Group
          gap="sm"
          role="radiogroup"
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
        >
          {options.map((option) => (
            <Chip key={option.value} value={option.value} size="md" variant="outline">
              {option.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error && (
        <Text id={`${id}-error`} size="sm" c="red.9">
          {error}
        </Text>
      )}
    </Stack>
  );
}
