import type { ReactNode } from 'react';

/** The characters a regular expression reads as syntax (in its unicode mode, only these may be escaped). */
const SYNTAX = /[\\^$.*+?()[\]{}|/]/g;

/**
 * Where the terms occur in a text: every occurrence of each, whatever its case, as [start, end) pairs in order,
 * overlapping or touching ones joined into one.
 */
export function markedRanges(text: string, terms: readonly string[]): [number, number][] {
  const found: [number, number][] = [];
  for (const term of new Set(terms.map((term) => term.trim()).filter(Boolean))) {
    for (const match of text.matchAll(new RegExp(term.replace(SYNTAX, '\\$&'), 'giu'))) {
      found.push([match.index, match.index + match[0].length]);
    }
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const joined: [number, number][] = [];
  for (const [start, end] of found) {
    const last = joined.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else joined.push([start, end]);
  }
  return joined;
}

/**
 * A text with the given words marked (<mark>) wherever they occur, so that staff see at once the words the checks
 * found; the text as it is when there are none.
 */
export function MarkedText({ text, terms }: { text: string; terms: readonly string[] }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const [start, end] of terms.length ? markedRanges(text, terms) : []) {
    parts.push(
      text.slice(from, start),
      <mark key={start} className="evidence">
        {text.slice(start, end)}
      </mark>,
    );
    from = end;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}
