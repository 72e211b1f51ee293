import type { PictureSize } from '@talent/shared';

// The shapes of stored files that services make and repositories store: kept apart from both, so that a repository
// needs no service to know what it stores.

/** An upload whose size and type were checked from its bytes (profiles/file-sniffing.ts). */
export interface CheckedFile {
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
  data: Buffer;
}

/** What a reader is told of a stored file, beside its signed link (profiles/file-urls.ts). */
export interface FileMeta {
  id: string;
  filename: string;
  contentType: string;
  size: number;
}

/** WebP for every browser of today; JPEG for the few that do not say they take WebP. */
export const PICTURE_TYPES = ['image/webp', 'image/jpeg'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

/** A picture encoded at one size in one type (profiles/images.ts). */
export interface Rendition {
  size: PictureSize;
  contentType: PictureType;
  data: Buffer;
}
