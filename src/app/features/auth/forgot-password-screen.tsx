import { NETWORK_ERROR_MESSAGE } from '@app/api/messages';
import { AuthCard } from '@app/ui/auth-card';
import { FormAlert } from '@app/ui/form-alert';
import { useSchemaForm } from '@app/ui/use-schema-form';
import { USER_TYPE } from '@contract/limits';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { SEND_OTP_FAILED } from './auth-messages';
import type { ForgotPasswordValues } from './forgot-password-schema';

/** The rules and the call, fetched on the first submit. */
const loadSubmit = () => import('./forgot-password-submit');

/** Forgot password (/forgotpassword): request a reset code for the registered e-mail. */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  // the recruiter login's link starts the same flow and is led back there
  const loginPath = useRouterState({ select: (s) => s.location.state.loginPath });
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<ForgotPasswordValues>({
    initialValues: { email: '' },
    schema: async () => (await loadSubmit()).forgotPasswordSchema,
    // The rules could not be fetched (a first visit that lost the network): say so, keep the e-mail.
    onError: () => setFailure(NETWORK_ERROR_MESSAGE),
    transformValues: (values) => ({ email: values.email.trim() }),
  });

  const submit = form.onSubmit(async ({ email }) => {
    setFailure(null);
    // Loaded already: the rules came from the same module before this handler ran.
    const { sendOtp, failureText } = await loadSubmit();
    try {
      await sendOtp({ contact_value: email, otp_type: 'password_reset', user_type: USER_TYPE });
      await navigate({
        to: '/verify-otp',
        state: { email, userType: USER_TYPE, otpType: 'password_reset', loginPath },
      });
    } catch (error) {
      setFailure(failureText(error, SEND_OTP_FAILED));
    }
  });

  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter the email address you registered with. We will send you a 6-digit code to reset your password."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <FormAlert message={failure} />
          <Button type="submit" fullWidth loading={form.submitting}>
            Send code
          </Button>
          <Anchor component={Link} to={loginPath ?? '/'} size="sm" ta="center">
            Back to login
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
