import type { ThreadMessage } from '@talent/shared';
import type { MessageRow } from './repositories/messages.js';

/**
 * A message as both sides (and staff, through a report) read it; `employerSuspended` marks the employer's messages of
 * an employer staff suspended.
 */
export const serializeMessage = (m: MessageRow, employerSuspended = false): ThreadMessage => ({
  id: m.id,
  from: m.side,
  body: m.body,
  at: m.created_at,
  read_at: m.read_at,
  held: m.held,
  writer_suspended: employerSuspended && m.side === 'employer',
});
