import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';

export interface CvContent {
  name: string;
  title: string;
  city: string;
  email: string;
  phone: string;
  summary: string;
  experience: readonly string[];
  education: string;
  skills: readonly string[];
}

/** Splits text into lines that fit the width in this font. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A one-page CV as a real PDF, for the demo professional. */
export async function buildCvPdf(cv: CvContent): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`CV - ${cv.name}`);
  doc.setAuthor(cv.name);
  const page: PDFPage = doc.addPage([595, 842]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const margin = 56;
  const width = 595 - 2 * margin;
  let y = 842 - margin;

  const write = (text: string, font: PDFFont, size: number, colour = rgb(0.15, 0.15, 0.15)) => {
    for (const line of wrap(text, font, size, width)) {
      page.drawText(line, { x: margin, y, size, font, color: colour });
      y -= size * 1.45;
    }
  };
  const heading = (text: string) => {
    y -= 10;
    write(text.toUpperCase(), bold, 11, rgb(0.1, 0.35, 0.55));
    y -= 2;
  };

  write(cv.name, bold, 22);
  write(cv.title, regular, 13, rgb(0.3, 0.3, 0.3));
  write(`${cv.city}, DR Congo  |  ${cv.phone}  |  ${cv.email}`, regular, 10, rgb(0.35, 0.35, 0.35));
  heading('Profile');
  write(cv.summary, regular, 11);
  heading('Experience');
  for (const role of cv.experience) write(`- ${role}`, regular, 11);
  heading('Education');
  write(cv.education, regular, 11);
  heading('Skills');
  write(cv.skills.join(', '), regular, 11);
  return Buffer.from(await doc.save());
}
