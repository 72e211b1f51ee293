import type { FastifyRequest } from 'fastify';
import type { DeviceKind } from '@talent/shared';

/**
 * The kind of device a session began on, from its User-Agent: what a person recognises in their sign-in history
 * ("a phone", "a computer"). Only the kind is kept, never the User-Agent itself, which says much more (the model,
 * the versions) and would help to single a person out.
 *
 * A few rules rather than a parser: the kind is all that is kept, and browsers say it in these words.
 * - Tablets first: an iPad, Android without "Mobile" (Android tablets' browsers leave it out, phones' put it in),
 *   and the tablets that name themselves (Kindle, Silk, PlayBook, "Tablet").
 * - Phones: "Mobi" (every mobile browser's token: Mobile, Mobile Safari, Opera Mobi), iPhone and iPod, Android,
 *   KaiOS and other feature phones' browsers (Opera Mini, UC Browser's "UCWEB"), Windows Phone.
 * - Computers: Windows, macOS, Linux on X11, Chrome OS. An iPad since iPadOS 13 asks for the desktop site by default
 *   and says "Macintosh": it is counted as a computer, as its browser presents itself.
 * - Anything else (a script, a robot, no User-Agent) is `unknown`.
 */
export function deviceKindOf(userAgent: string | undefined): DeviceKind {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Kindle|Silk\//i.test(ua) || (/Android/i.test(ua) && !/Mobi/i.test(ua))) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|KAIOS|Opera Mini|UCWEB|Windows Phone|IEMobile|BlackBerry|Symbian/i.test(ua)) {
    return 'phone';
  }
  if (/Windows NT|Macintosh|Mac OS X|X11|Linux x86_64|CrOS/i.test(ua)) return 'computer';
  return 'unknown';
}

/** Where a session begins, as its sign-in entry keeps it: the address (as every account event does) and the device's kind. */
export interface SessionClient {
  ip: string | null;
  device: DeviceKind;
}

export const sessionClientOf = (request: FastifyRequest): SessionClient => ({
  ip: request.ip,
  device: deviceKindOf(request.headers['user-agent']),
});
