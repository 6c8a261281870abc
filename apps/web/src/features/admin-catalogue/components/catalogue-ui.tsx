// The parts every catalogue screen shares (admin §2): the filter controls, the table with its
// preview rules and deleted-row style, the toggles, the row actions, the confirmation and the
// Add/Edit dialog, the loading, error and empty states, and where the banner shows.
import { Eye, EyeOff, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Loading } from '../../../components/ui/page.tsx';
import { formatInstantDate } from '../../../lib/format.ts';
import type { CatalogueTexts } from '../texts.ts';
import type { BannerState } from './banner.tsx';
import { BannerView } from './banner.tsx';

// ---------------------------------------------------------------- preview rules

export const PREVIEW_CHARS = 40;
export const PREVIEW_ITEMS = 3;

// The first 40 characters followed by an ellipsis (admin §9), when there is more.
export function truncate(text: string, max = PREVIEW_CHARS): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

// The first 3 items joined by commas, then '+N more' (admin §2, §9).
export function listPreview(items: readonly string[], max = PREVIEW_ITEMS): string {
  const shown = items.slice(0, max).join(', ');
  return items.length > max ? `${shown} +${items.length - max} more` : shown;
}

export const freeWhenEmpty = (price: string) => price.trim() || 'Free';

export function LocalDate({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {formatInstantDate(iso)}
    </time>
  );
}

// ---------------------------------------------------------------- filters

const control =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

export function SearchFilter({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={`${control} w-56`}
      />
    </div>
  );
}

export function SelectFilter({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  // [value, text]; the first is the "all" choice.
  options: ReadonlyArray<readonly [string, string]>;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={control}
      >
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ShowDeletedFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-slate-400 accent-brand-700"
      />
      Show Deleted
    </label>
  );
}

// Categories to offer: those in use, plus the chosen one (so it never vanishes from the box).
export function categoryOptions(
  allLabel: string,
  categories: readonly string[] | undefined,
  chosen: string,
): Array<readonly [string, string]> {
  const values = new Set(categories ?? []);
  if (chosen) values.add(chosen);
  return [['', allLabel], ...[...values].sort().map((c) => [c, c] as const)];
}

// ---------------------------------------------------------------- toggles

type ToggleProps = {
  on: boolean;
  label: string;
  disabled: boolean;
  // Read-only roles see the state, not a control.
  readOnly: boolean;
  onToggle: () => void;
};

export function VisibilityToggle({ on, label, disabled, readOnly, onToggle }: ToggleProps) {
  const Icon = on ? Eye : EyeOff;
  const state = on ? 'Visible' : 'Hidden';
  const icon = (
    <Icon aria-hidden="true" className={`size-5 ${on ? 'text-brand-700' : 'text-slate-500'}`} />
  );
  if (readOnly) {
    return (
      <span className="inline-flex" title={state}>
        {icon}
        <span className="sr-only">{state}</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`Visible: ${label}`}
      title={
        disabled ? 'Restore it first' : on ? 'Visible: click to hide' : 'Hidden: click to show'
      }
      disabled={disabled}
      onClick={onToggle}
      className="rounded-md p-1 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50"
    >
      {icon}
    </button>
  );
}

export function StarToggle({ on, label, disabled, readOnly, onToggle }: ToggleProps) {
  const icon = (
    <Star
      aria-hidden="true"
      className={`size-5 ${on ? 'fill-amber-400 text-amber-600' : 'text-slate-500'}`}
    />
  );
  if (readOnly) {
    return (
      <span className="inline-flex" title={on ? 'Most Popular' : 'Not Most Popular'}>
        {icon}
        <span className="sr-only">{on ? 'Most Popular' : 'Not Most Popular'}</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`Most Popular: ${label}`}
      title={
        disabled ? 'Restore it first' : on ? 'Most Popular: click to unmark' : 'Mark Most Popular'
      }
      disabled={disabled}
      onClick={onToggle}
      className="rounded-md p-1 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50"
    >
      {icon}
    </button>
  );
}

// ---------------------------------------------------------------- the screen

export type CatalogueItem = { _id: string; title: string; isDeleted: boolean };

export type Column<Item> = {
  header: string;
  cell: (item: Item) => ReactNode;
  // Controls (toggles) are not struck through on a deleted row.
  control?: boolean;
  // The cell that names the row (its title), for screen readers.
  rowHeader?: boolean;
  className?: string;
};

type Editing<Item> = { entry: Item | null } | null;

// What the form of a resource gets: the entry being edited (null to add), the id its <form>
// must carry (the dialog's Save button submits it) and a way to close the dialog.
export type FormSlot<Item> = (props: {
  entry: Item | null;
  formId: string;
  close: () => void;
}) => ReactNode;

