// What every catalogue screen shows (admin §2): the heading and its Add button, the filter bar,
// the table with its row headers, deleted-row style and row actions, the confirmation and the
// Add/Edit dialog, the loading, error and empty states, and where the banner shows. What fills
// it comes from the resource's config (catalogue-manager.tsx).
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Loading } from '#web/components/ui/page.tsx';
import type { CatalogueTexts } from '#web/features/admin-catalogue/texts.ts';
import type { BannerState } from './banner.tsx';
import { BannerView } from './banner.tsx';

export type CatalogueItem = { _id: string; title: string; isDeleted: boolean };

export type Column<Item> = {
  header: string;
  cell: (item: Item) => ReactNode;
  // Controls (toggles) are not struck through on a deleted row.
  control?: boolean;
  // The cell that names the row (its title), for screen readers.
  rowHeader?: boolean;
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
  const headingId = useId();
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
                      className={`px-3 py-2 text-left align-top font-normal ${item.isDeleted && !column.control ? 'line-through' : ''}`}
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
      {!dialogOpen && <BannerView banner={banner} floating />}
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
