import { useEffect, useRef } from 'react';

/**
 * WebOTP (issue 25 §1): where the browser has it (`'OTPCredential' in window`: Chrome on Android),
 * the code screens ask it for the code of the SMS the server sent, whose last line is
 * `@<site's host> #<code>` (server routes/otp.ts), and fill the six boxes with it: the phone shows
 * the SMS and the candidate taps Allow instead of typing. The request is aborted when the screen
 * goes away, when the candidate starts typing, and while a code is being checked; it starts again
 * when the boxes are empty and usable again (a wrong code cleared).
 */

/** The browser can answer a one-time code from an SMS. */
export function webOtpAvailable(): boolean {
  return typeof window !== 'undefined' && 'OTPCredential' in window;
}

/** The code the browser read from an SMS for this site (six digits), or null (aborted, refused, none). */
export async function receiveSmsCode(signal: AbortSignal): Promise<string | null> {
  try {
    const credential = await navigator.credentials.get({
      otp: { transport: ['sms'] },
      signal,
    } as CredentialRequestOptions);
    const code = (credential as { code?: unknown } | null)?.code;
    return typeof code === 'string' && /^\d{6}$/.test(code) && !signal.aborted ? code : null;
  } catch {
    return null;
  }
}

/** While `active`, waits for an SMS code and gives it to `onCode`; aborts when no longer active or unmounted. */
export function useWebOtp(active: boolean, onCode: (code: string) => void): void {
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  useEffect(() => {
    if (!active || !webOtpAvailable()) return;
    const controller = new AbortController();
    void receiveSmsCode(controller.signal).then((code) => {
      if (code) onCodeRef.current(code);
    });
    return () => controller.abort();
  }, [active]);
}
