import { createFileRoute } from '@tanstack/react-router';
import { ChatScreen } from '../../features/chat/chat-screen';

/** /chat: the conversations; the opened one is `?c=<conversation_id>` (read by the screen). */
export const Route = createFileRoute('/_signed-in/chat')({
  component: ChatScreen,
});
