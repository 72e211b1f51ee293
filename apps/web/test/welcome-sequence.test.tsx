import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { WELCOME_ANIMATION } from '@talent/shared';
import { useWelcomeSequence } from '../src/features/demo-welcome/use-welcome-sequence';

const { letterMs, pauseMs, endHoldMs } = WELCOME_ANIMATION;

describe('the welcome animation timeline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('writes a letter every 200 ms, pauses 1500 ms between the lines and holds the end 2000 ms', () => {
    const onLetter = vi.fn();
    const onWritten = vi.fn();
    const onEnd = vi.fn();
    const { result } = renderHook(() => useWelcomeSequence());
    act(() => result.current.play(['Welcome', 'Amani'], false, { onLetter, onWritten, onEnd }));
    expect(result.current.sequence).toEqual({ phase: 'typing', shown: [0, 0] });

    act(() => vi.advanceTimersByTime(letterMs - 1));
    expect(result.current.sequence.shown).toEqual([0, 0]);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.sequence.shown).toEqual([1, 0]);
    act(() => vi.advanceTimersByTime(6 * letterMs));
    expect(result.current.sequence.shown).toEqual([7, 0]);

    act(() => vi.advanceTimersByTime(pauseMs + letterMs - 1));
    expect(result.current.sequence.shown).toEqual([7, 0]);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.sequence.shown).toEqual([7, 1]);
    act(() => vi.advanceTimersByTime(4 * letterMs));
    expect(result.current.sequence.shown).toEqual([7, 5]);
    expect(onLetter).toHaveBeenCalledTimes(12);
    expect(onWritten).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(endHoldMs - 1));
    expect(result.current.sequence.phase).toBe('typing');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.sequence.phase).toBe('done');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('shows everything at once for reduced motion, then holds it', () => {
    const { result } = renderHook(() => useWelcomeSequence());
    act(() => result.current.play(['Bienvenue', 'Grâce'], true));
    expect(result.current.sequence).toEqual({ phase: 'typing', shown: [9, 5] });
    act(() => vi.advanceTimersByTime(endHoldMs));
    expect(result.current.sequence.phase).toBe('done');
  });

  it('stops when reset', () => {
    const { result } = renderHook(() => useWelcomeSequence());
    act(() => result.current.play(['Welcome', 'Amani'], false));
    act(() => vi.advanceTimersByTime(3 * letterMs));
    act(() => result.current.reset());
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.sequence).toEqual({ phase: 'idle', shown: [0, 0] });
  });
});
