import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';

/** A real one-page PDF CV whose text names some skills, so the CV suggestions have something to find. */
export async function samplePdfCv(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 22, size: 13, font }));
  return Buffer.from(await pdf.save());
}

/** A real 8x8 PNG (a blue square). */
export const samplePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPgjlmLFTEMLQkAzc5FAd6Db40AAAAASUVORK5CYII=',
  'base64',
);

/** A GIF: an image, but not one the photo accepts. */
export const sampleGif = Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAACAUwAOw==', 'base64');
