import { useEffect } from 'react';
import { MESSAGE_BANNER_MS } from '@talent/shared';

export interface BannerMessage {
  kind: 'success' | 'error' | 'info';
  text: string;
}

/**
 * A message banner that disappears after 5 seconds, long enough to be read, then out of the way. Success is
 * announced politely, errors assertively.
 */
export function Banner({
  message,
  onDone,
  durationMs = MESSAGE_BANNER_MS,
}: {
  message: BannerMessage | null;
  onDone: () => void;
  durationMs?: number;
}) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onDone, durationMs);
    return () => clearTimeout(timer);
  }, [message, onDone, durationMs]);
  return (
    <div
      role={message?.kind === 'error' ? 'alert' : 'status'}
      aria-live={message?.kind === 'error' ? 'assertive' : 'polite'}
    >
      {message && <p className={`banner banner--${message.kind}`}>{message.text}</p>}
    </div>
  );
}
