import { type RefCallback, useCallback } from 'react';

/**
 * A position past any recording's end: setting it makes Chrome read a MediaRecorder WebM to its
 * end and learn its length (issue 36 §5).
 */
const PAST_THE_END = 1e101;

/**
 * The known Chrome fix for a recorded WebM (MediaRecorder writes no duration in its header):
 * its `duration` is Infinity, so the player shows 0:00 and its seek bar cannot move. Once the
 * metadata is read and the duration is not finite, the position is set past the end once; when
 * the browser then knows the duration (durationchange) the position goes back to the start, and
 * the player's own controls show the length and scrub. A recording with a known duration is left
 * alone. Returns the ref callback for the <audio> element.
 */
export function useSeekableRecording(): RefCallback<HTMLAudioElement> {
  return useCallback((audio: HTMLAudioElement | null) => {
    if (!audio) return;
    let forcing = false;
    const onMetadata = () => {
      if (Number.isFinite(audio.duration) || forcing) return;
      forcing = true;
      audio.currentTime = PAST_THE_END;
    };
    const onDuration = () => {
      if (!forcing || !Number.isFinite(audio.duration)) return;
      forcing = false;
      audio.currentTime = 0;
    };
    audio.addEventListener('loadedmetadata', onMetadata);
    audio.addEventListener('durationchange', onDuration);
    audio.addEventListener('timeupdate', onDuration);
    // metadata read before the ref was attached
    if (audio.readyState >= 1) onMetadata();
    return () => {
      audio.removeEventListener('loadedmetadata', onMetadata);
      audio.removeEventListener('durationchange', onDuration);
      audio.removeEventListener('timeupdate', onDuration);
    };
  }, []);
}
