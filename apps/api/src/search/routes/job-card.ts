import type { FastifyRequest } from 'fastify';
import type { JobForProfessional } from '@talent/shared';
import { serializeJobForProfessional, type OpenJobCard } from '../../hiring/index.js';
import { demoJobInLanguage } from '../../demo-market/index.js';
import { requestLanguage } from '../../lib/request-language.js';
import type { FileUrlSigner } from '../../profiles/index.js';

/**
 * A job's card for the professional in the request's language: the demo market's jobs in its words, and the skill of
 * theirs that a related required skill stands for named in it.
 */
export const cardFor = (
  request: FastifyRequest,
  row: OpenJobCard,
  skills: ReadonlySet<string>,
  signFile: FileUrlSigner,
): JobForProfessional => {
  const language = requestLanguage(request);
  return demoJobInLanguage(serializeJobForProfessional(row, skills, signFile, language ?? 'en'), language);
};
