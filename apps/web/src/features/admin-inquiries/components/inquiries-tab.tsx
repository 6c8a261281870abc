import { useState } from 'react';

import type { AdminMe } from '@landed/shared/schemas/admin';
import type { Inquiry } from '@landed/shared/schemas/inquiry';

import { FilterSelect, ListSection, PagedList } from '#web/components/back-office/list-kit.tsx';
import { useListParams } from '#web/components/back-office/list-params.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatInstantDate } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { useInquiries } from '#web/features/admin-inquiries/api/get-inquiries.ts';
import { useInquiryAssignees } from '#web/features/admin-inquiries/api/get-inquiry-assignees.ts';
import { useUpdateInquiry } from '#web/features/admin-inquiries/api/update-inquiry.ts';
import { InquiryThread, ReplyForm } from './inquiry-thread.tsx';

function InquiryItem({
  inquiry,
  canWrite,
  assignees,
}: {
  inquiry: Inquiry;
  canWrite: boolean;
  assignees: Array<{ _id: string; name: string; email: string }>;
}) {
  const update = useUpdateInquiry();
  const [note, setNote] = useState(inquiry.note);
  const unread = inquiry.status === 'Unread';
  const failed = (error: unknown) =>
    toast.error(errorMessage(error, 'Failed to update the inquiry.'));
  return (
    <li
      data-testid={`inquiry-${inquiry._id}`}
      className={`space-y-2 rounded-lg border p-4 ${unread ? 'border-yellow-300 bg-yellow-50' : 'border-slate-200 bg-white'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{inquiry.subject}</h3>
        <Badge tone={unread ? 'yellow' : inquiry.status === 'Replied' ? 'green' : 'slate'}>
          {inquiry.status}
        </Badge>
        <span className="text-xs text-slate-600">
          {inquiry.type} · {formatInstantDate(inquiry.date)} ·{' '}
          <a className="text-brand-700 underline" href={`mailto:${inquiry.email}`}>
            {inquiry.email}
          </a>
        </span>
      </div>
      <p className="text-sm break-words whitespace-pre-line text-slate-800">{inquiry.message}</p>
      <InquiryThread inquiry={inquiry} />
      {canWrite && <ReplyForm inquiry={inquiry} />}
      {canWrite ? (
        <div className="flex flex-wrap items-end gap-3">
          <Button
            variant="secondary"
            className="px-2.5 py-1"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: inquiry._id, status: unread ? 'Read' : 'Unread' },
                { onError: failed },
              )
            }
          >
            {unread ? 'Mark read' : 'Mark unread'}
          </Button>
          {/* A select is as wide as its longest option (a name and an address): on a phone it
              stops at the card's edge. */}
          <div className="max-w-full min-w-0">
            <label
              htmlFor={`assign-${inquiry._id}`}
              className="block text-xs font-medium text-slate-700"
            >
              Assigned to
            </label>
            <select
              id={`assign-${inquiry._id}`}
              value={inquiry.assigned ?? ''}
              disabled={update.isPending}
              onChange={(event) =>
                update.mutate(
                  { id: inquiry._id, assigned: event.target.value || null },
                  { onError: failed },
                )
              }
              className="mt-1 max-w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
            >
              <option value="">Unassigned</option>
              {assignees.map((a) => (
                <option key={a._id} value={a._id}>
                  {a.name} ({a.email})
                </option>
              ))}
            </select>
          </div>
          <div className="max-w-full min-w-64 flex-1">
            <label
              htmlFor={`note-${inquiry._id}`}
              className="block text-xs font-medium text-slate-700"
            >
              Internal note
            </label>
            <div className="mt-1 flex gap-2">
              <input
                id={`note-${inquiry._id}`}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1 text-sm"
              />
              <Button
                variant="secondary"
                className="px-2.5 py-1"
                disabled={update.isPending || note === inquiry.note}
                onClick={() =>
                  update.mutate(
                    { id: inquiry._id, note },
                    { onSuccess: () => toast.success('Note saved.'), onError: failed },
                  )
                }
              >
                Save note
              </Button>
            </div>
          </div>
        </div>
      ) : (
        inquiry.note && <p className="text-xs text-slate-600">Note: {inquiry.note}</p>
      )}
    </li>
  );
}

// Inquiries (admin §2): unread in yellow, mark read, assign to a member of the team, a note, and
// the replies sent with a box to write one (decision 063).
export function InquiriesTab({ me }: { me: AdminMe }) {
  const { filters, setFilters, page, setPage } = useListParams({ status: '' });
  const inquiries = useInquiries({ status: filters.status, page });
  const assignees = useInquiryAssignees();
  const canWrite = me.permissions.includes('inquiries:write');
  return (
    <ListSection
      id="inquiries-title"
      title={
        <>
          Inquiries{' '}
          {inquiries.data ? (
            <span className="text-base font-normal text-slate-600">
              ({inquiries.data.unread} unread)
            </span>
          ) : null}
        </>
      }
      tools={
        <div>
          <FilterSelect
            id="inquiry-status"
            label="Show"
            value={filters.status}
            onChange={(status) => setFilters({ status })}
            all="All inquiries"
            options={['Unread', 'Read', 'Replied']}
          />
        </div>
      }
    >
      <PagedList
        query={inquiries}
        empty="No inquiries."
        items={(data) => data.inquiries}
        paging={{ page, setPage, pageSize: 25 }}
      >
        {(data) => (
          <ul className="space-y-3">
            {data.inquiries.map((inquiry) => (
              <InquiryItem
                key={`${inquiry._id}-${inquiry.updatedAt}`}
                inquiry={inquiry}
                canWrite={canWrite}
                assignees={assignees.data ?? []}
              />
            ))}
          </ul>
        )}
      </PagedList>
    </ListSection>
  );
}
