// A private calendar feed of upcoming pickups (decision 062): an administrator's own (Account
// Settings) or a driver's (composed beside the drivers' list). The address holds the secret,
// so it is shown once, when made; making a new one stops the old one.
import { useState } from 'react';

import { Button } from '#web/components/ui/button.tsx';
import { useConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatInstantDateTime } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { useCreateCalendarFeed } from '#web/features/calendar-feeds/api/create-calendar-feed.ts';
import type { FeedOwner } from '#web/features/calendar-feeds/api/get-calendar-feed.ts';
import { useCalendarFeed } from '#web/features/calendar-feeds/api/get-calendar-feed.ts';
import { useRevokeCalendarFeed } from '#web/features/calendar-feeds/api/revoke-calendar-feed.ts';

export function CalendarFeedBox({
  owner,
  // Whose pickups, in the texts: 'your' or 'Sam Nguyen’s'.
  whose = 'your',
  canChange = true,
  headingLevel = 3,
}: {
  owner: FeedOwner;
  whose?: string;
  canChange?: boolean;
  headingLevel?: 2 | 3;
}) {
  const status = useCalendarFeed(owner);
  const create = useCreateCalendarFeed(owner);
  const revoke = useRevokeCalendarFeed(owner);
  const { dialog, ask } = useConfirmDialog();
  const [url, setUrl] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;
  const headingId = `calendar-feed-${owner.kind === 'me' ? 'me' : owner.driverId}`;
  const feed = status.data?.feed ?? null;

  const make = async () => {
    if (
      feed &&
      !(await ask({
        title: 'Make a new feed address?',
        message:
          'The current address stops working at once. Calendars that use it must subscribe to the new one.',
        confirmLabel: 'Make a new address',
      }))
    ) {
      return;
    }
    create.mutate(undefined, {
      onSuccess: (created) => setUrl(created.url),
      onError: (error) => toast.error(errorMessage(error, 'Could not make the feed.')),
    });
  };

  const stop = async () => {
    const sure = await ask({
      title: 'Revoke the calendar feed?',
      message: 'Calendars that use this address stop showing the pickups.',
      confirmLabel: 'Revoke',
    });
    if (!sure) return;
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        toast.success('Calendar feed revoked.');
      },
      onError: (error) => toast.error(errorMessage(error, 'Could not revoke the feed.')),
    });
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Address copied.');
    } catch {
      toast.error('Could not copy. Select the address and copy it.');
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-5 border-t border-slate-200 pt-4">
      <Heading id={headingId} className="font-semibold text-slate-900">
        Calendar feed
      </Heading>
      <p className="mt-1 text-sm text-slate-700">
        See {whose} upcoming pickups in Google Calendar, Outlook or a phone’s calendar. The address
        is private: anyone who has it can see the pickups.
      </p>
      {status.isPending && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Loading...
        </p>
      )}
      {status.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorMessage(status.error, 'Could not load the calendar feed.')}
        </p>
      )}
      {status.isSuccess && (
        <p className="mt-2 text-sm text-slate-800" data-testid="calendar-feed-status">
          {feed
            ? `Active since ${formatInstantDateTime(feed.createdAt)}.`
            : 'No calendar feed yet.'}
        </p>
      )}
      {url && (
        <div className="mt-3 space-y-2 rounded-md bg-slate-50 p-3">
          <label htmlFor={`${headingId}-url`} className="block text-sm font-medium text-slate-800">
            Private feed address (shown only now)
          </label>
          <input
            id={`${headingId}-url`}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-xs text-slate-900"
          />
          <Button variant="secondary" onClick={() => void copy()}>
            Copy address
          </Button>
          <p className="text-xs text-slate-600">
            Google Calendar: Other calendars, +, From URL. Outlook: Add calendar, Subscribe from
            web. iPhone: Settings, Calendar, Accounts, Add Subscribed Calendar.
          </p>
        </div>
      )}
      {canChange && status.isSuccess && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" disabled={create.isPending} onClick={() => void make()}>
            {feed ? 'Make a new address' : 'Make a feed address'}
          </Button>
          {feed && (
            <Button variant="danger" disabled={revoke.isPending} onClick={() => void stop()}>
              Revoke feed
            </Button>
          )}
        </div>
      )}
      {dialog}
    </section>
  );
}
