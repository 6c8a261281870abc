import type { UseQueryResult } from '@tanstack/react-query';
import type {
  Dispatch,
  HTMLAttributes,
  InputHTMLAttributes,
  ReactNode,
  SetStateAction,
} from 'react';
import { useState } from 'react';

import { Button } from '#web/components/ui/button.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import type { Column } from '#web/components/ui/data-table.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';

// The back-office list kit (docs/decisions/113): every list screen of the admin is a
// ListSection (its heading and tools), a FilterSelect or SearchForm, and a PagedList or
// ListTable (loading, error, empty state, the rows, the pager), with its filters and page in
// the address through useListParams (list-params.ts).

// A list's section: its heading (h2 for a tab, h3 for a section of one) with the list's tools
// on the same line, then the list.
export function ListSection({
  id,
  title,
  level = 2,
  tools,
  headerClassName = 'items-end',
  children,
}: {
  id: string;
  title: ReactNode;
  level?: 2 | 3;
  tools?: ReactNode;
  headerClassName?: string;
  children: ReactNode;
}) {
  const heading =
    level === 2 ? (
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
    ) : (
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
    );
  return (
    <section aria-labelledby={id} className="space-y-4">
      {tools === undefined ? (
        heading
      ) : (
        <div className={`flex flex-wrap justify-between gap-3 ${headerClassName}`}>
          {heading}
          {tools}
        </div>
      )}
      {children}
    </section>
  );
}

// A filter of one choice, its label read by screen readers only. `all` is the first option
// (value ''); an option is a value or [value, text].
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  all,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  all: string;
  options: ReadonlyArray<string | readonly [string, string]>;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-md border border-slate-300 px-3 py-2 text-sm"
      >
        <option value="">{all}</option>
        {options.map((option) => {
          const [key, text] = typeof option === 'string' ? [option, option] : option;
          return (
            <option key={key} value={key}>
              {text}
            </option>
          );
        })}
      </select>
    </>
  );
}

// The back office's small field: a visible label over a compact box (a list's filter, a short
// form beside a list). `className` adds to the box, e.g. its width.
export function CompactField({
  id,
  label,
  className = '',
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        className={`mt-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm ${className}`.trim()}
        {...input}
      />
    </div>
  );
}

// The e-mail address a short form invites (a partner user, a member of staff).
export function InviteEmailField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <CompactField
      id={id}
      label="E-mail"
      type="email"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="w-64 max-w-full"
    />
  );
}

// A short form beside a list (invite, add, import, filter): its fields in a row that wraps,
// their bottoms aligned; `onSubmit` runs without the page's reload.
export function CompactForm({
  label,
  onSubmit,
  children,
}: {
  label?: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

// A search form (role="search"): the text is sent, trimmed, on Search or Enter. `children` come
// before the search box (filters), `after` after the button (e.g. an export).
export function SearchForm({
  id,
  label,
  placeholder,
  value,
  onSearch,
  className,
  inputClassName,
  icon,
  children,
  after,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onSearch: (text: string) => void;
  className: string;
  inputClassName: string;
  icon?: ReactNode;
  children?: ReactNode;
  after?: ReactNode;
}) {
  const [draft, setDraft] = useState(value);
  return (
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      {children}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={placeholder}
        className={`rounded-md border border-slate-300 px-3 py-2 text-sm ${inputClassName}`}
      />
      <Button type="submit" variant="secondary">
        {icon}
        Search
      </Button>
      {after}
    </form>
  );
}

export type Paging = {
  page: number;
  setPage: Dispatch<SetStateAction<number>>;
  pageSize: number;
  // What the pager shows between its buttons (Pager's `count`).
  count?: 'of' | 'page';
};

// A list's states and its pager: loading, the query's error, `empty` when `items` is empty, else
// `children`; the pager under it when `paging` is given and there is more than one page.
export function PagedList<D extends { total?: number }>({
  query,
  empty,
  items,
  paging,
  children,
}: {
  query: UseQueryResult<D>;
  empty: ReactNode;
  items: (data: D) => unknown[];
  paging?: Paging | undefined;
  children: (data: D) => ReactNode;
}) {
  return (
    <>
      <QueryState query={query} empty={empty} isEmpty={(data) => items(data).length === 0}>
        {children}
      </QueryState>
      {paging && (
        <Pager
          page={paging.page}
          pageSize={paging.pageSize}
          total={query.data?.total ?? 0}
          onPageChange={paging.setPage}
          {...(paging.count ? { count: paging.count } : {})}
        />
      )}
    </>
  );
}

// A PagedList whose rows are a DataTable; a row's key is its _id unless `rowKey` says otherwise.
export function ListTable<D extends { total?: number }, Row extends { _id: string }>({
  query,
  empty,
  rows,
  paging,
  caption,
  columns,
  rowKey = (row) => row._id,
  rowProps,
}: {
  query: UseQueryResult<D>;
  empty: ReactNode;
  rows: (data: D) => Row[];
  paging?: Paging | undefined;
  caption: string;
  columns: Array<Column<Row>>;
  rowKey?: (row: Row) => string;
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & { 'data-testid'?: string };
}) {
  return (
    <PagedList query={query} empty={empty} items={rows} paging={paging}>
      {(data) => (
        <DataTable
          caption={caption}
          columns={columns}
          rows={rows(data)}
          rowKey={rowKey}
          {...(rowProps ? { rowProps } : {})}
        />
      )}
    </PagedList>
  );
}
