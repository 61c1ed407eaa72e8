import { saveLogin } from '../../session';
import { login } from './api/login';
import { loginFailureText } from './auth-messages';
import type { LoginValues } from './login-schema';

export type LoginOutcome = { ok: true; to: '/dashboard' | '/onboarding' } | { ok: false; message: string };

/**
 * Logs in and stores the session (§4 Login): onboarding finished -> isCandidateLogin 'true' and
 * /dashboard; otherwise isCandidateLogin removed and /onboarding.
 */
export async function logIn(values: LoginValues): Promise<LoginOutcome> {
  try {
    const answer = await login({ email: values.email.trim(), password: values.password });
    const onboardingComplete = answer.result.onboarding_status === true;
    saveLogin(answer.result, { onboardingComplete });
    return { ok: true, to: onboardingComplete ? '/dashboard' : '/onboarding' };
  } catch (error) {
    return { ok: false, message: loginFailureText(error) };
  }
}
