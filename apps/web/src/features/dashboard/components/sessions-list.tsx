import type { UserSession } from '@landed/shared/schemas/auth';

import { Badge } from '#web/components/ui/badge.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatInstantDateTime } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { useEndOtherSessions } from '#web/features/dashboard/api/end-other-sessions.ts';
import { useEndSession } from '#web/features/dashboard/api/end-session.ts';
import { useSessions } from '#web/features/dashboard/api/get-sessions.ts';

const describe = (session: UserSession) =>
  `${session.browser || 'Unknown browser'} on ${session.os || 'an unknown system'}`;

// Account Settings: where this account is signed in, with a way to end each other session or
// all of them (docs/decisions/048-server-side-sessions.md).
export function SessionsList() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current);

  return (
    <section aria-labelledby="sessions-heading" className="mt-5 border-t border-slate-200 pt-4">
      <h3 id="sessions-heading" className="font-semibold text-slate-900">
        Where you are signed in
      </h3>
      {sessions.isPending && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Loading...
        </p>
      )}
      {sessions.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorMessage(sessions.error, 'Could not load your sessions.')}
        </p>
      )}
      <ul className="mt-2 divide-y divide-slate-100" aria-label="Signed-in sessions">
        {list.map((session) => (
          <li key={session._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="text-sm">
              <p className="font-medium text-slate-800">
                {describe(session)} {session.current && <Badge tone="green">This browser</Badge>}
              </p>
              <p className="text-slate-600">
                {session.ip || 'Unknown address'} · Signed in{' '}
                {formatInstantDateTime(session.createdAt)} · Last active{' '}
                {formatInstantDateTime(session.lastSeenAt)}
              </p>
            </div>
            {!session.current && (
              <button
                type="button"
                className={buttonClass('secondary', 'px-3 py-1')}
                aria-label={`End session: ${describe(session)}`}
                disabled={endOne.isPending && endOne.variables === session._id}
                onClick={() =>
                  endOne.mutate(session._id, {
                    onSuccess: () => toast.success('Session ended.'),
                    onError: (error) =>
                      toast.error(errorMessage(error, 'Could not end the session.')),
                  })
                }
              >
                End session
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
              onSuccess: () => toast.success('Signed out everywhere else.'),
              onError: (error) =>
                toast.error(errorMessage(error, 'Could not end the other sessions.')),
            })
          }
        >
          Sign out everywhere else
        </button>
      )}
    </section>
  );
}
