/** One request of the load, reduced to what the ledger needs. */
export type Outcome =
  | { kind: 'answer'; status: number; body: unknown }
  /** No answer: the connection was refused or broke (the server died or stopped listening). */
  | { kind: 'dropped'; cause: string }
  /** No answer within the request's time limit: the server hung, which is worse than dying. */
  | { kind: 'timeout' };

export const REQUEST_TIMEOUT_MS = 15_000;

export async function request(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<Outcome> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let res: Response;
  try {
    res = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (err) {
    return failure(err);
  }
  // The status line has arrived: a 2xx is an acknowledgement even if the body is then cut off, because the
  // server answers only after its transaction committed.
  let body: unknown;
  try {
    const text = await res.text();
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { kind: 'answer', status: res.status, body };
}

function failure(err: unknown): Outcome {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) return { kind: 'timeout' };
  // undici wraps the socket error: fetch failed <- ECONNREFUSED / ECONNRESET / UND_ERR_SOCKET ...
  const cause = err instanceof Error ? (err.cause as { code?: string; message?: string } | undefined) : undefined;
  return {
    kind: 'dropped',
    cause: cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err)),
  };
}

/** The API's general error shape: `{ detail, code }`. */
export function isErrorBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { detail, code } = body as { detail?: unknown; code?: unknown };
  return typeof detail === 'string' && typeof code === 'string';
}
