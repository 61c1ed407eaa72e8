import { Anchor, Stack } from '@mantine/core';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { MISSING_EMAIL_REDIRECT_MS, USER_TYPE } from '../../../contract/limits';
import { FormAlert } from '../../ui/form-alert';
import { AuthCard } from './auth-card';
import { EMAIL_MISSING_FOR_CODE } from './auth-messages';
import { CodeVerification } from './code-verification';
import { keepResetToken } from './verification-tokens';

/** Code verification (/verify-otp) of the password reset; the e-mail arrives in route state. */
export function VerifyOtpScreen() {
  const navigate = useNavigate();
  const state = useRouterState({ select: (s) => s.location.state });
  const email = state.email?.trim() ?? '';

  useEffect(() => {
    if (email) return;
    const timer = window.setTimeout(() => {
      void navigate({ to: '/forgotpassword', replace: true });
    }, MISSING_EMAIL_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [email, navigate]);

  return (
    <AuthCard title="Verify code">
      {email ? (
        <CodeVerification
          email={email}
          userType={USER_TYPE}
          otpType={state.otpType ?? 'password_reset'}
          onVerified={(verificationToken) => {
            // the proof travels in memory only, never in route state
            keepResetToken(email, verificationToken);
            void navigate({ to: '/resetpassword', state: { email }, replace: true });
          }}
          onCancel={() => void navigate({ to: '/forgotpassword' })}
        />
      ) : (
        <Stack gap="md">
          <FormAlert message={EMAIL_MISSING_FOR_CODE} />
          <Anchor component={Link} to="/forgotpassword" replace>
            Go to forgot password now
          </Anchor>
        </Stack>
      )}
    </AuthCard>
  );
}
