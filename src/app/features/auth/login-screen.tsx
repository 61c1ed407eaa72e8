import { NETWORK_ERROR_MESSAGE } from '@app/api/messages';
import { holdServiceWorkerStart, releaseServiceWorkerStart } from '@app/offline/service-worker-start';
import { AuthCard } from '@app/ui/auth-card';
import { FormAlert } from '@app/ui/form-alert';
import { notify } from '@app/ui/notify';
import { useSchemaForm } from '@app/ui/use-schema-form';
import { LOGIN_TOAST_MS, USER_TYPE } from '@contract/limits';
import { RETURN_PARAM } from '@contract/public-jobs';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { LOGIN_CHECK_FAILED } from './auth-messages';
import type { LoginOutcome } from './login-flow';
import type { LoginValues } from './login-schema';

/** The code step, fetched only when a sign-in code is asked (never with the first paint). */
const CodeVerification = lazy(() =>
  import('./code-verification').then((m) => ({ default: m.CodeVerification })),
);

/** The rules and the call, fetched on the first submit (kept after: one module). */
const loadSubmit = () => import('./login-submit');

// Toasts appear top-right (the app's Notifications position); login errors stay 1500 ms.
const LOGIN_TOAST = { autoClose: LOGIN_TOAST_MS, signedIn: false } as const;

export const SEND_LOGIN_CODE = 'Email me a sign-in code';
export const LOGIN_CODE_VERIFIED = 'Signing you in.';

/**
 * Jobseeker login (/ and /login): e-mail and password, links to /forgotpassword and /register.
 * When the account's ceiling of failed logins is full (429 `login_code_required`, strangers
 * guessing from many addresses), it offers a sign-in code to the account's e-mail: the code
 * step, then the same login with the code's token (README 'Limits and lockouts').
 */
export function LoginScreen() {
  const navigate = useNavigate();
  const router = useRouter();
  const returnTo = useRouterState({
    select: (state) => (state.location.search as Record<string, unknown>)[RETURN_PARAM],
  });
  const [failure, setFailure] = useState<string | null>(null);
  /** 'offer': the ceiling is full, a code may be asked; 'code': the code step is shown */
  const [codeStep, setCodeStep] = useState<'none' | 'offer' | 'code'>('none');
  const [sending, setSending] = useState(false);
  const form = useSchemaForm<LoginValues>({
    initialValues: { email: '', password: '' },
    schema: async () => (await loadSubmit()).loginSchema,
    // The rules could not be fetched (a first visit that lost the network): say so, keep the values.
    onError: () => showFailure(NETWORK_ERROR_MESSAGE),
  });

  // a first visit's service worker waits while the form is in use (its precache would share a
  // slow line with the login); leaving the form ends that
  useEffect(() => () => releaseServiceWorkerStart('login-form'), []);
  function formTouched() {
    holdServiceWorkerStart('login-form');
    // the rules and the call, and the dashboard's code, fetched while the candidate types rather
    // than at the tap: the seconds of typing the password carry the bytes a first login needs
    void loadSubmit().catch(() => undefined);
    loadDashboardCode();
  }

  /**
   * The dashboard's chunks (the signed-in layout, the screen with its loader) and the query
   * cache's module: once loaded, the login's answer starts the dashboard's calls at once (its
   * loader) instead of after a chain of chunks. Loaded at the form's first touch, and again (a
   * no-op once loaded) at the tap.
   */
  function loadDashboardCode() {
    for (const id of ['/_signed-in', '/_signed-in/dashboard'] as const) {
      void router.loadRouteChunk(router.routesById[id])?.catch(() => undefined);
    }
    void router.options.context.queryClient().catch(() => undefined);
  }

  /**
   * At the tap, while the login request is on its way: the dashboard's code if it has not arrived
   * yet. The service worker waits until the dashboard is drawn (DashboardScreen ends the hold).
   */
  function prepareDashboard() {
    holdServiceWorkerStart('first-login');
    loadDashboardCode();
  }

  function showFailure(message: string) {
    releaseServiceWorkerStart('first-login');
    setFailure(message);
    notify.error(message, { ...LOGIN_TOAST, id: 'login-failure' });
  }

  async function finish(outcome: LoginOutcome) {
    if (outcome.ok) {
      // a shared link kept through the login wins over the dashboard, not over onboarding
      const wanted = outcome.to === '/dashboard' ? (await loadSubmit()).safeReturnPath(returnTo) : null;
      if (wanted) await navigate({ href: wanted, replace: true });
      else await navigate({ to: outcome.to, replace: true });
      // the dashboard ends the service worker's hold once drawn; any other screen now
      if (wanted || outcome.to !== '/dashboard') releaseServiceWorkerStart('first-login');
      return;
    }
    releaseServiceWorkerStart('first-login');
    setCodeStep(outcome.codeRequired ? 'offer' : 'none');
    showFailure(outcome.message);
  }

  async function askCode() {
    setSending(true);
    try {
      const { sendLoginCode } = await loadSubmit();
      const problem = await sendLoginCode(form.values.email);
      if (problem) showFailure(problem);
      else {
        setFailure(null);
        setCodeStep('code');
      }
    } catch {
      showFailure(NETWORK_ERROR_MESSAGE);
    } finally {
      setSending(false);
    }
  }

  async function logInWithCode(loginToken: string) {
    setCodeStep('none');
    prepareDashboard();
    const { logIn } = await loadSubmit();
    await finish(await logIn(form.values, loginToken));
  }

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      const { logIn } = await loadSubmit();
      await finish(await logIn(values));
    },
    () => {
      releaseServiceWorkerStart('first-login');
      setFailure(null);
      notify.error(LOGIN_CHECK_FAILED, { ...LOGIN_TOAST, id: 'login-check' });
    },
  );

  if (codeStep === 'code') {
    return (
      <AuthCard title="Jobseeker Login" subtitle="Enter the sign-in code we emailed you.">
        <Suspense fallback={null}>
          <CodeVerification
            email={form.values.email.trim()}
            userType={USER_TYPE}
            otpType="login"
            verifiedMessage={LOGIN_CODE_VERIFIED}
            onVerified={(token) => void logInWithCode(token)}
            onCancel={() => setCodeStep('offer')}
          />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Jobseeker Login" subtitle="Log in to find and apply for RCM jobs.">
      <form
        onSubmit={(event) => {
          // at the tap itself: the checks may wait for their rules to arrive first
          prepareDashboard();
          submit(event);
        }}
        onFocus={formTouched}
        noValidate
      >
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
          {codeStep === 'offer' && (
            <Button variant="light" fullWidth loading={sending} onClick={() => void askCode()}>
              {SEND_LOGIN_CODE}
            </Button>
          )}
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
