import { Container } from '@mantine/core';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useRef } from 'react';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';

/** The opened conversation's id from `?c=<id>`; null for the list (or an id that is not one). */
export function openedConversation(search: unknown): number | null {
  const raw = (search as { c?: unknown } | null)?.c;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /chat (issue 24): the candidate's conversations with recruiters, and the opened one as
 * `?c=<conversation_id>` (read here, not by the route: the route stays as small as it was).
 */
export function ChatScreen() {
  const conversationId = useRouterState({ select: (state) => openedConversation(state.location.search) });
  const navigate = useNavigate();
  // opened from the list (or back to it) on this screen: the new view takes the focus; the first
  // one shown does not (the page's own rule: the first screen keeps the focus where it is)
  const moves = useRef({ first: conversationId, moved: false });
  if (conversationId !== moves.current.first) moves.current.moved = true;
  const takeFocus = moves.current.moved;
  const open = (id: number | null) =>
    void navigate({ to: '/chat', search: (id === null ? {} : { c: id }) as never });
  return (
    <Container size="sm" py="lg" px={{ base: 'sm', sm: 'md' }}>
      {conversationId === null ? (
        <ConversationList onOpen={open} takeFocus={takeFocus} />
      ) : (
        <ConversationView
          key={conversationId}
          conversationId={conversationId}
          onBack={() => open(null)}
          takeFocus={takeFocus}
        />
      )}
    </Container>
  );
}
