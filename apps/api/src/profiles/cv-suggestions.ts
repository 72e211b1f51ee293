import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { badRequest } from '../lib/errors.js';
import { skillsInText } from './cv-skills.js';
import { PdfTooComplexError, pdfText } from './pdf-text.js';
import { skillsAndCvOf } from './repositories/professional-skills.js';

/**
 * The skills of the vocabulary read in the professional's stored CV (a PDF), beside those they chose already; none
 * without a PDF CV or when its text cannot be read (suggestions are a convenience). A CV past the PDF reader's limits
 * is 400 `cv_too_complex`. `log` hears why a CV was not read.
 */
export async function skillsFromStoredCv(
  db: Db,
  userId: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<string[]> {
  const { skills, cv } = await skillsAndCvOf(db, userId);
  if (!cv || cv.contentType !== 'application/pdf') return [];
  let text: string;
  try {
    text = await pdfText(cv.data);
  } catch (err) {
    if (err instanceof PdfTooComplexError) {
      log.warn({ reason: err.message }, 'a stored CV is past the limits of the PDF reader');
      throw badRequest('cvTooComplex', 'cv_too_complex');
    }
    log.warn({ err }, 'could not read the text of a stored CV');
    return [];
  }
  return skillsInText(text, new Set(skills));
}
