import { sendOtp } from '@app/api/send-otp';
import { verifyOtp } from '@app/api/verify-otp';
import { LazyOtpDialog } from '@app/ui/lazy-otp-dialog';
import { notify } from '@app/ui/notify';
import { PHONE_PREFIX } from '@contract/limits';
import { type ReactNode, useRef, useState } from 'react';
import type { ContactTokens } from './edit-profile/edit-profile-values';
import { failureMessage, PROFILE_UPDATE_FAILED, UNKNOWN_ERROR } from './profile-texts';

/** A changed contact that needs its one-time code before the save. */
export interface ContactChange {
  kind: 'email' | 'phone';
  /** the new e-mail (lower case) or 10-digit phone */
  value: string;
}

const OTP_TYPE = { email: 'email_change', phone: 'mobile_change' } as const;

const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * The first changed contact that has no verified code yet, or null: the e-mail, then the phone.
 * `verified` holds the contacts proven in this visit (value -> token).
 */
export function pendingContact(
  saved: { email: string; phone: string },
  typed: { email: string; phone: string },
  verified: { email?: { value: string }; phone?: { value: string } },
): ContactChange | null {
  const email = normalEmail(typed.email);
  const phone = typed.phone.trim();
  if (email !== normalEmail(saved.email) && verified.email?.value !== email)
    return { kind: 'email', value: email };
  if (phone !== saved.phone.trim() && verified.phone?.value !== phone) return { kind: 'phone', value: phone };
  return null;
}

/**
 * Edit Profile's proof of a new e-mail or phone (the server asks a verify_otp token of an
 * email_change / mobile_change code): sends the code, opens the sign-up code dialog for that
 * contact, and keeps the token in memory only (never storage). `onVerified` runs after the
 * dialog's success tick, to carry on with the save.
 */
export function useContactVerification({
  savedEmail,
  savedPhone,
  onVerified,
}: {
  savedEmail: string;
  savedPhone: string;
  onVerified: () => void;
}) {
  const verified = useRef<{
    email?: { value: string; token: string };
    phone?: { value: string; token: string };
  }>({});
  const [asking, setAsking] = useState<ContactChange | null>(null);

  const pending = (email: string, phone: string) =>
    pendingContact({ email: savedEmail, phone: savedPhone }, { email, phone }, verified.current);

  const start = async (change: ContactChange) => {
    try {
      await sendOtp({ contact_value: change.value, otp_type: OTP_TYPE[change.kind] });
      setAsking(change);
    } catch (error) {
      notify.error(`${PROFILE_UPDATE_FAILED}${failureMessage(error, UNKNOWN_ERROR)}`, {
        autoClose: false,
        id: 'profile-update-failed',
      });
    }
  };

  const tokens = (email: string, phone: string): ContactTokens => {
    const result: ContactTokens = {};
    const { email: mail, phone: mobile } = verified.current;
    if (mail && mail.value === normalEmail(email) && mail.value !== normalEmail(savedEmail)) {
      result.email_verification_token = mail.token;
    }
    if (mobile && mobile.value === phone.trim() && mobile.value !== savedPhone.trim()) {
      result.phone_verification_token = mobile.token;
    }
    return result;
  };

  const forget = () => {
    verified.current = {};
  };

  const dialog: ReactNode = (
    <LazyOtpDialog
      opened={asking !== null}
      title={asking?.kind === 'phone' ? 'Verify your mobile number' : 'Verify your email'}
      description={
        asking?.kind === 'phone'
          ? `Enter the 6-digit code sent by SMS to ${PHONE_PREFIX} ${asking.value}.`
          : `Enter the 6-digit code sent to ${asking?.value ?? ''}.`
      }
      onVerify={async (code) => {
        if (!asking) return;
        const answer = await verifyOtp({
          contact_value: asking.value,
          otp_type: OTP_TYPE[asking.kind],
          otp_code: code,
        });
        verified.current = {
          ...verified.current,
          [asking.kind]: { value: asking.value, token: answer.result.verification_token },
        };
      }}
      onVerified={() => {
        setAsking(null);
        onVerified();
      }}
      onClose={() => setAsking(null)}
    />
  );

  return { pending, start, tokens, forget, dialog };
}
