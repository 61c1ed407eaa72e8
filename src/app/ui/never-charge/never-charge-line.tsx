import { NEVER_CHARGE_TITLE } from '@contract/safety-texts';
import { Button, Group, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { NeverChargeNote } from './never-charge-note';

/**
 * The promise in a line (issue 37 §2: a conversation's header): "We never charge candidates." with
 * Read more, which shows the whole promise and what to do below it.
 */
export function NeverChargeLine() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <Group gap={6} wrap="wrap">
        <Text size="xs" fw={600} c="teal.9">
          {NEVER_CHARGE_TITLE}.
        </Text>
        <Button
          variant="subtle"
          size="compact-xs"
          color="dark"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? 'Show less' : 'Read more'}
        </Button>
      </Group>
      <div id={id}>{open ? <NeverChargeNote headingOrder={3} /> : null}</div>
    </div>
  );
}
