import {
  AUDIO_BITS_PER_SECOND,
  AUDIO_MAX_BYTES,
  AUDIO_MIME_TYPE,
  recordingLengthText,
} from '@contract/assessment';
import { useCallback, useEffect, useRef, useState } from 'react';
import { keepRecordingLength } from './assessment-answers';
import {
  ALLOW_MICROPHONE,
  CANNOT_RECORD,
  RECORDING_FAILED,
  RECORDING_STARTED,
  RECORDING_TOO_LONG,
  recordingStopped,
} from './assessment-texts';

/** webm (Opus) as §9 asks; plain 'audio/webm' where the codec cannot be named; null: cannot record webm. */
export function recordingMimeType(): string | null {
  if (typeof MediaRecorder === 'undefined') return null;
  if (typeof MediaRecorder.isTypeSupported !== 'function') return AUDIO_MIME_TYPE;
  if (MediaRecorder.isTypeSupported(AUDIO_MIME_TYPE)) return AUDIO_MIME_TYPE;
  if (MediaRecorder.isTypeSupported('audio/webm')) return 'audio/webm';
  return null;
}

/** Whether this browser can record an answer (MediaRecorder with webm, and getUserMedia). */
export function canRecord(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    recordingMimeType() !== null
  );
}

/** Elapsed time as m:ss. */
export function formatElapsed(ms: number): string {
  return recordingLengthText(ms / 1000);
}

export type RecorderPhase = 'idle' | 'starting' | 'recording';

export interface Recorder {
  phase: RecorderPhase;
  elapsedMs: number;
  /** why the last try failed, in plain words */
  error: string | null;
  /** what a screen reader is told: the recording started, or stopped and its length ('' before) */
  announcement: string;
  start: () => Promise<void>;
  stop: () => void;
}

function isPermissionRefusal(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError';
}

/**
 * One microphone recording at a time: Record asks for the microphone and records webm/Opus at
 * AUDIO_BITS_PER_SECOND, Stop hands the finished Blob to `onRecorded`. The elapsed time ticks
 * while recording. Leaving the screen stops the microphone.
 */
export function useRecorder(onRecorded: (blob: Blob) => void): Recorder {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<number | null>(null);
  const onRecordedRef = useRef(onRecorded);
  onRecordedRef.current = onRecorded;
  const mountedRef = useRef(true);

  const release = useCallback(() => {
    if (timerRef.current !== null) window.clearInterval(timerRef.current);
    timerRef.current = null;
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    recorderRef.current = null;
  }, []);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') {
        recorder.onstop = null;
        recorder.stop();
      }
      release();
    };
  }, [release]);

  const open = useCallback(async () => {
    setError(null);
    const mimeType = recordingMimeType();
    if (!mimeType || typeof navigator.mediaDevices?.getUserMedia !== 'function') {
      setError(CANNOT_RECORD);
      return;
    }
    setPhase('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (failure) {
      console.error('The microphone could not be opened', failure);
      if (!mountedRef.current) return;
      setPhase('idle');
      setError(isPermissionRefusal(failure) ? ALLOW_MICROPHONE : RECORDING_FAILED);
      return;
    }
    if (!mountedRef.current) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, { mimeType, audioBitsPerSecond: AUDIO_BITS_PER_SECOND });
    } catch (failure) {
      console.error('The recorder could not start', failure);
      for (const track of stream.getTracks()) track.stop();
      setPhase('idle');
      setError(CANNOT_RECORD);
      return;
    }
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      release();
      setPhase('idle');
      const blob = new Blob(chunks, { type: recorder.mimeType || mimeType });
      if (blob.size === 0) setError(RECORDING_FAILED);
      else if (blob.size > AUDIO_MAX_BYTES) setError(RECORDING_TOO_LONG);
      else {
        const length = Date.now() - startedAt;
        keepRecordingLength(blob, length);
        setAnnouncement(recordingStopped(formatElapsed(length)));
        onRecordedRef.current(blob);
      }
    };
    recorderRef.current = recorder;
    streamRef.current = stream;
    const startedAt = Date.now();
    setElapsedMs(0);
    timerRef.current = window.setInterval(() => setElapsedMs(Date.now() - startedAt), 250);
    recorder.start(1000);
    setPhase('recording');
    setAnnouncement(RECORDING_STARTED);
  }, [release]);

  const startingRef = useRef(false);

  const start = useCallback(async () => {
    if (recorderRef.current || startingRef.current) return;
    startingRef.current = true;
    try {
      await open();
    } finally {
      startingRef.current = false;
    }
  }, [open]);

  const stop = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  return { phase, elapsedMs, error, announcement, start, stop };
}
