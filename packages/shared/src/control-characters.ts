/**
 * Characters that no text a person types should hold: the C0 and C1 controls and DEL (PostgreSQL cannot even
 * store a NUL), lone surrogate halves (they have no UTF-8 form and would be silently replaced), and the
 * bidirectional controls that make a text display differently from what it holds ("cv\u202Efdp.exe" shows as
 * "cvexe.pdf"), and in a one-line field the line separators U+2028 and U+2029. Multi-line fields keep the tab, line
 * feed and carriage return a textarea sends, and those separators.
 */
const BIDI_CONTROLS = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
/** Unicode's own line and paragraph separators: a line break that a one-line field must not hold either. */
const LINE_SEPARATORS = '\\u2028\\u2029';
const ANY_CONTROL = new RegExp(`[\\p{Cc}\\p{Cs}${BIDI_CONTROLS}${LINE_SEPARATORS}]`, 'u');
const CONTROL_BUT_LINE_BREAKS = new RegExp(`(?![\\t\\n\\r])[\\p{Cc}\\p{Cs}${BIDI_CONTROLS}]`, 'u');
const ALL_CONTROLS = new RegExp(ANY_CONTROL.source, 'gu');

/** Whether a text holds a character of the list above (tabs and line breaks allowed when `multiline`). */
export function hasControlCharacters(text: string, multiline = false): boolean {
  return (multiline ? CONTROL_BUT_LINE_BREAKS : ANY_CONTROL).test(text);
}

/** The text without any of them, for names that are cleaned rather than refused (an uploaded file's name). */
export function stripControlCharacters(text: string): string {
  return text.replace(ALL_CONTROLS, '');
}
