import type { OnboardingStep } from '../../../contract/onboarding/options';
import { saveLogin } from '../../session';
import { login } from './api/login';
import { onboardingNextStep } from './api/onboarding-next-step';
import { loginFailureText } from './auth-failures';
import type { LoginValues } from './login-schema';

export type LoginOutcome = { ok: true; to: '/dashboard' | OnboardingStep } | { ok: false; message: string };

/**
 * Logs in and stores the session (§4 Login): onboarding finished -> isCandidateLogin 'true' and
 * /dashboard; otherwise isCandidateLogin removed and the first onboarding step not yet saved
 * (issue 7, resuming), or /onboarding when that cannot be asked.
 */
export async function logIn(values: LoginValues): Promise<LoginOutcome> {
  try {
    const answer = await login({ email: values.email.trim(), password: values.password });
    const onboardingComplete = answer.result.onboarding_status === true;
    saveLogin(answer.result, { onboardingComplete });
    return { ok: true, to: onboardingComplete ? '/dashboard' : await resumeStep() };
  } catch (error) {
    return { ok: false, message: loginFailureText(error) };
  }
}

/** Where an unfinished onboarding resumes: the progress call's next step, else /onboarding. */
async function resumeStep(): Promise<OnboardingStep> {
  try {
    return await onboardingNextStep();
  } catch {
    return '/onboarding';
  }
}
