import { OutboxScreen } from '@app/features/outbox/outbox-screen';
import { createFileRoute } from '@tanstack/react-router';

/** /outbox: what this phone still has to send (issue 9; beyond the spec's routes). */
export const Route = createFileRoute('/_signed-in/outbox')({
  component: OutboxScreen,
});
