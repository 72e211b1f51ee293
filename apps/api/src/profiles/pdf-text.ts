import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** What the worker is given: the file and the limits it reads it within. */
export interface PdfTextJob {
  data: Uint8Array;
  maxPages: number;
  maxInflatedBytes: number;
  maxChars: number;
}

export type PdfTextResult = { ok: true; text: string } | { ok: false; reason: 'too_complex' | 'unreadable' };

/**
 * Limits of a CV's reading. A CV has a few pages; its compressed streams (text, fonts, pictures) open up to a
 * few megabytes; a reading that takes seconds is a file built to hurt.
 */
export const PDF_LIMITS = {
  maxPages: 20,
  maxInflatedBytes: 48 * 1024 * 1024,
  maxChars: 200_000,
  timeoutMs: 10_000,
  heapMb: 128,
};

export class PdfTooComplexError extends Error {}

/**
 * The worker is a module beside this one: built JavaScript in production (apps/api/dist), TypeScript when this
 * module runs from the sources (tsx or the test runner), where it registers tsx before importing the worker.
 */
const fromSources = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(fromSources ? './pdf-text-worker.ts' : './pdf-text-worker.js', import.meta.url).href;
const WORKER_BOOTSTRAP = fromSources ? sourceBootstrap() : `import(${JSON.stringify(WORKER_URL)})`;

function sourceBootstrap() {
  // The ES module build of tsx's API (its CommonJS build cannot register ES module hooks), found from this file.
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  return `import(${JSON.stringify(tsxApi)})
  .then((tsx) => { (tsx.register ?? tsx.default.register)(); return import(${JSON.stringify(WORKER_URL)}); })`;
}

/**
 * The text of a PDF, read in a worker thread of its own: the server goes on answering meanwhile, and the worker's
 * memory (heap capped) is given back when it ends, or when it is stopped for taking too long. Throws
 * PdfTooComplexError past the limits, and another error for a file that is not a readable PDF.
 */
export function pdfText(data: Uint8Array, limits = PDF_LIMITS): Promise<string> {
  const job: PdfTextJob = {
    data,
    maxPages: limits.maxPages,
    maxInflatedBytes: limits.maxInflatedBytes,
    maxChars: limits.maxChars,
  };
  const worker = new Worker(WORKER_BOOTSTRAP, {
    eval: true,
    workerData: job,
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
    stdout: false,
    stderr: false,
  });
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new PdfTooComplexError('took too long'));
      void worker.terminate();
    }, limits.timeoutMs);
    const settle = () => clearTimeout(timer);
    worker.once('message', (result: PdfTextResult) => {
      settle();
      if (result.ok) resolve(result.text);
      else
        reject(result.reason === 'too_complex' ? new PdfTooComplexError(result.reason) : new Error('unreadable PDF'));
      void worker.terminate();
    });
    worker.once('error', (err) => {
      settle();
      // Out of its capped heap is the same verdict as a file too big to open.
      reject(
        (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? new PdfTooComplexError('out of memory') : err,
      );
    });
    worker.once('exit', (code) => {
      settle();
      reject(new Error(`PDF reader stopped (${code})`));
    });
  });
}
