import { AuthCard } from '@app/ui/auth-card';
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';

/** Account created (/acc-created): greets the new candidate by first name and starts onboarding. */
export function AccountCreatedScreen() {
  const navigate = useNavigate();
  const firstName = useRouterState({ select: (s) => s.location.state.firstName })?.trim();
  return (
    <AuthCard title="Complete your Onboarding Now!">
      <Stack align="center" gap="md">
        <ThemeIcon size={64} radius="xl" color="teal.8" aria-hidden="true">
          <IconCheck size={40} stroke={3} />
        </ThemeIcon>
        <Text ta="center" fw={600} size="lg">
          {firstName ? `Welcome, ${firstName}! Your account is ready.` : 'Your account is ready.'}
        </Text>
        <Text ta="center" c="gray.7">
          Tell us about your experience and the work you are looking for, so we can show you the right RCM
          jobs.
        </Text>
        <Button fullWidth onClick={() => void navigate({ to: '/onboarding' })}>
          Get Started
        </Button>
      </Stack>
    </AuthCard>
  );
}
