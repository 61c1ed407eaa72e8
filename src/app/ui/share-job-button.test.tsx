import { createTheme, MantineProvider, Menu, Modal } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShareJobButton } from './share-job-button';

const success = vi.fn();
vi.mock('./notify', () => ({ notify: { success: (...args: unknown[]) => success(...args) } }));

// No open/close animation, so what a menu or a modal shows is in the DOM at once.
const theme = createTheme({
  components: {
    Modal: Modal.extend({ defaultProps: { transitionProps: { duration: 0 } } }),
    Menu: Menu.extend({ defaultProps: { transitionProps: { duration: 0 } } }),
  },
});

const job = { id: 42, job_title: 'Medical Coder', company_name: 'R1 RCM', location: 'Chennai' };
const link = `${window.location.origin}/jobs/42`;

function setNavigator(name: 'share' | 'canShare' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

/** The setup's matchMedia stub (tests/vitest-app-setup.ts), answering `matches` to every query. */
const stub = window.matchMedia;
function phoneScreen(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...stub(query), matches }));
}

const renderButton = (variant?: 'icon' | 'button') =>
  render(
    <MantineProvider theme={theme}>
      <ShareJobButton job={job} variant={variant} />
    </MantineProvider>,
  );

describe('ShareJobButton', () => {
  beforeEach(() => {
    success.mockClear();
    phoneScreen(false);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    for (const name of ['share', 'canShare', 'clipboard'] as const) setNavigator(name, undefined);
  });

  it('is a button named with the job’s title', () => {
    renderButton();
    expect(screen.getByRole('button', { name: 'Share Medical Coder' })).toBeTruthy();
  });

  it('opens the share sheet with the job’s title, words and link where the browser has one', async () => {
    const share = vi.fn(async () => {});
    setNavigator('share', share);
    renderButton('button');
    fireEvent.click(screen.getByRole('button', { name: 'Share Medical Coder' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Medical Coder',
      text: 'Medical Coder at R1 RCM, Chennai',
      url: link,
    });
    await act(async () => {});
    expect(screen.queryByRole('menuitem', { name: 'Copy link' })).toBeNull();
  });

  it('offers the menu when the share sheet refuses', async () => {
    setNavigator('share', () => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' })));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Share Medical Coder' }));
    expect(await screen.findByRole('menuitem', { name: 'Copy link' })).toBeTruthy();
  });

  it('without a share sheet, copies the link and says Link copied', async () => {
    const writeText = vi.fn(async () => {});
    setNavigator('clipboard', { writeText });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Share Medical Coder' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Link copied', expect.anything()));
    expect(writeText).toHaveBeenCalledWith(link);
    // a desktop screen: no WhatsApp
    expect(screen.queryByRole('menuitem', { name: 'WhatsApp' })).toBeNull();
  });

  it('shows the link to select when the clipboard is refused', async () => {
    setNavigator('clipboard', { writeText: () => Promise.reject(new Error('denied')) });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Share Medical Coder' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy this link' });
    expect((screen.getByLabelText('Link to this job') as HTMLInputElement).value).toBe(link);
    expect(dialog.textContent).toContain('Select it and copy it yourself');
    expect(success).not.toHaveBeenCalled();
  });

  it('on a phone, offers WhatsApp with the words and the link', async () => {
    phoneScreen(true);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Share Medical Coder' }));
    const whatsApp = await screen.findByRole('menuitem', { name: 'WhatsApp' });
    const href = whatsApp.getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toBe(`Medical Coder at R1 RCM, Chennai\n${link}`);
    expect(whatsApp.getAttribute('rel')).toContain('noopener');
  });
});
