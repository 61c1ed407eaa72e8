import { NETWORK_ERROR_MESSAGE } from '@app/api/messages';
import { clearDraft, loadDraft, saveDraft } from '@app/offline/step-draft';
import { AuthCard } from '@app/ui/auth-card';
import { filterNameInput, filterPhoneInput } from '@app/ui/input-filters';
import { notify } from '@app/ui/notify';
import { useSchemaForm } from '@app/ui/use-schema-form';
import { NAME_MAX, type OtpType, PHONE_PREFIX, REFERRAL_CODE_MAX } from '@contract/limits';
import { normaliseIndianPhone } from '@contract/phone-number';
import { Anchor, Button, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { REFERRAL_ACTIVATED } from './auth-messages';
import type { SignUpDetailsValues, SignUpPasswordValues } from './sign-up-schema';

type Contact = 'phone' | 'email';

/**
 * The rules, the calls, the code dialog, the Verified badge and step 2, fetched as one module on
 * the first Verify or Next, not with the first paint.
 */
const loadActions = () => import('./sign-up-actions');
type SignUpActions = Awaited<ReturnType<typeof loadActions>>;

// The badge beside a verified field is what sighted people see; screen readers hear this with the field.
const VERIFIED_DESCRIPTION = <VisuallyHidden>Verified</VisuallyHidden>;

/** The first and last name side by side from Mantine's xs breakpoint (kept out of the shared CSS). */
const NAME_GRID_STYLE =
  '.name-grid{display:grid;grid-template-columns:minmax(0,1fr);gap:var(--mantine-spacing-md)}@media(min-width:36em){.name-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}';

const OTP_TYPE: Record<Contact, OtpType> = { phone: 'mobile_verification', email: 'email_verification' };

const EMPTY_DETAILS: SignUpDetailsValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  referralCode: '',
  phoneVerified: false,
  emailVerified: false,
};

/**
 * What a reload of /register keeps (issue 22 B6), in the tab's sessionStorage as onboarding and
 * Edit Profile keep theirs: step 1's fields, which contacts are verified and verify_otp's tokens
 * that prove it to register. Never the password. Cleared once the account is made (and with the
 * rest of the storage at sign-out).
 */
const SIGN_UP_DRAFT = '/register';
interface SignUpDraft {
  details: Partial<SignUpDetailsValues>;
  tokens: Partial<Record<Contact, string>>;
}

