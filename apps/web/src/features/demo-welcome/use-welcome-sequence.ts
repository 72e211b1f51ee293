import { useCallback, useEffect, useRef, useState } from 'react';
import { WELCOME_ANIMATION } from '@talent/shared';

export type Phase = 'idle' | 'typing' | 'done';

export interface Sequence {
  phase: Phase;
  /** How many letters of each line are showing. */
  shown: [number, number];
}

interface Callbacks {
  onLetter?: () => void;
  /** The whole text is showing; the end hold begins. */
  onWritten?: () => void;
  onEnd?: () => void;
}

const { letterMs, pauseMs, endHoldMs } = WELCOME_ANIMATION;

/**
 * The welcome's timeline (WELCOME_ANIMATION): the first line letter by letter, every 200 ms; a 1500 ms pause;
 * the second line the same way; the finished text held for 2000 ms. With `instant` (reduced motion) both
 * lines show at once and are held for the same time.
 */
export function useWelcomeSequence() {
  const [sequence, setSequence] = useState<Sequence>({ phase: 'idle', shown: [0, 0] });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const stop = useCallback(() => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  }, []);
  useEffect(() => stop, [stop]);

  const play = useCallback(
    (lines: [string, string], instant: boolean, { onLetter, onWritten, onEnd }: Callbacks = {}) => {
      stop();
      const at = (ms: number, fn: () => void) => timers.current.push(setTimeout(fn, ms));
      const [first, second] = lines.map((line) => Array.from(line).length) as [number, number];
      if (instant) {
        setSequence({ phase: 'typing', shown: [first, second] });
        onWritten?.();
        at(endHoldMs, () => {
          setSequence({ phase: 'done', shown: [first, second] });
          onEnd?.();
        });
        return;
      }
      setSequence({ phase: 'typing', shown: [0, 0] });
      for (let i = 1; i <= first; i++) {
        at(i * letterMs, () => {
          setSequence({ phase: 'typing', shown: [i, 0] });
          onLetter?.();
        });
      }
      const secondStarts = first * letterMs + pauseMs;
      for (let i = 1; i <= second; i++) {
        at(secondStarts + i * letterMs, () => {
          setSequence({ phase: 'typing', shown: [first, i] });
          onLetter?.();
        });
      }
      const written = secondStarts + second * letterMs;
      at(written, () => onWritten?.());
      at(written + endHoldMs, () => {
        setSequence({ phase: 'done', shown: [first, second] });
        onEnd?.();
      });
    },
    [stop],
  );

  const reset = useCallback(() => {
    stop();
    setSequence({ phase: 'idle', shown: [0, 0] });
  }, [stop]);

  return { sequence, play, reset };
}
