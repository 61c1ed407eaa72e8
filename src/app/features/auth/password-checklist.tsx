import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { isStrongPassword, passwordChecklist, WEAK_PASSWORD_HEADING } from './sign-up-checks';

/** The live checklist under the new password: each requirement ticks as it is met. */
export function PasswordChecklist({ password }: { password: string }) {
  const strong = isStrongPassword(password);
  return (
    <div style={{ marginTop: 8 }}>
      <Text size="sm" fw={600} c={strong ? 'teal.9' : 'var(--mantine-color-error)'} aria-live="polite">
        {strong ? 'Strong password' : WEAK_PASSWORD_HEADING}
      </Text>
      <List spacing={4} size="sm" mt={4} center>
        {passwordChecklist(password).map((requirement) => (
          <List.Item
            key={requirement.label}
            icon={
              <ThemeIcon
                size={18}
                radius="xl"
                color={requirement.met ? 'teal.8' : 'gray.6'}
                aria-hidden="true"
              >
                {requirement.met ? <IconCheck size={12} stroke={3} /> : <IconX size={12} stroke={3} />}
              </ThemeIcon>
            }
          >
            <Text size="sm" c={requirement.met ? 'teal.9' : 'gray.8'} span>
              {requirement.label}
              <VisuallyHidden component="span">{requirement.met ? ' (met)' : ' (not met)'}</VisuallyHidden>
            </Text>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
