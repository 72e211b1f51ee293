import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/errors.js';
import { verifyFileSignature } from '../file-urls.js';
import { PICTURE_SIZES, isPictureKind, pictureTypeFor } from '../images.js';
import { servedPicture, storedFileToServe } from '../served-pictures.js';

const MAX_CACHE_SECONDS = 3600;

/** RFC 6266: an ASCII fallback name, and the exact one in RFC 5987 encoding. */
export function contentDisposition(type: 'inline' | 'attachment', filename: string): string {
  const ascii =
    filename
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%;]/g, '_') || 'file';
  const exact = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

const files: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:id/',
    {
      // Stored files go out byte for byte with their length: photos and PDFs are compressed already, and a CV
      // download keeps its size for the browser's progress bar.
      compress: false,
      schema: {
        tags: ['files'],
        summary: 'A stored file, through the signed short-lived URL that the API gave for it',
        description:
          'An expired or altered link gives 403; a file that no longer exists gives 404. A photo or logo comes ' +
          'as WebP when the Accept header names image/webp, else as JPEG (Vary: Accept), at the size it is shown ' +
          'on the profile forms, or with size=thumb at the size of the lists.',
        params: z.object({ id: z.string() }),
        querystring: z.object({
          exp: z.string().optional(),
          sig: z.string().optional(),
          // Not signed: every size of a file is the same picture, open to whoever holds its link.
          size: z.enum(PICTURE_SIZES).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { exp, sig, size } = request.query;
      if (!verifyFileSignature(app.ctx.secret, id, exp, sig)) throw forbidden('linkExpired', 'link_expired');
      const stored = await storedFileToServe(app.ctx.db, id);
      if (!stored) throw notFound();
      let file: { contentType: string; filename: string; data: Buffer } | undefined = stored;
      if (isPictureKind(stored.kind)) {
        reply.header('Vary', 'Accept');
        file = await servedPicture(
          app.ctx.db,
          { ...stored, kind: stored.kind },
          size ?? 'display',
          pictureTypeFor(request.headers.accept),
        );
        if (!file) throw notFound();
      }
      const maxAge = Math.max(0, Math.min(MAX_CACHE_SECONDS, Number(exp) - Math.floor(Date.now() / 1000)));
      const disposition = file.contentType.startsWith('image/') ? 'inline' : 'attachment';
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', String(file.data.length))
        .header('Content-Disposition', contentDisposition(disposition, file.filename))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', `private, max-age=${maxAge}`)
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(file.data);
    },
  );
};

export default files;
