import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBackCloses } from './back-closes';

function Dialog({ name, initiallyOpen = true }: { name: string; initiallyOpen?: boolean }) {
  const [opened, setOpened] = useState(initiallyOpen);
  useBackCloses(opened, () => setOpened(false));
  return (
    <div>
      <button type="button" onClick={() => setOpened(true)}>
        open {name}
      </button>
      <button type="button" onClick={() => setOpened(false)}>
        close {name}
      </button>
      {opened ? <p>{name} is open</p> : null}
    </div>
  );
}

/** Back, as the phone's button does; `until` is what the page shows once it was handled. */
async function back(until: () => void): Promise<void> {
  window.history.back();
  await vi.waitFor(until);
}

describe('useBackCloses (issue 22 B5)', () => {
  afterEach(cleanup);

  it('Back closes the open dialog and stays on the page; the next Back leaves it', async () => {
    window.history.pushState({ __TSR_key: 'list' }, '', '/jobpostings');
    window.history.pushState({ __TSR_key: 'job' }, '', '/jobpostings/7');
    const router = vi.fn();
    window.addEventListener('popstate', router);
    render(<Dialog name="apply" />);
    expect(screen.getByText('apply is open')).toBeTruthy();

    await back(() => expect(screen.queryByText('apply is open')).toBeNull());
    expect(window.location.pathname).toBe('/jobpostings/7');
    expect(router).not.toHaveBeenCalled(); // the router never saw the dialog's entry

    await back(() => expect(window.location.pathname).toBe('/jobpostings'));
    expect(router).toHaveBeenCalledTimes(1);
    window.removeEventListener('popstate', router);
  });

  it('a dialog closed by its own controls takes its entry off: Back then leaves the page', async () => {
    window.history.pushState({ __TSR_key: 'list' }, '', '/saved-jobs');
    window.history.pushState({ __TSR_key: 'job' }, '', '/jobpostings/9');
    render(<Dialog name="share" initiallyOpen={false} />);
    act(() => screen.getByRole('button', { name: 'open share' }).click());
    expect(window.history.state).toMatchObject({ __TSR_key: 'job', rcmDialog: expect.any(Number) });
    act(() => screen.getByRole('button', { name: 'close share' }).click());
    await vi.waitFor(() => expect(window.history.state).toEqual({ __TSR_key: 'job' }));
    await back(() => expect(window.location.pathname).toBe('/saved-jobs'));
  });

  it('two dialogs: Back closes the one on top first', async () => {
    window.history.pushState({ __TSR_key: 'settings' }, '', '/settings');
    render(
      <>
        <Dialog name="confirm" />
        <Dialog name="success" initiallyOpen={false} />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'open success' }).click());
    await back(() => expect(screen.queryByText('success is open')).toBeNull());
    expect(screen.getByText('confirm is open')).toBeTruthy();
    await back(() => expect(screen.queryByText('confirm is open')).toBeNull());
    expect(window.location.pathname).toBe('/settings');
  });

  it('a dialog closed by a navigation (its button goes to another page) does not undo it', async () => {
    window.history.pushState({ __TSR_key: 'job' }, '', '/jobpostings/19');
    function Outcome() {
      const [opened, setOpened] = useState(true);
      useBackCloses(opened, () => setOpened(false));
      return (
        <button
          type="button"
          onClick={() => {
            setOpened(false);
            // the router writes its navigation in a microtask
            queueMicrotask(() => window.history.pushState({ __TSR_key: 'list' }, '', '/jobpostings'));
          }}
        >
          View more jobs
        </button>
      );
    }
    render(<Outcome />);
    act(() => screen.getByRole('button', { name: 'View more jobs' }).click());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.location.pathname).toBe('/jobpostings');
    expect(window.history.state).toEqual({ __TSR_key: 'list' });
  });
});
