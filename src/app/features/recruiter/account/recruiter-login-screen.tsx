import { RETURN_PARAM, safeReturnPath } from '@app/return-path';
import { saveRecruiterLogin } from '@app/session';
import { AuthCard } from '@app/ui/auth-card';
import { focusFirstInvalid } from '@app/ui/focus-first-invalid';
import { FormAlert } from '@app/ui/form-alert';
import { useScreenTitle } from '@app/ui/page-title';
import { OPERATOR_ROLE_ID, RECRUITER_ROLE_ID } from '@contract/limits';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { login } from '../api/login';
import { recruiterFailureText } from '../shared/recruiter-failures';
import { type RecruiterLoginValues, recruiterLoginSchema } from './recruiter-login-schema';

export const RECRUITER_LOGIN_FAILED = 'Login failed. Please check your email and password.';

/** Where a recruiter's login leads: the kept recruiter page, else the jobs; an operator's: /operator (issue 37). */
export function recruiterLanding(returnTo: unknown, roleId: number = RECRUITER_ROLE_ID): string {
  const wanted = safeReturnPath(returnTo);
  if (roleId === OPERATOR_ROLE_ID) return wanted?.startsWith('/operator/') ? wanted : '/operator';
  return wanted?.startsWith('/recruiter/') && !wanted.startsWith('/recruiter/login') ? wanted : '/recruiter';
}

/**
 * /recruiter/login (issue 23): Email and Password, Log in; forgot password through the candidates'
 * code flow (the link's route state `loginPath` leads the reset back here). An operator (role 1,
 * issue 37) signs in here too and goes to /operator. A refusal (a wrong password, or a
 * candidate's account, which the server refuses alike) shows the server's message.
 */
export function RecruiterLoginScreen() {
  useScreenTitle('/_signed-out/recruiter/login', 'Recruiter login');
  const navigate = useNavigate();
  const returnTo = useRouterState({
    select: (state) => (state.location.search as Record<string, unknown>)[RETURN_PARAM],
  });
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RecruiterLoginValues>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(recruiterLoginSchema, { sync: true }),
    clearInputErrorOnChange: true,
  });

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      try {
        const answer = await login(v.parse(recruiterLoginSchema, values));
        saveRecruiterLogin(answer.result);
        // an operator's session is the recruiter set's too (features/operator/operator-session.ts)
        await navigate({
          href: recruiterLanding(returnTo, answer.result.userDetails.role_id),
          replace: true,
        });
      } catch (error) {
        setFailure(recruiterFailureText(error, RECRUITER_LOGIN_FAILED));
      }
    },
    () => void focusFirstInvalid(),
  );

  return (
    <AuthCard title="Recruiter Login" subtitle="Log in to post jobs and review your applicants.">
      <form onSubmit={submit} noValidate aria-label="Recruiter login">
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
            // Mantine's PasswordInput sets no aria-invalid of its own
            aria-invalid={form.errors.password ? true : undefined}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgotpassword" state={{ loginPath: '/recruiter/login' }} size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <FormAlert message={failure} />
          <Button type="submit" fullWidth loading={form.submitting}>
            Log in
          </Button>
          <Text size="sm" ta="center">
            Invited by a colleague?{' '}
            <Anchor component={Link} to="/recruiter/join" underline="always">
              Join your company
            </Anchor>
          </Text>
          <Text size="sm" ta="center">
            Looking for a job?{' '}
            <Anchor component={Link} to="/" underline="always">
              Jobseeker login
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
