import { takeReturnPath } from '@app/kept-return-path';
import { getToken } from '@app/session';
import { NeverChargeNote } from '@app/ui/never-charge/never-charge-note';
import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { NotAuthenticated } from './onboarding-layout';

/** signed-out-and-onboarding.md §2 "Profile overview and completion". */
export const ONBOARDING_COMPLETED_TEXT = 'You have successfully completed the onboarding process.';

/**
 * /onboard-completed: the onboarding is done (the overview save signed the candidate in), and
 * Continue goes to /dashboard, or where the candidate was going when they signed up (a kept path). Without a stored token: the onboarding layout's red message, then `/`.
 */
export function OnboardCompletedScreen() {
  const navigate = useNavigate();
  const [hasToken] = useState(() => Boolean(getToken()));
  if (!hasToken) return <NotAuthenticated />;
  // where the candidate was going when they signed up (a job's apply step, issue 26), else /dashboard
  const continueTo = () => {
    const kept = takeReturnPath();
    return kept ? navigate({ href: kept, replace: true }) : navigate({ to: '/dashboard', replace: true });
  };
  return (
    <Container size="xs" py="xl" px="md">
      <Paper withBorder radius="md" p="lg">
        <Stack align="center" gap="md">
          <ThemeIcon size={64} radius="xl" color="teal.8" aria-hidden="true">
            <IconCheck size={40} stroke={3} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 28 }} ta="center">
            Congratulations!
          </Title>
          <Text ta="center" size="lg">
            {ONBOARDING_COMPLETED_TEXT}
          </Text>
          <Text ta="center" c="gray.7">
            Your profile is ready. Find and apply for RCM jobs that match it.
          </Text>
          <NeverChargeNote />
          <Button fullWidth onClick={() => void continueTo()}>
            Continue
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
