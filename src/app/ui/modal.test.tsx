import { Button, createTheme, Modal as MantineModal, MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Drawer, Modal } from './modal';

const theme = createTheme({
  components: { Modal: MantineModal.extend({ defaultProps: { transitionProps: { duration: 0 } } }) },
});

function Screen({ kind }: { kind: 'modal' | 'drawer' }) {
  const [opened, setOpened] = useState(false);
  const Dialog = kind === 'modal' ? Modal : Drawer;
  return (
    <>
      <Button onClick={() => setOpened(true)}>Open it</Button>
      <Dialog
        opened={opened}
        onClose={() => setOpened(false)}
        title="The dialog"
        transitionProps={{ duration: 0 }}
      >
        <Button onClick={() => setOpened(false)}>Close it</Button>
      </Dialog>
    </>
  );
}

const portals = () => document.body.querySelectorAll('[data-portal]').length;

describe('the app’s Modal and Drawer (ui/modal.tsx)', () => {
  afterEach(() => {
    cleanup();
    // what an earlier test's portals left in <body>
    for (const node of document.body.querySelectorAll('[data-portal]')) node.remove();
  });

  for (const kind of ['modal', 'drawer'] as const) {
    it(`${kind}: nothing is mounted while it has never been opened (no portal in <body>)`, () => {
      render(
        <MantineProvider theme={theme}>
          <Screen kind={kind} />
        </MantineProvider>,
      );
      expect(screen.getByRole('button', { name: 'Open it' })).toBeTruthy();
      expect(portals()).toBe(0);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it(`${kind}: opens on the first try, and closing gives focus back to the button that opened it`, async () => {
      render(
        <MantineProvider theme={theme}>
          <Screen kind={kind} />
        </MantineProvider>,
      );
      const opener = screen.getByRole('button', { name: 'Open it' });
      opener.focus();
      fireEvent.click(opener);
      expect(await screen.findByRole('dialog', { name: 'The dialog' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Close it' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener));
    });
  }

  it('a dialog open from the start is shown at once', () => {
    render(
      <MantineProvider theme={theme}>
        <Modal opened onClose={() => undefined} title="Open already" transitionProps={{ duration: 0 }}>
          text
        </Modal>
      </MantineProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Open already' })).toBeTruthy();
  });
});
