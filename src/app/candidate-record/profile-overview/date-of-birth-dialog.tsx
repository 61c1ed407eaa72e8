import { Modal } from '@app/ui/modal';
import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useState } from 'react';
import { dateOfBirthYears, isoDate, MONTH_NAMES, pickerBounds, pickerStart } from './date-of-birth';

export interface DateOfBirthDialogProps {
  opened: boolean;
  /** The day already chosen, YYYY-MM-DD, or null */
  value: string | null;
  now: Date;
  /** Set: the chosen day (YYYY-MM-DD) */
  onSet: (day: string) => void;
  /** Cancel, Escape or the close button: nothing changes */
  onClose: () => void;
}

/**
 * The date picker dialog (signed-in-area.md §2, §9): an inline calendar with month and year
 * dropdowns (the years: this year and the 99 before), no day after today; the chosen day is
 * applied only on Set, Cancel keeps what was there.
 */
export function DateOfBirthDialog({ opened, value, now, onSet, onClose }: DateOfBirthDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Date of Birth"
      centered
      size="auto"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && <DateOfBirthChooser value={value} now={now} onSet={onSet} onClose={onClose} />}
    </Modal>
  );
}

function DateOfBirthChooser({ value, now, onSet, onClose }: Omit<DateOfBirthDialogProps, 'opened'>) {
  const { min, max } = pickerBounds(now);
  const years = dateOfBirthYears(now);
  // a day typed outside the range (say 2099) opens on the nearest month offered, nothing chosen
  const [start] = useState(() => pickerStart(value, now));
  const [selected, setSelected] = useState<string | null>(start.selected);
  const [shown, setShown] = useState(start.month);

  const showMonth = (year: number, month: number) => {
    const first = new Date(year, month, 1);
    const latest = new Date(max.getFullYear(), max.getMonth(), 1);
    setShown(first > latest ? latest : first);
  };

  return (
    <Stack gap="sm">
      <Group gap="xs" grow wrap="nowrap">
        <NativeSelect
          label="Month"
          size="xs"
          value={String(shown.getMonth())}
          onChange={(event) => showMonth(shown.getFullYear(), Number(event.currentTarget.value))}
          data={MONTH_NAMES.map((name, index) => ({
            value: String(index),
            label: name,
            disabled: shown.getFullYear() === max.getFullYear() && index > max.getMonth(),
          }))}
        />
        <NativeSelect
          label="Year"
          size="xs"
          value={String(shown.getFullYear())}
          onChange={(event) => showMonth(Number(event.currentTarget.value), shown.getMonth())}
          data={years.map(String)}
        />
      </Group>
      <DatePicker
        value={selected}
        onChange={setSelected}
        date={isoDate(shown)}
        onDateChange={(day) => {
          const date = new Date(`${day}T00:00:00`);
          setShown(new Date(date.getFullYear(), date.getMonth(), 1));
        }}
        minDate={isoDate(min)}
        maxDate={isoDate(max)}
        maxLevel="month"
        hideOutsideDates
        weekendDays={[]}
        size="sm"
        ariaLabels={{ previousMonth: 'Previous month', nextMonth: 'Next month' }}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => selected && onSet(selected)} disabled={!selected}>
          Set
        </Button>
      </Group>
    </Stack>
  );
}
