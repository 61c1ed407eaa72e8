import { saveRecruiterLogin } from '@app/session';
import { AuthCard } from '@app/ui/auth-card';
import { focusFirstInvalid } from '@app/ui/focus-first-invalid';
import { FormAlert } from '@app/ui/form-alert';
import { useScreenTitle } from '@app/ui/page-title';
import { NAME_MAX, OTP_LENGTH } from '@contract/limits';
import { passwordChecklist } from '@contract/password-rule';
import { type AcceptInvitePayload, acceptInvitePayloadSchema } from '@contract/recruiter/account';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { acceptInvite } from '../api/accept-invite';
import { recruiterFailureText } from '../shared/recruiter-failures';

export const JOIN_HEADING = 'Join your company';
const PASSWORD_HINT = `Must contain: ${passwordChecklist('')
  .map((requirement) => requirement.label.toLowerCase())
  .join(', ')}.`;

/**
 * /recruiter/join (issue 23): a colleague's invitation accepted: the e-mail it was sent to, its
 * code, first and last name and a password; then signed in as a recruiter of that company.
 */
export function JoinScreen() {
  useScreenTitle('/_signed-out/recruiter/join', JOIN_HEADING);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AcceptInvitePayload>({
    mode: 'controlled',
    initialValues: { email: '', code: '', first_name: '', last_name: '', password: '' },
    validate: schemaResolver(acceptInvitePayloadSchema, { sync: true }),
    clearInputErrorOnChange: true,
  });

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      try {
        const answer = await acceptInvite(v.parse(acceptInvitePayloadSchema, values));
        saveRecruiterLogin(answer.result);
        await navigate({ to: '/recruiter', replace: true });
      } catch (error) {
        setFailure(recruiterFailureText(error));
      }
    },
    () => void focusFirstInvalid(),
  );

  return (
    <AuthCard
      title={JOIN_HEADING}
      subtitle="Enter the code a colleague's invitation emailed you, then set up your account."
    >
      <form onSubmit={submit} noValidate aria-label={JOIN_HEADING}>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Invitation code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            withAsterisk
            {...form.getInputProps('code')}
          />
          <TextInput
            label="First name"
            autoComplete="given-name"
            maxLength={NAME_MAX}
            withAsterisk
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            maxLength={NAME_MAX}
            withAsterisk
            {...form.getInputProps('last_name')}
          />
          <PasswordInput
            label="Password"
            description={PASSWORD_HINT}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
            // Mantine's PasswordInput sets no aria-invalid of its own
            aria-invalid={form.errors.password ? true : undefined}
          />
          <FormAlert message={failure} />
          <Button type="submit" fullWidth loading={form.submitting}>
            Join
          </Button>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to="/recruiter/login" underline="always">
              Log in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
