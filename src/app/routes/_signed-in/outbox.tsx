import { createFileRoute } from '@tanstack/react-router';
import { OutboxScreen } from '../../features/outbox/outbox-screen';

/** /outbox: what this phone still has to send (issue 9; beyond the spec's routes). */
export const Route = createFileRoute('/_signed-in/outbox')({
  component: OutboxScreen,
});
