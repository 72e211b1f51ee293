import { MB } from '@talent/shared';
import { buildCvPdf } from '../../src/services/demo/cv-pdf.js';
import { encodePng } from '../../src/services/demo/png.js';

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

/** The start of a JPEG (SOI and a JFIF APP0 segment): enough for the type to be read from the bytes. */
export const sampleJpeg = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.alloc(64, 0),
    Buffer.from([0xff, 0xd9]),
  ]);

export const sampleText = () => Buffer.from('This is plain text, not a picture.\n');

/** A PDF just past a byte limit. */
export const pdfOfSize = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 0x20)]);
export const pngOfSize = (bytes: number) => {
  const png = samplePng();
  return Buffer.concat([png, Buffer.alloc(bytes - png.length, 0)]);
};
export { MB };
