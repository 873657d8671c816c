// A table whose every row is headed by its first cell (a fee bracket, a changed field): column headers,
// then one row per item, each with its own cells. The look is the caller's, by class names.
import type { ReactNode } from 'react';

export type RowTableRow = {
  key: string;
  /** The row's header cell. */
  label: ReactNode;
  /** The other cells, in the order of `columns` after the first. */
  cells: readonly ReactNode[];
};

type RowTableProps = {
  caption: string;
  /** Shown by the caller's class; read out only by default. */
  captionClassName?: string;
  className?: string;
  /** The column headers, the row headers' column first. */
  columns: readonly string[];
  /** Classes of the cells after the row header, by column. */
  cellClassNames?: readonly (string | undefined)[];
  rows: readonly RowTableRow[];
};

export function RowTable({
  caption,
  captionClassName = 'visually-hidden',
  className,
  columns,
  cellClassNames = [],
  rows,
}: RowTableProps) {
  return (
    <table className={className}>
      <caption className={captionClassName}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {row.cells.map((cell, index) => (
              // A row's cells follow the columns and never move.
              <td key={index} className={cellClassNames[index]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
