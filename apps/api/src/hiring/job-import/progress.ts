/** How often the progress line changes: often enough to show life, rarely enough to cost nothing. */
export const PROGRESS_EVERY = 5_000;

export const formatCount = (n: number) => n.toLocaleString('en-US');

/** `1 job`, `45,000 jobs`. */
export const countOf = (n: number, noun: string) => `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;

export interface Progress {
  /** Shows `text` in place of the previous progress text. */
  update(text: string): void;
  /** Leaves the last progress text on screen and moves past it. */
  done(): void;
}

/**
 * On a terminal the progress text is rewritten in place; in a log or a pipe each update is a line of its own,
 * since a carriage return there would only garble the file.
 */
export function progressOn(stream: NodeJS.WriteStream): Progress {
  let shown = false;
  return {
    update(text) {
      if (stream.isTTY) {
        stream.write(`\r${text}\x1b[K`);
        shown = true;
      } else {
        stream.write(`${text}\n`);
      }
    },
    done() {
      if (shown) stream.write('\n');
      shown = false;
    },
  };
}
