import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

export interface FeedLine {
  /** 1-based, counting blank lines too, so that it matches what an editor shows. */
  number: number;
  text: string;
}

/** The non-blank lines of a feed file, read as a stream so that a large feed is never held whole in memory. */
export async function* feedLines(path: string): AsyncGenerator<FeedLine> {
  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  let number = 0;
  for await (const line of lines) {
    number += 1;
    // Editors on Windows may start the file with a byte order mark; it is not part of the first object.
    const text = number === 1 ? line.replace(/^\uFEFF/, '') : line;
    if (text.trim() !== '') yield { number, text };
  }
}
