import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPoint, IconX } from '@tabler/icons-react';
import { isStrongPassword, passwordChecklist, WEAK_PASSWORD_HEADING } from './sign-up-checks';

/** V8: the checklist's heading before anything is typed (neutral, not a warning). */
export const PASSWORD_MUST_CONTAIN = 'Your password must contain:';

/**
 * The live checklist under the new password: each requirement ticks as it is met. Before
 * anything is typed it is neutral (no warning, no requirement marked as failed).
 */
export function PasswordChecklist({ password }: { password: string }) {
  const strong = isStrongPassword(password);
  const typed = password !== '';
  let heading = PASSWORD_MUST_CONTAIN;
  if (typed) heading = strong ? 'Strong password' : WEAK_PASSWORD_HEADING;
  let headingColor = 'dark.7';
  if (typed) headingColor = strong ? 'teal.9' : 'var(--mantine-color-error)';
  return (
    <div style={{ marginTop: 8 }}>
      <Text size="sm" fw={600} c={headingColor} aria-live="polite">
        {heading}
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
                {requirement.met ? <IconCheck size={12} stroke={3} /> : null}
                {!requirement.met && typed ? <IconX size={12} stroke={3} /> : null}
                {!requirement.met && !typed ? <IconPoint size={12} stroke={3} /> : null}
              </ThemeIcon>
            }
          >
            <Text size="sm" c={requirement.met ? 'teal.9' : 'gray.8'} span>
              {requirement.label}
              {typed ? (
                <VisuallyHidden component="span">{requirement.met ? ' (met)' : ' (not met)'}</VisuallyHidden>
              ) : null}
            </Text>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
