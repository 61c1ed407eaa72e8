import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickerStart } from './date-of-birth';
import { DateOfBirthDialog } from './date-of-birth-dialog';

const now = new Date(2026, 10, 25, 9, 0); // 25 November 2026

afterEach(() => cleanup());

function openWith(value: string | null) {
  render(
    <MantineProvider>
      <DateOfBirthDialog opened value={value} now={now} onSet={vi.fn()} onClose={vi.fn()} />
    </MantineProvider>,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Date of Birth' }));
  const select = (name: string) => dialog.getByRole('combobox', { name }) as HTMLSelectElement;
  return { dialog, month: select('Month'), year: select('Year') };
}

describe('pickerStart: where the date picker opens', () => {
  it('a day in range: its month, chosen', () => {
    expect(pickerStart('1998-03-07', now)).toEqual({ month: new Date(1998, 2, 1), selected: '1998-03-07' });
  });
  it('no day: January 2000, nothing chosen (V10)', () => {
    expect(pickerStart(null, now)).toEqual({ month: new Date(2000, 0, 1), selected: null });
  });
  it('a day after the latest allowed (18 years ago, V10): that month, nothing chosen', () => {
    expect(pickerStart('2099-01-01', now)).toEqual({ month: new Date(2008, 10, 1), selected: null });
    expect(pickerStart('2026-11-26', now)).toEqual({ month: new Date(2008, 10, 1), selected: null });
    expect(pickerStart('2008-11-26', now)).toEqual({ month: new Date(2008, 10, 1), selected: null });
  });
  it('a day before the oldest listed year: January of that year, nothing chosen', () => {
    expect(pickerStart('1900-05-01', now)).toEqual({ month: new Date(1927, 0, 1), selected: null });
  });
});

describe('DateOfBirthDialog opened over a typed day (issue 17 §3)', () => {
  it('01/01/2099 typed: opens on the latest month allowed (18 years ago) with days to choose', () => {
    const { dialog, month, year } = openWith('2099-01-01');
    expect(year.value).toBe('2008');
    expect(month.value).toBe('10');
    const latest = dialog.getByRole('button', { name: '25 November 2008' }) as HTMLButtonElement;
    expect(latest.disabled).toBe(false);
    const tooLate = dialog.getByRole('button', { name: '26 November 2008' }) as HTMLButtonElement;
    expect(tooLate.disabled).toBe(true);
    expect(dialog.getByRole('button', { name: 'Set' }).hasAttribute('disabled')).toBe(true);
  });

  it('a day in range opens on its month, chosen', () => {
    const { dialog, month, year } = openWith('1998-03-07');
    expect(year.value).toBe('1998');
    expect(month.value).toBe('2');
    expect(dialog.getByRole('button', { name: '7 March 1998' }).getAttribute('data-selected')).toBe('true');
    expect(dialog.getByRole('button', { name: 'Set' }).hasAttribute('disabled')).toBe(false);
  });
});
