import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DataTable } from './data-table.tsx';
import type { Column } from './data-table.tsx';

type Row = { id: string; name: string; email: string };
const columns: Array<Column<Row>> = [
  { header: 'Name', className: 'font-medium', cell: (r) => <strong>{r.name}</strong> },
  { header: 'Email', cell: (r) => r.email },
];
const rows: Row[] = [
  { id: '1', name: 'Ann', email: 'ann@example.com' },
  { id: '2', name: 'Bo', email: 'bo@example.com' },
];

describe('DataTable', () => {
  it('names the table by its caption and has a column header per column', () => {
    render(<DataTable caption="Users" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Users' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Email']);
    for (const header of headers) expect(header).toHaveAttribute('scope', 'col');
  });

  it("renders a row per item with each column's cell, class and row attributes", () => {
    render(
      <DataTable
        caption="Users"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ 'data-testid': `user-${r.id}` })}
      />,
    );
    const row = screen.getByTestId('user-2');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['Bo', 'bo@example.com']);
    expect(cells[0]).toHaveClass('px-3', 'py-2', 'font-medium');
    expect(cells[1]!.className).not.toContain('font-medium');
    expect(within(cells[0]!).getByText('Bo').tagName).toBe('STRONG');
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  // On a phone each row is a card whose cells name their column (docs/decisions/078): the name
  // comes from data-label through CSS, so a cell's text is still its value alone, and the last
  // column (the row's actions) is laid out under the others, as wide as the card.
  it('gives each cell its column name for the phone card and keeps the cell text its value', () => {
    render(<DataTable caption="Users" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((c) => c.dataset.label)).toEqual(['Name', 'Email']);
    expect(cells.map((c) => c.textContent)).toEqual(['Ann', 'ann@example.com']);
    expect(cells[0]!.className).toContain('max-md:grid');
    expect(cells[0]!.className).toContain('max-md:before:content-[attr(data-label)]');
    expect(cells[1]!.className).toContain('max-md:block');
    expect(screen.getByRole('table').className).toContain('max-md:block');
  });
});
