import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { QueryState } from './query-state.tsx';

type Data = { items: string[] };
// Only the fields QueryState reads; a real query result carries many more.
const pending = { isPending: true, isError: false } as UseQueryResult<Data>;
const failed = (message: string) =>
  ({ isPending: false, isError: true, error: new Error(message) }) as UseQueryResult<Data>;
const loaded = (items: string[]) =>
  ({ isPending: false, isError: false, data: { items } }) as UseQueryResult<Data>;

function List({ query }: { query: UseQueryResult<Data> }) {
  return (
    <QueryState query={query} empty="Nothing here." isEmpty={(data) => data.items.length === 0}>
      {(data) => (
        <ul>
          {data.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

describe('QueryState', () => {
  it("shows 'Loading...' with role status while pending, or the caller's loading text or node", () => {
    const { rerender } = render(<List query={pending} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
    rerender(
      <QueryState query={pending} loading="Loading users...">
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading users\.\.\.$/);
    rerender(
      <QueryState query={pending} loading={<p>Loading...</p>}>
        {() => null}
      </QueryState>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it("shows the error's message with role alert, the fallback only when it has none", () => {
    const { rerender } = render(<List query={failed('Request failed with status: 500')} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^Request failed with status: 500$/);
    expect(alert).toHaveClass('text-red-700');
    rerender(
      <QueryState query={failed('')} errorFallback="Could not load.">
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Could not load\.$/);
  });

  it('shows the empty text when isEmpty says so, else the children with the data', () => {
    const { rerender } = render(<List query={loaded([])} />);
    expect(screen.getByText('Nothing here.')).toHaveClass('text-slate-600');
    expect(screen.queryByRole('list')).toBeNull();
    rerender(<List query={loaded(['a', 'b'])} />);
    expect(screen.queryByText('Nothing here.')).toBeNull();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
  });

  it('shows the children for empty data when no isEmpty is given', () => {
    render(
      <QueryState query={loaded([])}>{(data) => <p>{data.items.length} items</p>}</QueryState>,
    );
    expect(screen.getByText('0 items')).toBeInTheDocument();
  });
});
