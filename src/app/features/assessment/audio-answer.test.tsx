import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioAnswer } from './audio-answer';

/** A MediaRecorder that hands over one chunk when stopped. */
class FakeRecorder {
  static isTypeSupported = (type: string) => type === 'audio/webm';
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'audio/webm';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['sound'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

function Answer() {
  const [recording, setRecording] = useState<Blob>();
  return (
    <MantineProvider>
      <span id="q-label">Tell us about yourself</span>
      <AudioAnswer value="" recording={recording} onRecorded={setRecording} labelId="q-label" />
    </MantineProvider>
  );
}

let now = 1_000_000;
beforeEach(() => {
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia: async () => ({ getTracks: () => [{ stop() {} }] }) },
    configurable: true,
  });
  URL.createObjectURL = vi.fn(() => 'blob:local-recording');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('AudioAnswer: the recorder says what it does (issue 35 N7)', () => {
  it('announces the start and the stop with the length, and shows the length with the recording', async () => {
    render(<Answer />);
    const said = screen.getByTestId('recorder-announcement');
    expect(said.getAttribute('aria-live')).toBe('polite');
    expect(said.textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    const stop = await screen.findByRole('button', { name: 'Stop' });
    expect(said.textContent).toBe('Recording started');

    now += 12_400;
    await act(async () => fireEvent.click(stop));
    expect(said.textContent).toBe('Recording stopped. Length 0:12');
    expect(screen.getByText('Length 0:12')).toBeTruthy();
    expect(screen.getByLabelText('Your recording, 0:12').tagName).toBe('AUDIO');
  });
});
