import { LazySuccessModal } from '@app/ui/lazy-success-modal';
import { notify } from '@app/ui/notify';
import { OtpCodeForm } from '@app/ui/otp-code-form';
import { OTP_COUNTDOWN_SECONDS, type OtpType, SUCCESS_MODAL_MS, type USER_TYPE } from '@contract/limits';
import { OTP_EXPIRED, OTP_INCOMPLETE } from '@contract/texts';
import { Button, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { RESEND_OTP_FAILED, RESEND_OTP_OK, VERIFY_FAILED } from './auth-messages';

/** The code's rule and the calls, fetched when a code is entered or a new one asked for. */
const loadCalls = () => import('./code-verification-calls');

import { formatCountdown, useCountdown } from './use-countdown';

export interface CodeVerificationProps {
  email: string;
  userType: typeof USER_TYPE;
  otpType: OtpType;
  /** After the tick has shown for 2 seconds, with verify_otp's verification token (keep it in memory only). */
  onVerified: (verificationToken: string) => void;
  onCancel: () => void;
  /** The success modal's text (default: the reset's 'You can now set a new password.'). */
  verifiedMessage?: string;
}

/**
 * The code step of the password reset (§2 /verify-otp, §5 Code entry): six boxes, a 120 s
 * countdown, resend locked until it ends, cancel; expiry clears the boxes and disables input.
 */
export function CodeVerification({
  email,
  userType,
  otpType,
  onVerified,
  onCancel,
  verifiedMessage = 'You can now set a new password.',
}: CodeVerificationProps) {
  const countdown = useCountdown(OTP_COUNTDOWN_SECONDS);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverExpired, setServerExpired] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [verified, setVerified] = useState(false);
  const verificationToken = useRef('');
  const busy = useRef(false);

  const expired = countdown.expired || serverExpired;

  useEffect(() => {
    if (countdown.expired) setCode('');
  }, [countdown.expired]);

  const expire = () => {
    setServerExpired(true);
    setCode('');
    setError(null);
  };

  const verify = async (value: string) => {
    if (busy.current || expired) return;
    busy.current = true;
    setVerifying(true);
    setError(null);
    let calls: Awaited<ReturnType<typeof loadCalls>>;
    try {
      calls = await loadCalls();
    } catch {
      // the module could not be fetched: what any failure that is not a call's says
      setError(VERIFY_FAILED);
      busy.current = false;
      setVerifying(false);
      return;
    }
    const { isCompleteCode, verifyOtp, isExpiredFailure, verifyFailureText } = calls;
    try {
      if (!isCompleteCode(value)) {
        setError(OTP_INCOMPLETE);
        return;
      }
      const answer = await verifyOtp({
        contact_value: email,
        otp_type: otpType,
        otp_code: value,
        user_type: userType,
      });
      verificationToken.current = answer.result.verification_token;
      setVerified(true);
    } catch (err) {
      if (isExpiredFailure(err)) expire();
      else {
        // A wrong code is cleared (the boxes take the focus again): the next one is typed
        // afresh, and is checked once, when its last digit is in.
        setCode('');
        setError(verifyFailureText(err));
      }
    } finally {
      busy.current = false;
      setVerifying(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      const { sendOtp } = await loadCalls();
      await sendOtp({ contact_value: email, otp_type: otpType, user_type: userType });
      notify.success(RESEND_OTP_OK);
      setServerExpired(false);
      setError(null);
      setCode('');
      countdown.restart();
    } catch {
      notify.error(RESEND_OTP_FAILED);
    } finally {
      setResending(false);
    }
  };

  return (
    <>
      <OtpCodeForm
        label="Verification code"
        code={code}
        onCodeChange={(value) => {
          setCode(value);
          if (error) setError(null);
        }}
        onVerify={(value) => void verify(value)}
        disabled={expired || verifying || verified}
        error={expired ? OTP_EXPIRED : error}
        description={
          <Text>
            Enter the 6-digit code sent to <strong>{email}</strong>.
          </Text>
        }
      >
        <Text size="sm" c="gray.7" aria-live="off">
          {expired ? 'The code has expired.' : `Code expires in ${formatCountdown(countdown.remaining)}`}
        </Text>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm">Didn&apos;t get the code?</Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => void resend()}
            disabled={!expired}
            loading={resending}
          >
            {expired ? 'Resend OTP' : `Resend OTP in ${formatCountdown(countdown.remaining)}`}
          </Button>
        </Group>
        <Group grow gap="sm">
          <Button variant="default" onClick={onCancel} disabled={verifying}>
            Cancel
          </Button>
          <Button type="submit" loading={verifying} disabled={expired}>
            Verify
          </Button>
        </Group>
      </OtpCodeForm>
      {/* Its code (Mantine's Modal) is fetched when the code is verified, not on first paint. */}
      <LazySuccessModal
        opened={verified}
        title="OTP verified"
        message={verifiedMessage}
        autoCloseMs={SUCCESS_MODAL_MS}
        onDone={() => onVerified(verificationToken.current)}
      />
    </>
  );
}
