import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@talent/shared';

/**
 * The language the person is using, as the web app says in Accept-Language (its chosen language first); undefined
 * when the first choice is neither English nor French, so that a stored choice is not overwritten by a guess.
 */
export function requestLanguage(request: FastifyRequest): Language | undefined {
  const header = request.headers['accept-language'];
  const first = (typeof header === 'string' ? header : '').split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(first ?? '') ? (first as Language) : undefined;
}
