import { createHash } from 'node:crypto';
import { negotiate } from '@fastify/accept-negotiator';
import sharp from 'sharp';
import { PICTURE_PIXELS, type PictureSize } from '@talent/shared';
import { fieldError } from '../lib/errors.js';
import { PICTURE_TYPES, type PictureType, type Rendition } from '../types/stored-files.js';

/** The kinds of upload that are pictures, and so are re-encoded rather than stored as sent. */
export const PICTURE_KINDS = ['profile_photo', 'company_logo'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];
export const isPictureKind = (kind: string): kind is PictureKind => (PICTURE_KINDS as readonly string[]).includes(kind);

/** `display`: where a picture is shown largest (the profile forms); `thumb`: the lists of applicants. */
export const PICTURE_SIZES = ['display', 'thumb'] as const satisfies readonly PictureSize[];

/**
 * Photos are cropped to the square they are shown in, as the page would; a logo is never cropped, only made to fit.
 */
const FIT: Readonly<Record<PictureKind, 'cover' | 'inside'>> = { profile_photo: 'cover', company_logo: 'inside' };

/** Decoding stops past this many pixels, so that a small file declaring a huge picture cannot take the memory. */
const MAX_INPUT_PIXELS = 50_000_000;

/** A picture re-encoded: every size in every type, and the display JPEG, which stands for the file itself. */
export interface EncodedPicture {
  renditions: Rendition[];
  main: Rendition;
}

/** A picture decoded once, upright and at the largest size kept, as raw pixels that each rendition starts from. */
interface Upright {
  pixels: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * Decodes the upload once (the costly step, bounded by MAX_INPUT_PIXELS). rotate() turns the pixels the way the
 * EXIF orientation says, since the metadata saying so is not kept: sharp writes none (no EXIF, GPS position, XMP or
 * camera details) unless asked to.
 */
async function decodeUpright(source: Buffer, kind: PictureKind): Promise<Upright> {
  const side = PICTURE_PIXELS.display;
  const { data, info } = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(side, side, { fit: FIT[kind], withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

async function render(upright: Upright, size: PictureSize, type: PictureType): Promise<Rendition> {
  const side = PICTURE_PIXELS[size];
  const base = sharp(upright.pixels, { raw: upright.raw }).resize(side, side, {
    fit: 'inside',
    withoutEnlargement: true,
  });
  const data =
    type === 'image/webp'
      ? await base.webp({ quality: 80 }).toBuffer()
      : // JPEG has no transparency: a logo's transparent parts become white, as on the page's light cards.
        await base.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  return { size, contentType: type, data };
}

/**
 * Re-encodes an uploaded photo or logo: turned upright, resized to the sizes the app shows it at, and written
 * anew without any of the original's metadata, so that neither the original bytes nor what they carry (a
 * phone's GPS position) are ever stored or served. A file that has a picture's first bytes but cannot be
 * decoded (or declares more than MAX_INPUT_PIXELS) is the sender's mistake: 400 on the field.
 */
export async function encodePicture(kind: PictureKind, source: Buffer): Promise<EncodedPicture> {
  let upright: Upright;
  try {
    upright = await decodeUpright(source, kind);
  } catch {
    throw fieldError(kind, 'imageUnreadable', 'invalid_image');
  }
  const renditions = await Promise.all(
    PICTURE_SIZES.flatMap((size) => PICTURE_TYPES.map((type) => render(upright, size, type))),
  );
  const main = renditions.find((r) => r.size === 'display' && r.contentType === 'image/jpeg')!;
  return { renditions: renditions.filter((r) => r !== main), main };
}

/**
 * The type to send for an Accept header: WebP when the client names it, else the JPEG fallback, which every
 * client shows (a bare wildcard is no promise that WebP is understood).
 */
export function pictureTypeFor(accept: string | undefined): PictureType {
  return negotiate(accept ?? '', ['image/jpeg', 'image/webp']) === 'image/webp' ? 'image/webp' : 'image/jpeg';
}

/** What is stored of a picture: its display JPEG, named as such, and the other renditions beside it. */
export interface StoredPicture {
  contentType: PictureType;
  filename: string;
  data: Buffer;
  sha256: string;
  renditions: Rendition[];
}

/** A picture ready to store in place of the bytes that were sent. */
export async function storedPicture(kind: PictureKind, filename: string, source: Buffer): Promise<StoredPicture> {
  const { main, renditions } = await encodePicture(kind, source);
  return {
    contentType: main.contentType,
    filename: `${filename.replace(/\.[^.]*$/, '') || kind}.jpg`,
    data: main.data,
    sha256: createHash('sha256').update(main.data).digest('hex'),
    renditions,
  };
}
