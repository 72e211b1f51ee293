import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters whose value opens something: a file link's signature, the code and state of a sign-in that
 * comes back from Google or LinkedIn, any token. Whoever reads the logs must not be able to replay them.
 */
const SECRET_PARAMETER = /^(sig|signature|code|state|otp|secret|password|key|token|access|refresh|[\w-]*_token)$/i;
export const REDACTED = '[REDACTED]';

function parameterName(pair: string): string {
  const name = pair.split('=', 1)[0]!;
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/** The URL with the values of its secret query parameters replaced by [REDACTED]; the rest is kept as it came. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const [query, fragment] = url.slice(start + 1).split(/(?=#)/, 2) as [string, string?];
  const pairs = query
    .split('&')
    .map((pair) =>
      pair.includes('=') && SECRET_PARAMETER.test(parameterName(pair)) ? `${pair.split('=', 1)[0]}=${REDACTED}` : pair,
    );
  return `${url.slice(0, start)}?${pairs.join('&')}${fragment ?? ''}`;
}

/** The server's logger settings: pino at `level`, secrets left out of what it writes about each request. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      // Fastify's own request summary, with the URL redacted.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  } satisfies FastifyServerOptions['logger'];
}
