import type { ThreadMessage } from '@talent/shared';
import type { MessageRow } from './repositories/messages.js';

/** A message as both sides (and staff, through a report) read it. */
export const serializeMessage = (m: MessageRow): ThreadMessage => ({
  id: m.id,
  from: m.side,
  body: m.body,
  at: m.created_at,
  read_at: m.read_at,
  held: m.held,
});
