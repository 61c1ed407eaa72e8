import { fireEvent, screen } from '@testing-library/react';

/** Test helpers for the six code boxes of OtpPinInput (not a test file itself). */

/** The six digit boxes, found by their accessible names. */
export function boxes(): HTMLInputElement[] {
  return Array.from(
    { length: 6 },
    (_, i) => screen.getByLabelText(`Digit ${i + 1} of 6`) as HTMLInputElement,
  );
}

/** Types the code one digit per box. */
export function typeCode(code: string) {
  code.split('').forEach((digit, i) => {
    fireEvent.change(boxes()[i], { target: { value: digit } });
  });
}
