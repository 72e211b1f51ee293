import sharp from 'sharp';
import { MB } from '@talent/shared';
import { buildCvPdf } from '../../src/demo/cv-pdf.js';
import { encodePng } from '../../src/demo/png.js';

/** Real files of each kind, and impostors, for the upload tests. */
export const samplePdf = () =>
  buildCvPdf({
    name: 'Grace Mbuyi',
    title: 'Site Engineer',
    city: 'Kinshasa',
    email: 'grace@example.cd',
    phone: '+243812345678',
    summary: 'Civil engineer.',
    experience: ['Site Engineer'],
    education: 'Université de Kinshasa',
    skills: ['AutoCAD'],
  });

export const samplePng = (size = 8) => encodePng(size, size, (x, y) => [x * 16, y * 16, 128]);

/** A small real JPEG. */
export const sampleJpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();

/**
 * A phone's photo: a landscape JPEG of noise (which compresses badly, so it is big) that carries its camera's
 * make, a GPS position in Kinshasa and an orientation saying it was taken upright (turned a quarter).
 */
export async function phonePhoto(width = 1800, height = 1350, quality = 82): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 13;
  for (let i = 0; i < raw.length; i++) raw[i] = (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 13' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '4/1 19/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '15/1 18/1 45/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality })
    .toBuffer();
}

/** The start of a JPEG (SOI and a JFIF APP0 segment): the type reads as JPEG, but there is no picture to decode. */
export const truncatedJpeg = () =>
  Buffer.concat([
    Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
      0x00,
    ]),
    Buffer.alloc(64, 0),
    Buffer.from([0xff, 0xd9]),
  ]);

export const sampleText = () => Buffer.from('This is plain text, not a picture.\n');

/**
 * A small PNG whose header declares a picture of `width` x `height`: a decoder that believed it would need
 * gigabytes. (The header's checksum is made right, so that only the size gives it away.)
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const png = Buffer.from(samplePng());
  // IHDR is the first chunk: length (4), type (4), width (4), height (4)... then its CRC over type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PDF just past a byte limit. */
export const pdfOfSize = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 0x20)]);
export const pngOfSize = (bytes: number) => {
  const png = samplePng();
  return Buffer.concat([png, Buffer.alloc(bytes - png.length, 0)]);
};
export { MB };
