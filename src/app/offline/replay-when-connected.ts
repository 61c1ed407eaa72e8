import { SW_MESSAGES } from '@contract/page-worker';
import { useEffect, useRef } from 'react';
import { useEventStreamState } from '../api/event-stream';
import { tellWorker } from './outbox';

/**
 * An open conversation (both roles) has the service worker send what it keeps as soon as the
 * tab's event stream is back after being down: the server answers again, whether or not the
 * browser fired `online` (a network that came back without the phone noticing it was gone), so a
 * reply written offline goes within seconds, the conversation untouched. The page's `online`
 * event (register-sw.ts) and the worker's `sync` replay it too; the worker sends each write once.
 */
export function useReplayWhenConnected(): void {
  const state = useEventStreamState();
  const before = useRef(state);
  useEffect(() => {
    const was = before.current;
    before.current = state;
    if (was === 'down' && state === 'open') void tellWorker({ type: SW_MESSAGES.replay });
  }, [state]);
}
