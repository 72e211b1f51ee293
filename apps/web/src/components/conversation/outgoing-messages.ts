import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { OUTGOING_MESSAGES_PREFIX } from '../../lib/token-storage';

/**
 * Messages written while the device is offline, kept on it (one key per person) until the connection is back, then
 * sent in the order written. A message the server refuses (a closed thread, the hourly limit) leaves the queue with
 * its reason, shown beside the thread; a message that still cannot reach the server stays for the next try.
 */
export interface OutgoingMessage {
  /** The device's own id of the message, until the server gives it one. */
  key: string;
  applicationId: number;
  body: string;
  writtenAt: string;
}

const listeners = new Set<() => void>();
/** The messages on their way now: a second flush (the connection back while one runs) does not send them twice. */
const sending = new Set<string>();
const emit = () => listeners.forEach((listener) => listener());
const storageKey = (owner: string) => OUTGOING_MESSAGES_PREFIX + owner;

function read(owner: string): OutgoingMessage[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey(owner)) ?? '[]');
    return Array.isArray(value) ? (value as OutgoingMessage[]) : [];
  } catch {
    return [];
  }
}

function write(owner: string, messages: OutgoingMessage[]) {
  try {
    if (messages.length === 0) localStorage.removeItem(storageKey(owner));
    else localStorage.setItem(storageKey(owner), JSON.stringify(messages));
  } catch {
    /* storage full or refused: the message stays in the form, which says it was not sent */
  }
  emit();
}

/** Keeps a message to send once online. */
export function keepToSend(owner: string, applicationId: number, body: string): void {
  const key = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  write(owner, [...read(owner), { key, applicationId, body, writtenAt: new Date().toISOString() }]);
}

/** Takes a message out of the queue: sent, or refused for good. */
export function forget(owner: string, key: string): void {
  write(
    owner,
    read(owner).filter((message) => message.key !== key),
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

/** The messages of one thread waiting on the device, in the order written. */
export function useWaitingMessages(owner: string | undefined, applicationId: number): OutgoingMessage[] {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => (owner ? (localStorage.getItem(storageKey(owner)) ?? '[]') : '[]'),
    () => '[]',
  );
  return (JSON.parse(snapshot) as OutgoingMessage[]).filter((m) => m.applicationId === applicationId);
}

/**
 * Sends a thread's waiting messages whenever the connection is (or comes) back: `send` posts one and resolves once
 * the server took it; it throws `StillOffline` when it could not reach the server, and anything else when the server
 * refused it (the message then leaves the queue, and `onRefused` says why).
 */
export function useSendWhenOnline(
  owner: string | undefined,
  waiting: OutgoingMessage[],
  send: (message: OutgoingMessage) => Promise<void>,
  onRefused: (message: OutgoingMessage, error: unknown) => void,
  isOffline: (error: unknown) => boolean,
) {
  const flush = useCallback(async () => {
    if (!owner || !navigator.onLine) return;
    for (const message of waiting) {
      if (sending.has(message.key)) return;
      sending.add(message.key);
      try {
        await send(message);
        forget(owner, message.key);
      } catch (error) {
        if (isOffline(error)) return;
        forget(owner, message.key);
        onRefused(message, error);
      } finally {
        sending.delete(message.key);
      }
    }
  }, [owner, waiting, send, onRefused, isOffline]);
  useEffect(() => {
    if (waiting.length > 0) void flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [flush, waiting.length]);
}
