import { ChatScreen } from '@app/features/chat/chat-screen';
import { createFileRoute } from '@tanstack/react-router';

/** /chat: the conversations; the opened one is `?c=<conversation_id>` (read by the screen). */
export const Route = createFileRoute('/_signed-in/chat')({
  component: ChatScreen,
});
