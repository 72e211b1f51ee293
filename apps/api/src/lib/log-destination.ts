import type { Writable } from 'node:stream';

/**
 * What the log may hold in memory while its reader does not keep up: enough for a burst while a log shipper
 * catches up, bounded so that a reader that stops for good costs a fixed amount of memory, not all of it.
 */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

export interface LogDestination {
  /** The logger's stream: takes one serialized line, and never blocks nor throws whatever its reader does. */
  write(line: string): boolean;
  /** Lines dropped since the start, because the output held too much already or had failed. */
  readonly dropped: number;
  /**
   * Told how many lines were dropped since it was last told, once the output takes lines again or at shutdown,
   * so that the log says where it has a gap. Set once the logger that writes here exists.
   */
  onDropped?: (count: number) => void;
  /**
   * Resolves once what was written so far has left the process, or the output has failed, or after `timeoutMs`:
   * the last lines before an exit go out if the reader takes them, and a reader that does not cannot hold the exit.
   */
  settle(timeoutMs: number): Promise<void>;
}

/**
 * The server's log output: asynchronous, bounded, dropping and counting what it cannot hold. Pino's default
 * destination holds without bound what its reader does not take, and at exit writes it synchronously, retrying
 * until it succeeds: a reader that stalls and then goes away leaves the exiting process retrying forever.
 *
 * On a pipe or socket (a log shipper, a container runtime, a process manager) `process.stdout` writes without
 * blocking: what the reader does not take yet waits in memory, up to the bound, and a reader gone away is an
 * error event, not an exception. A file is written synchronously, as before.
 */
export function createLogDestination(
  output: Writable = process.stdout,
  maxBufferedBytes = MAX_BUFFERED_BYTES,
): LogDestination {
  let failed = false;
  let dropped = 0;
  let reported = 0;

  const report = () => {
    if (failed || dropped === reported) return;
    const count = dropped - reported;
    reported = dropped;
    destination.onDropped?.(count);
  };

  const destination: LogDestination = {
    get dropped() {
      return dropped;
    },
    write(line) {
      if (failed || output.writableLength + line.length > maxBufferedBytes) {
        dropped++;
        return false;
      }
      try {
        return output.write(line);
      } catch {
        // A synchronous output (a file) that fails (a full disk): the line is lost, the request goes on.
        dropped++;
        return false;
      }
    },
    settle(timeoutMs) {
      report();
      if (failed || output.writableLength === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          output.off('error', done);
          output.off('close', done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        output.once('error', done);
        output.once('close', done);
        // Its callback comes once everything written before it has left the process.
        output.write('', done);
      });
    },
  };

  // A reader that went away: from now on every line is dropped (and counted), none is retried.
  output.on('error', () => {
    failed = true;
  });
  // Emitted once the output has caught up after it held more than it wanted to: the reader is reading again.
  output.on('drain', report);
  return destination;
}
