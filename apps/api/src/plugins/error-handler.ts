import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isUnstorableText } from '../lib/db-errors.js';
import { ApiError, detailBody, fieldErrorBody, invalidText, serviceUnavailable } from '../lib/errors.js';
import { fieldProblemsOf, type Issue } from '../lib/validation.js';

/** A database error that is not the server's fault: unreachable (503), or text it cannot store (400). */
function databaseError(error: unknown): ApiError | undefined {
  if (isDatabaseUnavailable(error)) return serviceUnavailable('database_unavailable');
  if (isUnstorableText(error)) return invalidText();
  return undefined;
}

/** One error handler for the whole API: every error leaves in the shapes of lib/errors.ts, never with internals. */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = error instanceof ApiError ? error : databaseError(error);
    if (apiError) {
      if (apiError !== error) request.log.warn({ err: error }, apiError.code);
      if (apiError.retryAfterSeconds) reply.header('Retry-After', String(apiError.retryAfterSeconds));
      return reply.code(apiError.statusCode).send(apiError.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter((p) => p !== ''),
        code: issue.keyword,
        message: issue.message ?? '',
        keys: (issue.params as { keys?: string[] }).keys,
        // A union's own issues, option by option: the one the payload meant names the field.
        errors: (issue.params as { errors?: Issue[][] }).errors,
      }));
      return reply.code(400).send(fieldErrorBody(fieldProblemsOf(issues)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send(detailBody('serverError', 'server_error'));
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_PARTS_LIMIT') {
      return reply.code(413).send(detailBody('fileTooLarge', 'file_too_large'));
    }
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send(detailBody('fileTypeNotAllowed', 'unsupported_media_type'));
    }
    if (status === 429) {
      return reply.code(429).send(detailBody('tooManyRequests', 'throttled'));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, a bad content type and the like: say so without internals.
      return reply.code(status).send(detailBody('badRequest', error.code ?? 'bad_request'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(detailBody('serverError', 'server_error'));
  });
});
