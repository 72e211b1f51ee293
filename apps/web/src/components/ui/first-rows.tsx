import { createContext, useContext, type ReactNode } from 'react';
import { FIRST_ROWS } from '@talent/shared';
import type { shortDateFormat } from '../../lib/format';

/** The frames with first rows, which a shell can draw before the app's code arrives (the console's has no template). */
export type FirstRowsName = 'recommendedJobs' | 'myApplications' | 'hiringCenter' | 'staffConsole' | 'job';

/**
 * A shell's first rows: the answer they are drawn from, how many, and one row, written with the attributes below. A
 * page whose first answer has no rows to draw (the staff console) has only its `frame`.
 */
export interface FirstRowsTemplate {
  /** One of the shell's first requests, as its meta names it. */
  source?: string;
  max?: number;
  /** The locale of numbers (LOCALES of lib/format). */
  locale?: string;
  row?: ReactNode;
  /**
   * The page around the rows, as the page itself lays it out on a phone (its heading, tabs, search, buttons), so that
   * nothing moves when the app draws the page over its shell; without it, the frame's own heading and introduction.
   */
  frame?: (rows: ReactNode) => ReactNode;
  /** The list kept on the device for the same answer (FIRST_ROWS.kept), as JSON: drawn at once on a second visit. */
  kept?: string;
}

/**
 * Given only while a shell is written (prerender-entry.tsx): the app itself never draws a template, so the rows'
 * words and markup stay out of its code.
 */
export const FirstRowsTemplates = createContext<Partial<Record<FirstRowsName, FirstRowsTemplate>>>({});

/**
 * Where a frame's first rows will be: `children` (grey cards) until then. In a shell, with the template of `name`
 * beside them, which the shell's inline script fills from its first answer (FIRST_ROWS of @talent/shared).
 */
export function FirstRows({ name, children }: { name: FirstRowsName; children: ReactNode }) {
  const template = useContext(FirstRowsTemplates)[name];
  if (template?.source === undefined) return children;
  const box = {
    [FIRST_ROWS.box]: template.source,
    [FIRST_ROWS.max]: template.max,
    [FIRST_ROWS.locale]: template.locale,
    [FIRST_ROWS.kept]: template.kept,
  };
  return (
    <div {...box}>
      {children}
      <template>{template.row}</template>
    </div>
  );
}

// The attributes of a row's elements, as FIRST_ROWS describes them.

/** The element repeated for each item. */
export const ROW = { [FIRST_ROWS.row]: '' };
/** `{field}`, the placeholder of a field's value (a dotted path for a nested one). */
export const field = <T,>(name: Extract<keyof T, string>) => `{${name}}`;
/**
 * The element's words: `{field}` placeholders, optional labels of values, number or date format (a date's with its
 * own locale: dates and numbers are not written in the same one), words for an empty value, and plural forms chosen
 * by a number (`plural.by`, the forms by Intl.PluralRules' category; `text` when the category has none).
 */
export function rowText(
  text: string,
  {
    labels,
    number,
    date,
    empty,
    plural,
  }: {
    labels?: Record<string, string>;
    number?: Intl.NumberFormatOptions;
    date?: ReturnType<typeof shortDateFormat>;
    empty?: string;
    plural?: { by: string; forms: Partial<Record<Intl.LDMLPluralRule, string>> };
  } = {},
) {
  return {
    [FIRST_ROWS.text]: text,
    ...(labels && { [FIRST_ROWS.labels]: JSON.stringify(labels) }),
    ...(number && { [FIRST_ROWS.number]: JSON.stringify(number) }),
    ...(date && { [FIRST_ROWS.date]: JSON.stringify([date.locale, date.options]) }),
    ...(empty !== undefined && { [FIRST_ROWS.empty]: empty }),
    ...(plural && { [FIRST_ROWS.plural]: JSON.stringify(plural.forms), [FIRST_ROWS.pluralBy]: plural.by }),
  };
}
/** The element's one child drawn for each item of a list field, `{.}` standing for the item (a word of a list). */
export const rowEach = (path: string) => ({ [FIRST_ROWS.each]: path });
/** The sum of several fields, for a count (`rowSum('a.length', 'b.length')`). */
export const rowSum = (...paths: string[]) => paths.join('+');
/** The element only when the field's value is truthy. */
export const rowIf = (path: string) => ({ [FIRST_ROWS.if]: path });
/** The element only when the field's value is falsy. */
export const rowUnless = (path: string) => ({ [FIRST_ROWS.unless]: path });
/** An attribute written from the item (`rowFill('href', '/jobs/{id}')`). */
export const rowFill = (attribute: string, text: string) => ({ [FIRST_ROWS.fill + attribute]: text });
/** A class added by the band a number falls in: the first of `bands` (highest first) whose least value it reaches. */
export const rowBand = (path: string, bands: readonly (readonly [number, string])[]) => ({
  [FIRST_ROWS.band]: path,
  [FIRST_ROWS.bands]: JSON.stringify(bands),
});
