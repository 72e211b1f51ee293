import { parentPort, workerData } from 'node:worker_threads';
import { inflateSync } from 'node:zlib';
import { getDocumentProxy } from 'unpdf';
import type { PdfTextJob, PdfTextResult } from './pdf-text.js';

const STREAM = /(?<!end)stream\r?\n/g;

/**
 * Inflates every Flate stream of the file within `budget` bytes in all, before the PDF reader opens it: a few
 * hundred kilobytes can hold gigabytes of zeros, which the reader would inflate in memory. Streams that are not
 * Flate (a JPEG photo) fail to inflate and are skipped: they cost what they weigh.
 */
function inflatedSizeWithin(data: Buffer, budget: number): boolean {
  let left = budget;
  const text = data.toString('latin1');
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      left -= inflateSync(data.subarray(start, end), { maxOutputLength: left + 1, finishFlush: 2 }).length;
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return false;
    }
    if (left < 0) return false;
  }
  return true;
}

async function extract({ data, maxPages, maxInflatedBytes, maxChars }: PdfTextJob): Promise<PdfTextResult> {
  const bytes = Buffer.from(data);
  if (!inflatedSizeWithin(bytes, maxInflatedBytes)) return { ok: false, reason: 'too_complex' };
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const pages: string[] = [];
    let length = 0;
    for (let n = 1; n <= Math.min(pdf.numPages, maxPages) && length < maxChars; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
      pages.push(text);
      length += text.length;
    }
    return { ok: true, text: pages.join('\n').slice(0, maxChars) };
  } finally {
    await pdf.destroy();
  }
}

extract(workerData as PdfTextJob).then(
  (result) => parentPort!.postMessage(result),
  () => parentPort!.postMessage({ ok: false, reason: 'unreadable' } satisfies PdfTextResult),
);
