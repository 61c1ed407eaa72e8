import { AuthCard } from '@app/ui/auth-card';
import { LazySuccessModal } from '@app/ui/lazy-success-modal';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';

/**
 * Create password (/create-password). The spec describes a leftover placeholder: the fields are not
 * bound to anything and submitting only shows a success modal. Nothing is sent or stored here;
 * real password creation happens in step 2 of sign-up and in the reset flow.
 */
export function CreatePasswordScreen() {
  const [done, setDone] = useState(false);
  return (
    <AuthCard title="Create password">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setDone(true);
        }}
      >
        <Stack gap="md">
          <PasswordInput label="New password" autoComplete="new-password" />
          <PasswordInput label="Confirm password" autoComplete="new-password" />
          <Button type="submit" fullWidth>
            Submit
          </Button>
        </Stack>
      </form>
      <LazySuccessModal opened={done} title="Success" actionLabel="OK" onDone={() => setDone(false)} />
    </AuthCard>
  );
}