/** Sign-up (/register): step 1 details with verified phone and e-mail, step 2 password; then /acc-created. */
export function SignUpScreen() {
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [sending, setSending] = useState<Contact | null>(null);
  const [dialog, setDialog] = useState<Contact | null>(null);
  const [checkingReferral, setCheckingReferral] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The module fetched on the first Verify or Next (null until then).
  const [actions, setActions] = useState<SignUpActions | null>(null);
  // verify_otp's tokens, sent with register: in memory, and in the tab's draft (never in route state)
  const verificationTokens = useRef<Record<Contact, string>>({ phone: '', email: '' });

  const networkFailure = () => setFailure(NETWORK_ERROR_MESSAGE);
  const details = useSchemaForm<SignUpDetailsValues>({
    initialValues: EMPTY_DETAILS,
    schema: async () => (await loadActions()).signUpDetailsSchema,
    onError: networkFailure,
  });
  const passwords = useSchemaForm<SignUpPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    schema: async () => (await loadActions()).signUpPasswordSchema,
    onError: networkFailure,
  });

  // The draft comes back after the first render, which matches the page rendered at build time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the screen's start
  useEffect(() => {
    const draft = loadDraft<SignUpDraft>(SIGN_UP_DRAFT, 'tab');
    if (!draft?.details) return;
    for (const key of Object.keys(EMPTY_DETAILS) as (keyof SignUpDetailsValues)[]) {
      const value = draft.details[key];
      if (typeof value === typeof EMPTY_DETAILS[key]) details.setFieldValue(key, value as never);
    }
    verificationTokens.current = { phone: draft.tokens?.phone ?? '', email: draft.tokens?.email ?? '' };
    // the Verified badges come with the module fetched on the first Verify
    if (draft.details.phoneVerified || draft.details.emailVerified) void load();
  }, []);
  const untouched = useRef(details.values);
  useEffect(() => {
    if (details.values === untouched.current) return;
    const draft: SignUpDraft = { details: details.values, tokens: verificationTokens.current };
    saveDraft(SIGN_UP_DRAFT, draft, 'tab');
  }, [details.values]);

  const contactValue = (contact: Contact) =>
    contact === 'phone' ? normaliseIndianPhone(details.values.phone) : details.values.email.trim();

  /** The module, or null after saying the network is needed (a first visit that lost it). */
  const load = async (): Promise<SignUpActions | null> => {
    try {
      const loaded = await loadActions();
      setActions(loaded);
      return loaded;
    } catch {
      networkFailure();
      return null;
    }
  };

  const startVerification = async (contact: Contact) => {
    const loaded = await load();
    if (!loaded) return;
    const issue = loaded.contactIssue(contact, details.values[contact]);
    if (issue) {
      details.setFieldError(contact, issue);
      return;
    }
    details.clearFieldError(contact);
    setSending(contact);
    const outcome = await loaded.sendSignUpCode(contactValue(contact), OTP_TYPE[contact]);
    setSending(null);
    if (outcome.ok) setDialog(contact);
    else details.setFieldError(contact, outcome.message);
  };

  const next = details.onSubmit(async (values) => {
    // loaded already: the rules came from the same module before this handler ran
    const loaded = await load();
    if (!loaded) return;
    if (values.referralCode.trim()) {
      setCheckingReferral(true);
      const outcome = await loaded.checkReferralCode(values.referralCode);
      setCheckingReferral(false);
      if (!outcome.ok) {
        details.setFieldError('referralCode', outcome.message);
        return;
      }
      notify.success(REFERRAL_ACTIVATED, { id: 'referral-activated' });
    }
    setFailure(null);
    setStep(2);
  });

  const submit = passwords.onSubmit(async ({ password }) => {
    setFailure(null);
    const values = details.getValues();
    const loaded = await load();
    if (!loaded) return;
    const outcome = await loaded.registerCandidate({
      ...values,
      password,
      phoneVerificationToken: verificationTokens.current.phone,
      emailVerificationToken: verificationTokens.current.email,
    });
    if (outcome.ok) {
      clearDraft(SIGN_UP_DRAFT, 'tab');
      await navigate({ to: '/acc-created', state: { firstName: values.firstName.trim() }, replace: true });
      return;
    }
    if (outcome.error.field === 'referralCode') {
      setStep(1);
      details.setFieldError('referralCode', outcome.error.message);
      return;
    }
    setFailure(outcome.error.message);
    notify.error(outcome.error.message, { id: 'registration-failure' });
  });

  const verifyAction = (contact: Contact) => {
    const verified = contact === 'phone' ? details.values.phoneVerified : details.values.emailVerified;
    const label = contact === 'phone' ? 'mobile number' : 'email';
    if (verified) return actions ? <actions.VerifiedBadge /> : null;
    return (
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => void startVerification(contact)}
        loading={sending === contact}
        disabled={sending !== null}
        aria-label={`Verify ${label}`}
      >
        Verify
      </Button>
    );
  };

  const dialogContact = dialog ?? 'phone';
  return (
    <AuthCard
      title="Create your account"
      subtitle={step === 1 ? 'Step 1 of 2: your details' : 'Step 2 of 2: create a password'}
      wide
    >
      {step === 1 ? (
        <form onSubmit={next} noValidate>
          <Stack gap="md">
            {/* One column, two from Mantine's xs breakpoint (36em), as SimpleGrid did with less code. */}
            <style>{NAME_GRID_STYLE}</style>
            <div className="name-grid">
              <TextInput
                label="First name"
                autoComplete="given-name"
                withAsterisk
                maxLength={NAME_MAX}
                {...details.getInputProps('firstName')}
                onChange={(event) =>
                  details.setFieldValue('firstName', filterNameInput(event.currentTarget.value))
                }
              />
              <TextInput
                label="Last name"
                autoComplete="family-name"
                withAsterisk
                maxLength={NAME_MAX}
                {...details.getInputProps('lastName')}
                onChange={(event) =>
                  details.setFieldValue('lastName', filterNameInput(event.currentTarget.value))
                }
              />
            </div>
            <TextInput
              label="Phone number"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              withAsterisk
              readOnly={details.values.phoneVerified}
              leftSection={
                <Text span size="sm" c="gray.8" lh={1} aria-hidden="true">
                  {PHONE_PREFIX}
                </Text>
              }
              leftSectionWidth={44}
              rightSection={verifyAction('phone')}
              rightSectionWidth={details.values.phoneVerified ? 108 : 80}
              rightSectionPointerEvents="all"
              description={
                details.values.phoneVerified
                  ? VERIFIED_DESCRIPTION
                  : `Indian mobile number (${PHONE_PREFIX}), 10 digits`
              }
              {...details.getInputProps('phone')}
              onChange={(event) => {
                if (!details.values.phoneVerified) {
                  details.setFieldValue('phone', filterPhoneInput(event.currentTarget.value));
                }
              }}
            />
            <TextInput
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              withAsterisk
              readOnly={details.values.emailVerified}
              description={details.values.emailVerified ? VERIFIED_DESCRIPTION : undefined}
              rightSection={verifyAction('email')}
              rightSectionWidth={details.values.emailVerified ? 108 : 80}
              rightSectionPointerEvents="all"
              {...details.getInputProps('email')}
              onChange={(event) => {
                if (!details.values.emailVerified) details.setFieldValue('email', event.currentTarget.value);
              }}
            />
            <TextInput
              label="Referral code (optional)"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={REFERRAL_CODE_MAX}
              {...details.getInputProps('referralCode')}
              onChange={(event) =>
                details.setFieldValue('referralCode', event.currentTarget.value.toUpperCase().trimStart())
              }
            />
            <Button type="submit" fullWidth loading={checkingReferral}>
              Next
            </Button>
            <Text size="sm" ta="center">
              Already have an account?{' '}
              <Anchor component={Link} to="/" underline="always">
                Log in
              </Anchor>
            </Text>
          </Stack>
        </form>
      ) : actions ? (
        <actions.SignUpPasswordStep
          password={passwords.values.password}
          passwordProps={passwords.getInputProps('password')}
          confirmPasswordProps={passwords.getInputProps('confirmPassword')}
          submitting={passwords.submitting}
          failure={failure}
          onSubmit={submit}
          onBack={() => setStep(1)}
        />
      ) : null}
      {actions ? (
        <actions.OtpDialog
          opened={dialog !== null}
          title={dialogContact === 'phone' ? 'Verify your mobile number' : 'Verify your email'}
          description={
            dialogContact === 'phone'
              ? `Enter the 6-digit code sent by SMS to ${PHONE_PREFIX} ${details.values.phone}.`
              : `Enter the 6-digit code sent to ${details.values.email.trim()}.`
          }
          onVerify={async (code) => {
            const contact = dialogContact;
            verificationTokens.current[contact] = await actions.verifySignUpCode(
              contactValue(contact),
              OTP_TYPE[contact],
              code,
            );
          }}
          onVerified={() => {
            details.setFieldValue(dialogContact === 'phone' ? 'phoneVerified' : 'emailVerified', true);
            details.clearFieldError(dialogContact);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </AuthCard>
  );
}
