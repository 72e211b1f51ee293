import type { ReactNode } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';
import './data-table.css';

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Keep the cell on one line (a date, a count) on wide screens. */
  nowrap?: boolean;
}

/**
 * A list of records as a real table on wide screens (caption, column and row headers) and as cards on phones,
 * where each card is headed by the first column and lists the others as label and value.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  wideQuery = '(min-width: 48rem)',
}: {
  caption: string;
  /** The first column names the row (its row header on wide screens, the card's heading on phones). */
  columns: [Column<T>, ...Column<T>[]];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  wideQuery?: string;
}) {
  const wide = useMediaQuery(wideQuery);
  const [first, ...rest] = columns;
  if (!wide) {
    return (
      <ul className="data-cards" aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="card data-card">
            <h3 className="data-card__title">{first.cell(row)}</h3>
            <dl className="data-card__facts">
              {rest.map((column) => (
                <div key={column.id}>
                  <dt>{column.header}</dt>
                  <dd>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="data-table__wrap">
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row">{first.cell(row)}</th>
              {rest.map((column) => (
                <td key={column.id} className={column.nowrap ? 'data-table__nowrap' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
