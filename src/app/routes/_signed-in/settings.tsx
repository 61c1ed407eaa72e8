import { SettingsScreen } from '@app/features/settings/settings-screen';
import { createFileRoute } from '@tanstack/react-router';

/** /settings: Account settings (signed-in-area.md §2; issue 10). */
export const Route = createFileRoute('/_signed-in/settings')({
  component: SettingsScreen,
});
