import { FormAlert } from '@app/ui/form-alert';
import type { InputProps } from '@app/ui/use-schema-form';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useEffect, useRef } from 'react';
import { PasswordChecklist } from './password-checklist';

export interface SignUpPasswordStepProps {
  password: string;
  passwordProps: InputProps;
  confirmPasswordProps: InputProps;
  submitting: boolean;
  failure: string | null;
  onSubmit: (event?: FormEvent) => void;
  onBack: () => void;
}

/**
 * Step 2 of sign-up (password, its live checklist, confirmation). Fetched on the first Next of step 1,
 * not with the first paint; the password field gets focus each time the step opens.
 */
export function SignUpPasswordStep({
  password,
  passwordProps,
  confirmPasswordProps,
  submitting,
  failure,
  onSubmit,
  onBack,
}: SignUpPasswordStepProps) {
  const passwordRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => passwordRef.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <PasswordInput
          ref={passwordRef}
          label="Password"
          autoComplete="new-password"
          withAsterisk
          // The live checklist is the field's description, so screen readers hear it with the field.
          description={<PasswordChecklist password={password} />}
          descriptionProps={{ component: 'div' }}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...passwordProps}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          withAsterisk
          {...confirmPasswordProps}
        />
        <FormAlert message={failure} />
        <Group grow gap="sm">
          <Button variant="default" onClick={onBack} disabled={submitting}>
            Back
          </Button>
          <Button type="submit" loading={submitting}>
            Sign up
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
