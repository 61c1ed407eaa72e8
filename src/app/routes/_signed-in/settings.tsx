import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../../features/settings/settings-screen';

/** /settings: Account settings (signed-in-area.md §2; issue 10). */
export const Route = createFileRoute('/_signed-in/settings')({
  component: SettingsScreen,
});
