import type { HTMLAttributes, ReactNode } from 'react';

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  // Added to the cell's padding, e.g. 'whitespace-nowrap'.
  className?: string;
};

// A table whose columns are data: a screen-reader caption, a header cell (scope="col") per
// column, a row per item. `rowProps` adds attributes to a row, e.g. a data-testid.
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
}: {
  caption: string;
  columns: Array<Column<Row>>;
  rows: Row[];
  rowKey: (row: Row) => string;
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & { 'data-testid'?: string };
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-2">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={column.className ? `px-3 py-2 ${column.className}` : 'px-3 py-2'}
                >
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
