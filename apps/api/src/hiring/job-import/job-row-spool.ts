import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { feedLines } from './feed-lines.js';

/** Written in chunks of about this many characters: one system call per few hundred rows. */
const CHUNK = 1 << 20;

/**
 * The rows of a feed as they will be stored, one JSON object a line, in a temporary file: the import stores
 * exactly what validation accepted (even if the feed changes meanwhile, or midnight makes a date past), without
 * judging every line twice and without holding them all in memory.
 */
export class JobRowSpool {
  private readonly dir = mkdtempSync(join(tmpdir(), 'import-jobs-'));
  readonly path = join(this.dir, 'rows.jsonl');
  private readonly fd = openSync(this.path, 'w', 0o600);
  private pending: string[] = [];
  private pendingSize = 0;
  private closed = false;
  count = 0;

  add(rowJson: string): void {
    this.pending.push(rowJson);
    this.pendingSize += rowJson.length + 1;
    this.count += 1;
    if (this.pendingSize >= CHUNK) this.flush();
  }

  /** Finishes writing; then the rows can be read back. */
  close(): void {
    if (this.closed) return;
    this.flush();
    closeSync(this.fd);
    this.closed = true;
  }

  /** The rows in batches of `size`, each batch a JSON array ready for the database. */
  async *batches(size: number): AsyncGenerator<{ json: string; rows: number }> {
    this.close();
    let batch: string[] = [];
    for await (const line of feedLines(this.path)) {
      batch.push(line.text);
      if (batch.length === size) {
        yield { json: `[${batch.join(',')}]`, rows: batch.length };
        batch = [];
      }
    }
    if (batch.length > 0) yield { json: `[${batch.join(',')}]`, rows: batch.length };
  }

  remove(): void {
    this.close();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    writeSync(this.fd, this.pending.join('\n') + '\n');
    this.pending = [];
    this.pendingSize = 0;
  }
}
