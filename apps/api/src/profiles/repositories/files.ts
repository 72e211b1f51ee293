import { and, inArray, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { storedFileRenditions, storedFiles } from '../../db/schema.js';
import type { FileMeta, Rendition } from '../../types/stored-files.js';

export interface NewStoredFile {
  ownerId: string;
  kind: string;
  contentType: string;
  filename: string;
  data: Buffer;
  sha256: string;
  /** A picture's other renditions (WebP, thumbnail) beside the stored display JPEG. */
  renditions?: readonly Rendition[];
}

const metaColumns = {
  id: storedFiles.id,
  filename: storedFiles.filename,
  contentType: storedFiles.contentType,
  size: storedFiles.size,
};

export async function insertStoredFile(db: Db, { renditions = [], ...file }: NewStoredFile): Promise<FileMeta> {
  const [meta] = await db
    .insert(storedFiles)
    .values({ ...file, size: file.data.length })
    .returning(metaColumns);
  await insertRenditions(db, meta!.id, renditions);
  return meta!;
}

async function insertRenditions(db: Db, fileId: string, renditions: readonly Rendition[]): Promise<void> {
  if (renditions.length === 0) return;
  await db
    .insert(storedFileRenditions)
    .values(renditions.map((r) => ({ fileId, size: r.size, contentType: r.contentType, data: r.data })))
    .onConflictDoNothing();
}

/** A picture stored before pictures were re-encoded, now replaced by its re-encoding. */
export async function replaceWithRenditions(
  db: Db,
  fileId: string,
  file: Pick<NewStoredFile, 'contentType' | 'filename' | 'data' | 'sha256' | 'renditions'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(storedFiles)
      .set({
        contentType: file.contentType,
        filename: file.filename,
        data: file.data,
        sha256: file.sha256,
        size: file.data.length,
      })
      .where(eq(storedFiles.id, fileId));
    await insertRenditions(tx, fileId, file.renditions ?? []);
  });
}

/** One rendition of a picture, or undefined when it has none of that size and type. */
export async function findRendition(db: Db, fileId: string, size: string, contentType: string) {
  const [row] = await db
    .select({ data: storedFileRenditions.data })
    .from(storedFileRenditions)
    .where(
      and(
        eq(storedFileRenditions.fileId, fileId),
        eq(storedFileRenditions.size, size),
        eq(storedFileRenditions.contentType, contentType),
      ),
    )
    .limit(1);
  return row?.data;
}

/** Whether a file has been re-encoded (pictures stored before that have no renditions). */
export async function hasRenditions(db: Db, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ fileId: storedFileRenditions.fileId })
    .from(storedFileRenditions)
    .where(eq(storedFileRenditions.fileId, fileId))
    .limit(1);
  return row !== undefined;
}

export async function deleteStoredFiles(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.id, [...ids]));
}

/** The metadata (not the bytes) of some files, by id. */
export async function fileMetas(db: Db, ids: readonly (string | null | undefined)[]): Promise<Map<string, FileMeta>> {
  const wanted = ids.filter((id): id is string => typeof id === 'string');
  if (wanted.length === 0) return new Map();
  const rows = await db.select(metaColumns).from(storedFiles).where(inArray(storedFiles.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function findStoredFile(db: Db, id: string) {
  const [row] = await db
    .select({ ...metaColumns, kind: storedFiles.kind, data: storedFiles.data, createdAt: storedFiles.createdAt })
    .from(storedFiles)
    .where(eq(storedFiles.id, id))
    .limit(1);
  return row;
}
