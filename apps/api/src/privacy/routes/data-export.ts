import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import { buildDataExport } from '../data-export.js';

/** The right of access: a person downloads what the site holds about them. */
const dataExport: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/export/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Download everything the site holds about you, as a ZIP',
        description:
          '`data.json` (account, profile, applications with their letters, job alerts, notices, e-mail and SMS ' +
          'settings with the times of each choice, reports, sign-in history with how each session began and on ' +
          'which kind of device, the e-mails and SMS sent, job requests), your own files under `files/`, and a ' +
          'page that says what it all is in your language (`read-me.html`, or `lisez-moi.html` in French). ' +
          "Nothing of anyone else: an employer's applicants are not in it. Rate limited (429).",
        security: [{ bearerAuth: [] }],
        response: { 200: z.unknown().describe('The ZIP (application/zip), sent as an attachment') },
      },
      onRequest: [app.limitByIp('data-export'), app.authenticate],
      config: { errors: [429] },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await app.rateLimits.byAccount('data-export', user.email);
      const { filename, zip } = await buildDataExport(app.ctx, user.id);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );
};

export default dataExport;
