import {
  CYBER_HELPLINE,
  CYBERCRIME_URL,
  NEVER_CHARGE_SHORT,
  NEVER_CHARGE_STEPS,
  NEVER_CHARGE_TITLE,
} from '@contract/safety-texts';
import { List, Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';

/**
 * "We never charge candidates" (issue 37 §2), whole: the promise and what to do (do not pay,
 * report it in the app, and if money was lost call 1930 or report at cybercrime.gov.in). Shown on
 * the job detail (loaded once the screen is idle), the first-run screen and behind a
 * conversation's Read more. `headingOrder`: the level of its heading in the screen it sits in.
 */
export function NeverChargeNote({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id} bg="teal.0">
      <Title order={headingOrder} size="h5" id={id}>
        {NEVER_CHARGE_TITLE}
      </Title>
      <Text size="sm" mt={4}>
        {NEVER_CHARGE_SHORT}
      </Text>
      <List size="sm" mt={6} spacing={2}>
        {NEVER_CHARGE_STEPS.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
      <Text size="sm" mt={6}>
        <a href={`tel:${CYBER_HELPLINE}`}>Call {CYBER_HELPLINE}</a>
        {' · '}
        <a href={CYBERCRIME_URL} target="_blank" rel="noreferrer">
          cybercrime.gov.in
        </a>
      </Text>
    </Paper>
  );
}
