import { NETWORK_ERROR_MESSAGE } from '@app/api/messages';
import { AuthCard } from '@app/ui/auth-card';
import { FormAlert } from '@app/ui/form-alert';
import { useSchemaForm } from '@app/ui/use-schema-form';
import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { RESET_EMAIL_MISSING } from './auth-messages';
import type { ResetPasswordValues } from './reset-password-schema';

/** The rules and the call, fetched on the first submit. */
const loadSubmit = () => import('./reset-password-submit');
/** The success view, fetched with the submit (it shows only after one). */
const loadDone = () => import('./reset-password-done');
const ResetPasswordDone = lazy(loadDone);

/** Reset password (/resetpassword): new and confirm password, then a success view with Login. */
export function ResetPasswordScreen() {
  const email = useRouterState({ select: (s) => s.location.state.email })?.trim() ?? '';
  const loginPath = useRouterState({ select: (s) => s.location.state.loginPath }) ?? '/';
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useSchemaForm<ResetPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    schema: async () => (await loadSubmit()).resetPasswordSchema,
    // The rules could not be fetched (a first visit that lost the network): say so, keep the values.
    onError: () => setFailure(NETWORK_ERROR_MESSAGE),
  });

  const submit = form.onSubmit(async ({ password, confirmPassword }) => {
    setFailure(null);
    if (!email) {
      setFailure(RESET_EMAIL_MISSING);
      return;
    }
    const [{ resetPassword }] = await Promise.all([loadSubmit(), loadDone()]);
    const outcome = await resetPassword(email, password, confirmPassword);
    if (outcome.ok) setDone(true);
    else setFailure(outcome.message);
  });

  if (done) {
    return (
      <Suspense fallback={null}>
        <ResetPasswordDone loginPath={loginPath} />
      </Suspense>
    );
  }

  return (
    <AuthCard title="Reset password" subtitle={email ? `Choose a new password for ${email}.` : undefined}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {email ? null : (
            <Stack gap="xs">
              <FormAlert message={RESET_EMAIL_MISSING} />
              <Anchor component={Link} to="/forgotpassword">
                Start the forgot password process again
              </Anchor>
            </Stack>
          )}
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirmPassword')}
          />
          {failure === RESET_EMAIL_MISSING && !email ? null : <FormAlert message={failure} />}
          <Button type="submit" fullWidth loading={form.submitting}>
            Reset password
          </Button>
          <Anchor component={Link} to={loginPath} size="sm" ta="center">
            Back to login
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
