import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { storedFiles } from '../../db/schema.js';

/** A stored upload of `ownerId`, as the upload routes store one (a CV by default). */
export async function buildStoredFile(
  db: Db,
  ownerId: string,
  file: { data?: Buffer; kind?: string; contentType?: string; filename?: string } = {},
) {
  const data = file.data ?? Buffer.from('%PDF-1.4\n% CV\n%%EOF\n');
  const [row] = await db
    .insert(storedFiles)
    .values({
      ownerId,
      kind: file.kind ?? 'cv',
      contentType: file.contentType ?? 'application/pdf',
      filename: file.filename ?? 'cv.pdf',
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      data,
    })
    .returning();
  return row!;
}
