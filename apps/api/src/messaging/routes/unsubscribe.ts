import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unsubscribeQuerySchema, unsubscribeResponseSchema } from '@talent/shared';
import { detailBody, fieldError } from '../../lib/errors.js';
import { readUnsubscribeToken } from '../mail/unsubscribe-token.js';
import { turnEmailOff } from '../settings.js';

/**
 * One-click unsubscribe (RFC 8058): a mail client posts `List-Unsubscribe=One-Click` as a form to the address of the
 * List-Unsubscribe header, with no sign-in; the web page behind the message's own link posts here too. Only a POST
 * unsubscribes, so that a link scanner opening the address changes nothing.
 */
const unsubscribe: FastifyPluginAsyncZod = async (app) => {
  // The one-click body is a form whose content does not matter; the token in the address says everything.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  app.post(
    '/api/unsubscribe/',
    {
      schema: {
        tags: ['mail'],
        summary: "Turn off one category of a person's e-mail, from the link or header of one of its messages",
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResponseSchema },
      },
    },
    async (request) => {
      const found = readUnsubscribeToken(app.ctx.secret, request.query.token);
      if (!found) throw fieldError('token', 'linkExpired', 'link_not_valid');
      await turnEmailOff(app.ctx.db, found.userId, found.category);
      return { ...detailBody('unsubscribed'), category: found.category };
    },
  );
};

export default unsubscribe;
