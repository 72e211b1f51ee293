import type { PictureSize } from '@talent/shared';
import type { Db } from '../db/client.js';
import { ApiError } from '../lib/errors.js';
import { findRendition, findStoredFile, hasRenditions, replaceWithRenditions } from './repositories/files.js';
import type { PictureType } from '../types/stored-files.js';
import { storedPicture, type PictureKind } from './images.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stored file by its id, to serve it: none for an id that is not one (not even a UUID). */
export function storedFileToServe(db: Db, id: string) {
  return UUID.test(id) ? findStoredFile(db, id) : Promise.resolve(undefined);
}

export interface StoredPictureFile {
  id: string;
  kind: PictureKind;
  filename: string;
  data: Buffer;
}

export interface ServedPicture {
  contentType: PictureType;
  filename: string;
  data: Buffer;
}

/**
 * A picture stored before uploads were re-encoded still holds the bytes that were sent: it is re-encoded the first
 * time it is asked for, and its original replaced, so that no original is served, and none is kept once seen.
 * Undefined when those bytes cannot be decoded (nothing sensible to show).
 */
async function reencodedOnce(db: Db, file: StoredPictureFile): Promise<StoredPictureFile | undefined> {
  if (await hasRenditions(db, file.id)) return file;
  let picture;
  try {
    picture = await storedPicture(file.kind, file.filename, file.data);
  } catch (err) {
    if (err instanceof ApiError) return undefined;
    throw err;
  }
  await replaceWithRenditions(db, file.id, picture);
  return { ...file, filename: picture.filename, data: picture.data };
}

/** The rendition of a stored photo or logo of this size and type; undefined when there is none to serve. */
export async function servedPicture(
  db: Db,
  stored: StoredPictureFile,
  size: PictureSize,
  type: PictureType,
): Promise<ServedPicture | undefined> {
  const file = await reencodedOnce(db, stored);
  if (!file) return undefined;
  const filename = type === 'image/webp' ? file.filename.replace(/\.jpg$/, '.webp') : file.filename;
  // The stored file is the display JPEG; every other rendition is kept beside it.
  const data = size === 'display' && type === 'image/jpeg' ? file.data : await findRendition(db, file.id, size, type);
  return data ? { contentType: type, filename, data } : undefined;
}
