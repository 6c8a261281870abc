// A private calendar feed of upcoming pickups (decision 062): an administrator's own (Account
// Settings) or a driver's (composed beside the drivers' list). The address holds the secret,
// so it is shown once, when made; making a new one stops the old one.
import { useEffect, useState } from 'react';

import { Button } from '#web/components/ui/button.tsx';
import { useConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { InlineQueryStatus } from '#web/components/ui/query-state.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatInstantDateTime } from '#web/lib/format.ts';
import { loadCatalogue, useI18n, useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/toast.ts';
import { useCreateCalendarFeed } from '#web/features/calendar-feeds/api/create-calendar-feed.ts';
import type { FeedOwner } from '#web/features/calendar-feeds/api/get-calendar-feed.ts';
import { useCalendarFeed } from '#web/features/calendar-feeds/api/get-calendar-feed.ts';
import { useRevokeCalendarFeed } from '#web/features/calendar-feeds/api/revoke-calendar-feed.ts';

// The texts are in the account catalogue, which the back-office (English, where a driver's
// feed is shown) does not load with its pages: loaded here when missing.
function useAccountTexts(): boolean {
  const i18n = useI18n();
  const [ready, setReady] = useState(() => 'calendar.title' in i18n.messages);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadCatalogue(i18n, { name: 'account' })
      .then(() => {
        if (live) setReady(true);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [i18n, ready]);
  return ready;
}

export function CalendarFeedBox(props: {
  owner: FeedOwner;
  whose?: string;
  canChange?: boolean;
  headingLevel?: 2 | 3;
}) {
  return useAccountTexts() ? <FeedBox {...props} /> : null;
}

function FeedBox({
  owner,
  // Whose pickups, in the texts: the signed-in user's when not given, or (in the back-office,
  // in English) 'Sam Nguyen’s'.
  whose,
  canChange = true,
  headingLevel = 3,
}: {
  owner: FeedOwner;
  whose?: string;
  canChange?: boolean;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
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
        title: t('calendar.newAddressTitle'),
        message: t('calendar.newAddressText'),
        confirmLabel: t('calendar.makeNewAddress'),
      }))
    ) {
      return;
    }
    create.mutate(undefined, {
      onSuccess: (created) => setUrl(created.url),
      onError: (error) => toast.error(errorMessage(error, t('calendar.makeFailed'))),
    });
  };

  const stop = async () => {
    const sure = await ask({
      title: t('calendar.revokeTitle'),
      message: t('calendar.revokeText'),
      confirmLabel: t('calendar.revoke'),
    });
    if (!sure) return;
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        toast.success(t('calendar.revoked'));
      },
      onError: (error) => toast.error(errorMessage(error, t('calendar.revokeFailed'))),
    });
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('calendar.copied'));
    } catch {
      toast.error(t('calendar.copyFailed'));
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-5 border-t border-slate-200 pt-4">
      <Heading id={headingId} className="font-semibold text-slate-900">
        {t('calendar.title')}
      </Heading>
      <p className="mt-1 text-sm text-slate-700">
        {whose ? t('calendar.introWhose', { whose }) : t('calendar.intro')}
      </p>
      <InlineQueryStatus query={status} failed={t('calendar.loadFailed')} />
      {status.isSuccess && (
        <p className="mt-2 text-sm text-slate-800" data-testid="calendar-feed-status">
          {feed
            ? t('calendar.activeSince', { date: formatInstantDateTime(feed.createdAt) })
            : t('calendar.noFeed')}
        </p>
      )}
      {url && (
        <div className="mt-3 space-y-2 rounded-md bg-slate-50 p-3">
          <label htmlFor={`${headingId}-url`} className="block text-sm font-medium text-slate-800">
            {t('calendar.privateAddress')}
          </label>
          <input
            id={`${headingId}-url`}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-xs text-slate-900"
          />
          <Button variant="secondary" onClick={() => void copy()}>
            {t('calendar.copyAddress')}
          </Button>
          <p className="text-xs text-slate-600">{t('calendar.howToSubscribe')}</p>
        </div>
      )}
      {canChange && status.isSuccess && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" disabled={create.isPending} onClick={() => void make()}>
            {feed ? t('calendar.makeNewAddress') : t('calendar.makeAddress')}
          </Button>
          {feed && (
            <Button variant="danger" disabled={revoke.isPending} onClick={() => void stop()}>
              {t('calendar.revokeFeed')}
            </Button>
          )}
        </div>
      )}
      {dialog}
    </section>
  );
}
