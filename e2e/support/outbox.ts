import type { APIRequestContext } from '@playwright/test';
import { staffAccessToken } from './accounts';

interface OutboxMessage {
  recipient: string;
  kind: string;
  subject: string;
  text_body: string;
}

/**
 * The newest message of a kind written to an address, read as staff from the outbox: the journeys' server has no
 * SMTP_URL, so every message waits there. Polls a little, as some messages are written just after the answer.
 */
export async function latestMail(request: APIRequestContext, recipient: string, kind: string): Promise<OutboxMessage> {
  let access = await staffAccessToken(request);
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await request.get('/api/admin/outbox/?page_size=100', {
      headers: { authorization: `Bearer ${access}` },
    });
    if (res.status() === 401) {
      access = await staffAccessToken(request, true);
      continue;
    }
    const found = ((await res.json()) as OutboxMessage[]).find((m) => m.recipient === recipient && m.kind === kind);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${kind} mail to ${recipient} in the outbox`);
}

/** The first address of the site in a message's text. */
export function linkIn(message: OutboxMessage, pathPrefix: string): string {
  const url = new RegExp(`https?://[^\\s]+${pathPrefix.replace(/[/]/g, '\\/')}[^\\s]*`).exec(message.text_body)?.[0];
  if (!url) throw new Error(`no ${pathPrefix} link in "${message.subject}"`);
  const { pathname, search, hash } = new URL(url);
  return `${pathname}${search}${hash}`;
}
