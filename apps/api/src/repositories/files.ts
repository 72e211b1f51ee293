import { inArray, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { storedFiles } from '../db/schema.js';
import type { FileMeta } from '../services/file-urls.js';

export interface NewStoredFile {
  ownerId: string;
  kind: string;
  contentType: string;
  filename: string;
  data: Buffer;
  sha256: string;
}

const metaColumns = {
  id: storedFiles.id,
  filename: storedFiles.filename,
  contentType: storedFiles.contentType,
  size: storedFiles.size,
};

export async function insertStoredFile(db: Db, file: NewStoredFile): Promise<FileMeta> {
  const [meta] = await db
    .insert(storedFiles)
    .values({ ...file, size: file.data.length })
    .returning(metaColumns);
  return meta!;
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
    .select({ ...metaColumns, data: storedFiles.data, createdAt: storedFiles.createdAt })
    .from(storedFiles)
    .where(eq(storedFiles.id, id))
    .limit(1);
  return row;
}
