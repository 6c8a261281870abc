import type { HTMLAttributes, ReactNode } from 'react';

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  // Added to the cell's padding, e.g. 'whitespace-nowrap'.
  className?: string;
};

// A table whose columns are data: a screen-reader caption, a header cell (scope="col") per
// column, a row per item. `rowProps` adds attributes to a row, e.g. a data-testid.
//
// Below 768 px each row is a card (docs/decisions/078): a phone never lays the page out wider
// than its screen, and a row's actions stay on it. Each cell shows its column's name beside
// its value; the last column (the row's actions, or a long text such as a log entry's details)
// takes the card's whole width under the others. The names are drawn from `data-label` by CSS,
// so the cells' text stays their value.
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
  const last = columns.length - 1;
  return (
    <div className="rounded-lg border border-slate-200 bg-white md:overflow-x-auto">
      <table className="w-full text-sm max-md:block md:min-w-full md:divide-y md:divide-slate-200">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase max-md:sr-only">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-2">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-md:block">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="max-md:block max-md:px-3 max-md:py-2"
              {...rowProps?.(row)}
            >
              {columns.map((column, index) => (
                <td
                  key={column.header}
                  data-label={column.header}
                  className={`px-3 py-2 ${column.className ? `${column.className} ` : ''}${index === last ? CARD_LAST : CARD_CELL}`}
                >
                  <div className="min-w-0">{column.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// The phone's card: a cell is a line of name and value; the last one is the name over a value
// as wide as the card.
const NAME =
  'max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wide max-md:before:text-slate-600 max-md:before:uppercase max-md:before:content-[attr(data-label)]';
const CARD_CELL = `max-md:grid max-md:grid-cols-[minmax(0,7rem)_minmax(0,1fr)] max-md:items-baseline max-md:gap-3 max-md:px-0 max-md:py-1 max-md:whitespace-normal max-md:break-words ${NAME}`;
const CARD_LAST = `max-md:block max-md:px-0 max-md:pt-2 max-md:pb-1 max-md:whitespace-normal max-md:before:mb-1 max-md:before:block ${NAME}`;
