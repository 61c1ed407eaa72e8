import {
  Anchor,
  Badge,
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import {
  NAME_MAX,
  type OtpType,
  PHONE_DIGITS,
  PHONE_PREFIX,
  REFERRAL_CODE_MAX,
} from '../../../contract/limits';
import { NETWORK_ERROR_MESSAGE } from '../../api/client';
import { FormAlert } from '../../ui/form-alert';
import { LazyOtpDialog } from '../../ui/lazy-otp-dialog';
import { notify } from '../../ui/notify';
import { useSchemaForm } from '../../ui/use-schema-form';
import { AuthCard } from './auth-card';
import { REFERRAL_ACTIVATED } from './auth-messages';
import { PasswordChecklist } from './password-checklist';
import { filterNameInput, filterPhoneInput } from './sign-up-inputs';
import type { SignUpDetailsValues, SignUpPasswordValues } from './sign-up-schema';

type Contact = 'phone' | 'email';

/** The calls (send and verify codes, referral, register), fetched when first needed, not with the first paint. */
const loadFlow = () => import('./sign-up-flow');
type SignUpFlow = Awaited<ReturnType<typeof loadFlow>>;
/** The rules (valibot), fetched on the first Next, Verify or Create, not with the first paint. */
const loadRules = () => import('./sign-up-schema');

// The badge beside a verified field is what sighted people see; screen readers hear this with the field.
const VERIFIED_DESCRIPTION = <VisuallyHidden>Verified</VisuallyHidden>;

const OTP_TYPE: Record<Contact, OtpType> = { phone: 'mobile_verification', email: 'email_verification' };

/** Sign-up (/register): step 1 details with verified phone and e-mail, step 2 password; then /acc-created. */
export function SignUpScreen() {
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [sending, setSending] = useState<Contact | null>(null);
  const [dialog, setDialog] = useState<Contact | null>(null);
  const [checkingReferral, setCheckingReferral] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // verify_otp's tokens, in memory only (never storage or route state), sent with register
  const verificationTokens = useRef<Record<Contact, string>>({ phone: '', email: '' });

  const networkFailure = () => setFailure(NETWORK_ERROR_MESSAGE);
  const details = useSchemaForm<SignUpDetailsValues>({
    initialValues: {
      firstName: '',
      lastName: '',
      phone: '',
      email: '',
      referralCode: '',
      phoneVerified: false,
      emailVerified: false,
    },
    schema: async () => (await loadRules()).signUpDetailsSchema,
    onError: networkFailure,
  });
  const passwords = useSchemaForm<SignUpPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    schema: async () => (await loadRules()).signUpPasswordSchema,
    onError: networkFailure,
  });

  const contactValue = (contact: Contact) =>
    contact === 'phone' ? details.values.phone.trim() : details.values.email.trim();

  /** The calls' module, or null after saying the network is needed (a first visit that lost it). */
  const flow = async (): Promise<SignUpFlow | null> => {
    try {
      return await loadFlow();
    } catch {
      setFailure(NETWORK_ERROR_MESSAGE);
      return null;
    }
  };

  const startVerification = async (contact: Contact) => {
    let rules: Awaited<ReturnType<typeof loadRules>>;
    try {
      rules = await loadRules();
    } catch {
      networkFailure();
      return;
    }
    const issue = rules.contactIssue(contact, details.values[contact]);
    if (issue) {
      details.setFieldError(contact, issue);
      return;
    }
    details.clearFieldError(contact);
    setSending(contact);
    const loaded = await flow();
    if (!loaded) {
      setSending(null);
      return;
    }
    const outcome = await loaded.sendSignUpCode(contactValue(contact), OTP_TYPE[contact]);
    setSending(null);
    if (outcome.ok) setDialog(contact);
    else details.setFieldError(contact, outcome.message);
  };

  const next = details.onSubmit(async (values) => {
    if (values.referralCode.trim()) {
      setCheckingReferral(true);
      const loaded = await flow();
      if (!loaded) {
        setCheckingReferral(false);
        return;
      }
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
    window.setTimeout(() => passwordRef.current?.focus(), 0);
  });

  const submit = passwords.onSubmit(async ({ password }) => {
    setFailure(null);
    const values = details.getValues();
    const loaded = await flow();
    if (!loaded) return;
    const outcome = await loaded.registerCandidate({
      ...values,
      password,
      phoneVerificationToken: verificationTokens.current.phone,
      emailVerificationToken: verificationTokens.current.email,
    });
    if (outcome.ok) {
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
    if (verified) {
      return (
        <Badge
          aria-hidden="true"
          tt="none"
          size="lg"
          color="teal.9"
          variant="filled"
          leftSection={<IconCheck size={12} aria-hidden="true" />}
        >
          Verified
        </Badge>
      );
    }
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
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
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
            </SimpleGrid>
            <TextInput
              label="Phone number"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              withAsterisk
              maxLength={PHONE_DIGITS}
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
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordInput
              ref={passwordRef}
              label="Password"
              autoComplete="new-password"
              withAsterisk
              // The live checklist is the field's description, so screen readers hear it with the field.
              description={<PasswordChecklist password={passwords.values.password} />}
              descriptionProps={{ component: 'div' }}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...passwords.getInputProps('password')}
            />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              withAsterisk
              {...passwords.getInputProps('confirmPassword')}
            />
            <FormAlert message={failure} />
            <Group grow gap="sm">
              <Button variant="default" onClick={() => setStep(1)} disabled={passwords.submitting}>
                Back
              </Button>
              <Button type="submit" loading={passwords.submitting}>
                Sign up
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <LazyOtpDialog
        opened={dialog !== null}
        title={dialogContact === 'phone' ? 'Verify your mobile number' : 'Verify your email'}
        description={
          dialogContact === 'phone'
            ? `Enter the 6-digit code sent by SMS to ${PHONE_PREFIX} ${details.values.phone}.`
            : `Enter the 6-digit code sent to ${details.values.email.trim()}.`
        }
        onVerify={async (code) => {
          const contact = dialogContact;
          const { verifySignUpCode } = await loadFlow();
          verificationTokens.current[contact] = await verifySignUpCode(
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
    </AuthCard>
  );
}
