import { AuthCard } from '@app/ui/auth-card';
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';

/** The reset's success view with Login: fetched with the submit, not with the form's first paint. */
export default function ResetPasswordDone({ loginPath = '/' }: { loginPath?: '/' | '/recruiter/login' }) {
  const navigate = useNavigate();
  return (
    <AuthCard title="Password reset">
      <Stack align="center" gap="md" role="status">
        <ThemeIcon size={64} radius="xl" color="teal.8" aria-hidden="true">
          <IconCheck size={40} stroke={3} />
        </ThemeIcon>
        <Text ta="center">Your password has been reset. Log in with your new password.</Text>
        <Button
          fullWidth
          onClick={() => void navigate({ to: loginPath, replace: true })}
          data-autofocus
          autoFocus
        >
          Login
        </Button>
      </Stack>
    </AuthCard>
  );
}
