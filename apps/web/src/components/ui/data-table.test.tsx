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
    expect(cells[1]!.className).toBe('px-3 py-2');
    expect(within(cells[0]!).getByText('Bo').tagName).toBe('STRONG');
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});
