import type { UserSession } from '@landed/shared/schemas/auth';

import { Badge } from '#web/components/ui/badge.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { InlineQueryStatus } from '#web/components/ui/query-state.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatInstantDateTime } from '#web/lib/format.ts';
import type { Translate } from '#web/lib/i18n.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { toast } from '#web/lib/toast.ts';
import { useEndOtherSessions } from '#web/features/dashboard/api/end-other-sessions.ts';
import { useEndSession } from '#web/features/dashboard/api/end-session.ts';
import { useSessions } from '#web/features/dashboard/api/get-sessions.ts';

const describe = (t: Translate, session: UserSession) =>
  t('dashboard.sessionDevice', {
    browser: session.browser || t('dashboard.unknownBrowser'),
    os: session.os || t('dashboard.unknownSystem'),
  });

// Account Settings: where this account is signed in, with a way to end each other session or
// all of them (docs/decisions/048-server-side-sessions.md).
export function SessionsList() {
  const t = useT();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current);

  return (
    <section aria-labelledby="sessions-heading" className="mt-5 border-t border-slate-200 pt-4">
      <h3 id="sessions-heading" className="font-semibold text-slate-900">
        {t('dashboard.sessionsTitle')}
      </h3>
      <InlineQueryStatus query={sessions} failed={t('dashboard.sessionsLoadFailed')} />
      <ul className="mt-2 divide-y divide-slate-100" aria-label={t('dashboard.sessionsLabel')}>
        {list.map((session) => (
          <li key={session._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="text-sm">
              <p className="font-medium text-slate-800">
                {describe(t, session)}{' '}
                {session.current && <Badge tone="green">{t('dashboard.thisBrowser')}</Badge>}
              </p>
              <p className="text-slate-600">
                {session.ip || t('dashboard.unknownAddress')} ·{' '}
                {t('dashboard.sessionSignedIn', { date: formatInstantDateTime(session.createdAt) })}{' '}
                ·{' '}
                {t('dashboard.sessionLastActive', {
                  date: formatInstantDateTime(session.lastSeenAt),
                })}
              </p>
            </div>
            {!session.current && (
              <button
                type="button"
                className={buttonClass('secondary', 'px-3 py-1')}
                aria-label={t('dashboard.endSessionLabel', { session: describe(t, session) })}
                disabled={endOne.isPending && endOne.variables === session._id}
                onClick={() =>
                  endOne.mutate(session._id, {
                    onSuccess: () => toast.success(t('dashboard.sessionEnded')),
                    onError: (error) =>
                      toast.error(
                        translateMessage(t, errorMessage(error, t('dashboard.endSessionFailed'))),
                      ),
                  })
                }
              >
                {t('dashboard.endSession')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <button
          type="button"
          className={buttonClass('secondary', 'mt-2')}
          disabled={endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: () => toast.success(t('dashboard.signedOutElsewhere')),
              onError: (error) =>
                toast.error(
                  translateMessage(t, errorMessage(error, t('dashboard.endOthersFailed'))),
                ),
            })
          }
        >
          {t('dashboard.signOutElsewhere')}
        </button>
      )}
    </section>
  );
}
