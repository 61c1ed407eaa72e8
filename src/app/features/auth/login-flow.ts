import { ApiError } from '@app/api/client';
import { handOverDashboard } from '@app/api/hand-over-answer';
import { sendOtp } from '@app/api/send-otp';
import { keepReturnPath } from '@app/kept-return-path';
import { RETURN_PARAM } from '@app/return-path';
import { saveLogin } from '@app/session';
import type { OnboardingStep } from '@contract/onboarding/steps';
import { login } from './api/login';
import { onboardingNextStep } from './api/onboarding-next-step';
import { loginFailureText } from './auth-failures';
import type { LoginValues } from './login-schema';

export type LoginOutcome =
  | { ok: true; to: '/dashboard' | OnboardingStep }
  /** `codeRequired`: the account's ceiling of failed logins is full; a sign-in code to its e-mail passes it */
  | { ok: false; message: string; codeRequired?: true };

/**
 * Logs in and stores the session (§4 Login): onboarding finished -> isCandidateLogin 'true' and
 * /dashboard; otherwise isCandidateLogin removed and the first onboarding step not yet saved
 * (issue 7, resuming), or /onboarding when that cannot be asked. `loginToken`: verify_otp's token
 * of a `login` code, which passes the account-wide ceiling of failed logins (README 'Limits and
 * lockouts').
 */
export async function logIn(values: LoginValues, loginToken?: string): Promise<LoginOutcome> {
  try {
    const answer = await login({
      email: values.email.trim(),
      password: values.password,
      ...(loginToken ? { login_token: loginToken } : {}),
    });
    const onboardingComplete = answer.result.onboarding_status === true;
    saveLogin(answer.result, { onboardingComplete });
    if (onboardingComplete) {
      // the dashboard's answer came with the login: its read takes it instead of asking again
      if (answer.result.dashboard !== undefined) {
        handOverDashboard(answer.result.token, answer.result.dashboard);
      }
      return { ok: true, to: '/dashboard' };
    }
    // the login screen takes a kept link back at once (?redirect=); through onboarding it waits
    // for its last step (issue 26: a job's Log in to apply, kept-return-path.ts)
    keepReturnPath(new URLSearchParams(window.location.search).get(RETURN_PARAM));
    return { ok: true, to: await resumeStep() };
  } catch (error) {
    const message = loginFailureText(error);
    if (error instanceof ApiError && error.code === 'login_code_required') {
      return { ok: false, message, codeRequired: true };
    }
    return { ok: false, message };
  }
}

/** Sends a sign-in code (otp_type login) to the e-mail; answers null, or the failure's text. */
export async function sendLoginCode(email: string): Promise<string | null> {
  try {
    await sendOtp({ contact_value: email.trim(), otp_type: 'login' });
    return null;
  } catch (error) {
    return loginFailureText(error);
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
