import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpPinInput } from './otp-code-form';
import { boxes } from './otp-test-kit';

afterEach(() => cleanup());

function Boxes({ onComplete, onEnter }: { onComplete?: (code: string) => void; onEnter?: () => void }) {
  const [code, setCode] = useState('');
  return (
    <MantineProvider>
      <OtpPinInput value={code} onChange={setCode} onComplete={onComplete} onEnter={onEnter} autoFocus />
    </MantineProvider>
  );
}

describe('OtpPinInput (the hand-written code boxes)', () => {
  it('six numeric one-time-code boxes in a labelled group; the first has focus', () => {
    render(<Boxes />);
    const inputs = boxes();
    expect(inputs).toHaveLength(6);
    for (const input of inputs) {
      expect(input.getAttribute('autocomplete')).toBe('one-time-code');
      expect(input.getAttribute('inputmode')).toBe('numeric');
    }
    expect(document.activeElement).toBe(inputs[0]);
    expect(inputs[0].closest('[role="group"]')?.getAttribute('aria-labelledby')).toBeTruthy();
  });

  it('a digit moves to the next box; Backspace on an empty box and ArrowLeft go back; ArrowRight forward', () => {
    render(<Boxes />);
    fireEvent.change(boxes()[0], { target: { value: '4' } });
    expect(boxes()[0].value).toBe('4');
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.keyDown(boxes()[1], { key: 'Backspace' });
    expect(document.activeElement).toBe(boxes()[0]);
    fireEvent.keyDown(boxes()[0], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.keyDown(boxes()[1], { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(boxes()[0]);
    // Backspace on a filled box clears it
    fireEvent.keyDown(boxes()[0], { key: 'Backspace' });
    expect(boxes()[0].value).toBe('');
  });

  it('letters are refused; a whole code in one box or pasted fills all six and completes once per code', () => {
    const onComplete = vi.fn();
    render(<Boxes onComplete={onComplete} />);
    const letter = fireEvent.keyDown(boxes()[0], { key: 'a' });
    expect(letter).toBe(false);
    fireEvent.change(boxes()[0], { target: { value: '123456' } });
    expect(boxes().map((box) => box.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledWith('123456');
    fireEvent.paste(boxes()[2], { clipboardData: { getData: () => '98 7\n654' } });
    expect(
      boxes()
        .map((box) => box.value)
        .join(''),
    ).toBe('987654');
    expect(onComplete).toHaveBeenLastCalledWith('987654');
    expect(onComplete).toHaveBeenCalledTimes(2);
  });

  it('Enter in a box calls onEnter', () => {
    const onEnter = vi.fn();
    render(<Boxes onEnter={onEnter} />);
    fireEvent.keyDown(boxes()[3], { key: 'Enter' });
    expect(onEnter).toHaveBeenCalledTimes(1);
  });
});
