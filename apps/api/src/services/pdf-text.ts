import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF, pages joined by line breaks. Throws on a file that is not a readable PDF. */
export async function pdfText(data: Uint8Array): Promise<string> {
  // pdf.js may take over the buffer it is given, so it gets a copy.
  const pdf = await getDocumentProxy(new Uint8Array(data));
  try {
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  } finally {
    await pdf.destroy();
  }
}
