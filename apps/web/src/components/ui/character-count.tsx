import './character-count.css';

export interface CharacterCountLabels {
  /** "{{count}} characters remaining". */
  remaining: (count: number) => string;
  /** "{{count}} characters too many". */
  over: (count: number) => string;
}

/**
 * How many characters are left for a text with a limit. It is a polite live region, so a screen reader says
 * the count when the writer pauses; point the field's aria-describedby at `id` so it is read with the field.
 */
export function CharacterCount({
  id,
  length,
  max,
  labels,
}: {
  id: string;
  length: number;
  max: number;
  labels: CharacterCountLabels;
}) {
  const left = max - length;
  const over = left < 0;
  return (
    <p
      id={id}
      className={`character-count${over ? ' character-count--over' : ''}`}
      aria-live="polite"
      aria-atomic="true"
    >
      {over ? labels.over(-left) : labels.remaining(left)}
    </p>
  );
}
