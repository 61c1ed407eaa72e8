import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { LOGIN_TOAST_MS } from '../../../contract/limits';
import { NETWORK_ERROR_MESSAGE } from '../../api/messages';
import { RETURN_PARAM, safeReturnPath } from '../../return-path';
import { FormAlert } from '../../ui/form-alert';
import { notify } from '../../ui/notify';
import { useSchemaForm } from '../../ui/use-schema-form';
import { AuthCard } from './auth-card';
import { LOGIN_CHECK_FAILED } from './auth-messages';
import type { LoginValues } from './login-schema';

/** The rules and the call, fetched on the first submit (kept after: one module). */
const loadSubmit = () => import('./login-submit');

// Toasts appear top-right (the app's Notifications position); login errors stay 1500 ms.
const LOGIN_TOAST = { autoClose: LOGIN_TOAST_MS, signedIn: false } as const;

/** Jobseeker login (/ and /login): e-mail and password, links to /forgotpassword and /register. */
export function LoginScreen() {
  const navigate = useNavigate();
  const returnTo = useRouterState({
    select: (state) => (state.location.search as Record<string, unknown>)[RETURN_PARAM],
  });
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<LoginValues>({
    initialValues: { email: '', password: '' },
    schema: async () => (await loadSubmit()).loginSchema,
    // The rules could not be fetched (a first visit that lost the network): say so, keep the values.
    onError: () => showFailure(NETWORK_ERROR_MESSAGE),
  });

  function showFailure(message: string) {
    setFailure(message);
    notify.error(message, { ...LOGIN_TOAST, id: 'login-failure' });
  }

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      const { logIn } = await loadSubmit();
      const outcome = await logIn(values);
      if (outcome.ok) {
        // a shared link kept through the login wins over the dashboard, not over onboarding
        const wanted = outcome.to === '/dashboard' ? safeReturnPath(returnTo) : null;
        if (wanted) await navigate({ href: wanted, replace: true });
        else await navigate({ to: outcome.to, replace: true });
        return;
      }
      showFailure(outcome.message);
    },
    () => {
      setFailure(null);
      notify.error(LOGIN_CHECK_FAILED, { ...LOGIN_TOAST, id: 'login-check' });
    },
  );

  return (
    <AuthCard title="Jobseeker Login" subtitle="Log in to find and apply for RCM jobs.">
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
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgotpassword" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <FormAlert message={failure} />
          <Button type="submit" fullWidth loading={form.submitting}>
            Login
          </Button>
          <Text size="sm" ta="center">
            New to RCM Careers?{' '}
            <Anchor component={Link} to="/register" underline="always">
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