export function CatalogueView<Item extends CatalogueItem>({
  texts,
  headingId,
  canWrite,
  banner,
  toolbar,
  filtered,
  items,
  loading,
  failed,
  retry,
  columns,
  form,
  saving,
  onDelete,
  onRestore,
  busy,
  footer,
}: {
  texts: CatalogueTexts;
  headingId: string;
  canWrite: boolean;
  banner: BannerState;
  toolbar: ReactNode;
  // Some filter is set: an empty list means "no match", not "nothing yet".
  filtered: boolean;
  items: Item[] | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
  columns: Array<Column<Item>>;
  form: FormSlot<Item>;
  saving: boolean;
  onDelete: (item: Item) => void;
  onRestore: (item: Item) => void;
  // A change to this row is under way.
  busy: (item: Item) => boolean;
  footer?: ReactNode;
}) {
  const [editing, setEditing] = useState<Editing<Item>>(null);
  const [confirming, setConfirming] = useState<Item | null>(null);
  const formId = useId();
  const dialogOpen = editing !== null || confirming !== null;
  // The banner shows where the administrator is looking: in the open dialog, else on the page.
  const bannerView = <BannerView banner={banner} />;
  const close = () => setEditing(null);

  let body: ReactNode;
  if (loading) {
    body = <Loading />;
  } else if (failed && !items) {
    body = (
      <div className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
        <p>The list could not be loaded.</p>
        <Button variant="secondary" className="mt-3" onClick={retry}>
          Try again
        </Button>
      </div>
    );
  } else if (!items || items.length === 0) {
    body = (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="font-semibold text-slate-900">{filtered ? texts.noMatch : texts.empty}</p>
        {canWrite && !filtered && (
          <button
            type="button"
            onClick={() => setEditing({ entry: null })}
            className="mt-2 text-sm font-semibold text-brand-700 underline hover:text-brand-800"
          >
            {texts.add}
          </button>
        )}
      </div>
    );
  } else {
    body = (
      // relative: the screen-reader-only texts in far columns stay inside the scrolling box.
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{texts.heading}</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className="px-3 py-2 whitespace-nowrap">
                  {column.header}
                </th>
              ))}
              {canWrite && (
                <th scope="col" className="px-3 py-2">
                  Actions
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((item) => (
              <tr
                key={item._id}
                data-deleted={item.isDeleted || undefined}
                className={item.isDeleted ? 'bg-slate-100 text-slate-600' : 'text-slate-900'}
              >
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.header}
                      scope={column.rowHeader ? 'row' : undefined}
                      className={`px-3 py-2 text-left align-top font-normal ${item.isDeleted && !column.control ? 'line-through' : ''} ${column.className ?? ''}`}
                    >
                      {column.cell(item)}
                    </Cell>
                  );
                })}
                {canWrite && (
                  <td className="px-3 py-2 align-top">
                    <div className="flex gap-2">
                      {item.isDeleted ? (
                        <Button
                          variant="secondary"
                          className="px-3 py-1"
                          aria-label={`Restore ${item.title}`}
                          disabled={busy(item)}
                          onClick={() => onRestore(item)}
                        >
                          Restore
                        </Button>
                      ) : (
                        <>
                          <Button
                            variant="secondary"
                            className="px-3 py-1"
                            aria-label={`Edit ${item.title}`}
                            disabled={busy(item)}
                            onClick={() => setEditing({ entry: item })}
                          >
                            Edit
                          </Button>
                          <Button
                            variant="danger"
                            className="px-3 py-1"
                            aria-label={`Delete ${item.title}`}
                            disabled={busy(item)}
                            onClick={() => setConfirming(item)}
                          >
                            Delete
                          </Button>
                        </>
                      )}
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {texts.heading}
        </h2>
        {canWrite && <Button onClick={() => setEditing({ entry: null })}>{texts.add}</Button>}
      </div>
      <div role="search" aria-label={`Filter ${texts.heading.toLowerCase()}`}>
        <div className="flex flex-wrap items-center gap-3">{toolbar}</div>
      </div>
      {!dialogOpen && bannerView}
      {body}
      {footer}

      <Dialog
        open={editing !== null}
        onClose={close}
        size="lg"
        title={editing?.entry ? texts.editTitle : texts.addTitle}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" form={formId} disabled={saving}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
          </>
        }
      >
        {bannerView}
        {editing && form({ entry: editing.entry, formId, close })}
      </Dialog>

      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        size="sm"
        title="Confirm delete"
        description={texts.confirmDelete}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                const item = confirming!;
                setConfirming(null);
                onDelete(item);
              }}
            >
              Delete
            </Button>
          </>
        }
      >
        {bannerView}
        <p className="text-sm text-slate-700">{confirming?.title}</p>
      </Dialog>
    </section>
  );
}

export function FullScreenLink({ to, label }: { to: string; label: string }) {
  return (
    <p className="text-sm">
      <Link to={to} className="font-semibold text-brand-700 underline hover:text-brand-800">
        {label}
      </Link>
    </p>
  );
}
