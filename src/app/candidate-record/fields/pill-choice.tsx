import { Group, Radio, Text } from '@mantine/core';

export interface PillOption<T extends string> {
  value: T;
  label: string;
}

/**
 * One choice among pills: Mantine's Radio.Group of Radio.Cards (each a button with role radio and
 * aria-checked; Tab reaches each, Space or Enter chooses, the arrow keys move along), its label
 * and error from the group.
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
  return (
    <Radio.Group
      label={label}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next as T)}
      error={error}
      labelProps={{ fw: 600, mb: 6 }}
    >
      <Group gap="sm">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <Radio.Card
              key={option.value}
              value={option.value}
              radius="xl"
              w="auto"
              px="md"
              py={8}
              style={{
                borderColor: checked ? 'var(--mantine-color-brand-7)' : 'var(--mantine-color-gray-5)',
                background: checked ? 'var(--mantine-color-brand-0)' : undefined,
              }}
            >
              <Group gap={8} wrap="nowrap">
                <Radio.Indicator size="sm" />
                <Text fw={checked ? 600 : 500} c={checked ? 'brand.9' : 'dark.7'} size="sm">
                  {option.label}
                </Text>
              </Group>
            </Radio.Card>
          );
        })}
      </Group>
    </Radio.Group>
  );
}
