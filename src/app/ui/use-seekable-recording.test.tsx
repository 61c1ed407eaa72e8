import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSeekableRecording } from './use-seekable-recording';

/** A fake media element: its duration (Infinity as a recorded WebM's) and its position, by element. */
const fake = new WeakMap<HTMLMediaElement, { duration: number; currentTime: number; seeks: number[] }>();
const state = (element: HTMLMediaElement) => {
  let found = fake.get(element);
  if (!found) {
    found = { duration: Number.POSITIVE_INFINITY, currentTime: 0, seeks: [] };
    fake.set(element, found);
  }
  return found;
};
const saved = {
  duration: Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'duration'),
  currentTime: Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'currentTime'),
};

beforeEach(() => {
  Object.defineProperty(HTMLMediaElement.prototype, 'duration', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return state(this).duration;
    },
  });
  Object.defineProperty(HTMLMediaElement.prototype, 'currentTime', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return state(this).currentTime;
    },
    set(this: HTMLMediaElement, value: number) {
      state(this).currentTime = value;
      state(this).seeks.push(value);
    },
  });
});

afterEach(() => {
  cleanup();
  if (saved.duration) Object.defineProperty(HTMLMediaElement.prototype, 'duration', saved.duration);
  if (saved.currentTime) Object.defineProperty(HTMLMediaElement.prototype, 'currentTime', saved.currentTime);
});

function Player() {
  const seekable = useSeekableRecording();
  // biome-ignore lint/a11y/useMediaCaption: a test player
  return <audio ref={seekable} controls aria-label="Recording" />;
}

describe('a recorded WebM becomes seekable (issue 36 §5)', () => {
  it('duration Infinity: the position goes past the end once, then back to 0 when the length is known', () => {
    render(<Player />);
    const audio = screen.getByLabelText('Recording') as HTMLAudioElement;
    fireEvent(audio, new Event('loadedmetadata'));
    expect(state(audio).seeks).toEqual([1e101]);
    // the browser read to the end: it knows the length now
    state(audio).duration = 102.4;
    fireEvent(audio, new Event('durationchange'));
    expect(audio.currentTime).toBe(0);
    expect(audio.duration).toBe(102.4);
    // once only: later metadata or time updates leave the position alone
    fireEvent(audio, new Event('loadedmetadata'));
    fireEvent(audio, new Event('timeupdate'));
    expect(state(audio).seeks).toEqual([1e101, 0]);
  });

  it('a recording whose length is known is left alone', () => {
    render(<Player />);
    const audio = screen.getByLabelText('Recording') as HTMLAudioElement;
    state(audio).duration = 7;
    fireEvent(audio, new Event('loadedmetadata'));
    fireEvent(audio, new Event('durationchange'));
    expect(state(audio).seeks).toEqual([]);
  });
});
