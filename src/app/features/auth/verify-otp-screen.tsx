import { AuthCard } from '@app/ui/auth-card';
import { FormAlert } from '@app/ui/form-alert';
import { MISSING_EMAIL_REDIRECT_MS, USER_TYPE } from '@contract/limits';
import { Anchor, Stack } from '@mantine/core';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { EMAIL_MISSING_FOR_CODE } from './auth-messages';
import { keepResetToken } from './verification-tokens';

/**
 * The code step (boxes, countdown, resend; its calls load on the first code), fetched only when the
 * e-mail is there: a visit without it (a first visit, a bookmark) shows the missing-e-mail text and
 * never loads it. Forgot password starts fetching it while it sends the code.
 */
const CodeVerification = lazy(() =>
  import('./code-verification').then((m) => ({ default: m.CodeVerification })),
);

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
        <Suspense fallback={null}>
          <CodeVerification
            email={email}
            userType={USER_TYPE}
            otpType={state.otpType ?? 'password_reset'}
            onVerified={(verificationToken) => {
              // the proof travels in memory only, never in route state
              keepResetToken(email, verificationToken);
              void navigate({
                to: '/resetpassword',
                state: { email, loginPath: state.loginPath },
                replace: true,
              });
            }}
            onCancel={() => void navigate({ to: '/forgotpassword', state: { loginPath: state.loginPath } })}
          />
        </Suspense>
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
