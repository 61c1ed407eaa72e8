import { createFileRoute } from '@tanstack/react-router';
import { redirectUnknownPath } from '../route-guards';

/** Any path of neither set: redirect to / (signed out) or /dashboard (signed in). */
export const Route = createFileRoute('/$')({
  beforeLoad: redirectUnknownPath,
});
