import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Below this, compressing saves less than the work and the headers cost. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses text answers on the fly (Brotli, else gzip) for clients that ask, with `Vary: Accept-Encoding`.
 * Most visitors pay for mobile data by the megabyte. Already compressed formats (images, PDF) are left alone by
 * their content type, and the built web app is served from its files compressed at build time (web-app.ts).
 */
export default fp(async function compression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    // Request bodies stay as sent: nothing of ours uploads compressed, and inflating them would let a small
    // upload grow past what the body limits are meant to stop.
    globalDecompression: false,
  });
});
