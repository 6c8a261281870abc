import { CheckCircle2, CircleAlert } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSetupChecklist } from '#web/features/admin/api/get-setup-checklist.ts';
import { useSendTestMail } from '#web/features/admin/api/send-test-mail.ts';

// "Send a test mail": to the owner's own address, now, and what became of it in plain words.
function SendTestMail() {
  const send = useSendTestMail();
  const result = send.data;
  return (
    <div className="mt-1 space-y-1">
      <Button
        variant="secondary"
        className="px-2.5 py-1"
        disabled={send.isPending}
        onClick={() => send.mutate()}
      >
        {send.isPending ? 'Sending...' : 'Send a test mail'}
      </Button>
      {result && (
        <p
          role="status"
          className={`text-sm [overflow-wrap:anywhere] ${result.outcome === 'sent' ? 'text-green-800' : 'text-amber-900'}`}
        >
          {result.message}
        </p>
      )}
      {send.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(send.error, 'The test mail could not be sent.')}
        </p>
      )}
    </div>
  );
}

// The owner's set-up checklist on the Super Admin's Overview (issue 25 item 4,
// docs/decisions/079): each item done or not, what is missing, and a link to where it is fixed.
// One line once everything is done.
export function SetupChecklist() {
  const checklist = useSetupChecklist(true);
  return (
    <QueryState query={checklist} loading="Loading the set-up checklist...">
      {(data) => (
        <section
          aria-labelledby="setup-title"
          className="mb-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="setup-title" className="text-xl font-semibold text-slate-900">
            Set-up checklist{' '}
            <span className="text-sm font-normal text-slate-600">
              {data.items.filter((i) => i.done).length} of {data.items.length} done
            </span>
          </h2>
          {data.complete ? (
            <div className="mt-2 text-sm text-slate-700">
              <p>Everything is set up.</p>
              <SendTestMail />
            </div>
          ) : (
            <ul className="mt-4 space-y-3">
              {data.items.map((item) => (
                <li
                  key={item.key}
                  data-testid={`setup-${item.key}`}
                  data-done={item.done}
                  className="flex gap-3"
                >
                  {item.done ? (
                    <CheckCircle2
                      aria-hidden="true"
                      className="mt-0.5 size-5 shrink-0 text-green-700"
                    />
                  ) : (
                    <CircleAlert
                      aria-hidden="true"
                      className="mt-0.5 size-5 shrink-0 text-amber-700"
                    />
                  )}
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {item.label}
                      <span className="sr-only">{item.done ? ': done' : ': to do'}</span>
                    </p>
                    {item.missing.map((line) => (
                      <p key={line} className="text-sm [overflow-wrap:anywhere] text-slate-700">
                        {line}
                      </p>
                    ))}
                    {item.key === 'mail' && <SendTestMail />}
                    {!item.done && (
                      <Link
                        to={item.fix.href}
                        className="text-sm font-medium text-brand-700 underline"
                      >
                        Fix it: {item.fix.label}
                      </Link>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
          {data.reissuable.length > 0 && (
            <div className="mt-4 border-t border-slate-100 pt-4 text-sm text-slate-700">
              <p className="font-medium text-slate-900">
                Invoices issued without the ABN, which may now be re-issued as tax invoices
              </p>
              <p>
                Find the booking in the{' '}
                <Link to="/admin?tab=bookings" className="text-brand-700 underline">
                  Bookings tab
                </Link>
                , open it and choose “Re-issue as tax invoice”, once you know the business was
                registered for GST when it was paid:
              </p>
              <ul className="mt-1 flex flex-wrap gap-x-4">
                {data.reissuable.map((r) => (
                  <li key={r.bookingId} className="font-mono">
                    {r.bookingRef} ({r.number})
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      )}
    </QueryState>
  );
}

// On every back-office page, for the owner, while students are shown no bank details because
// they are still the placeholders of a fresh install.
export function PlaceholderBankWarning() {
  const checklist = useSetupChecklist(true);
  if (!checklist.data?.bankDetailsPlaceholder) return null;
  const bank = checklist.data.items.find((i) => i.key === 'bank');
  return (
    <p
      role="status"
      data-testid="placeholder-bank-warning"
      className="mb-4 flex flex-wrap items-center gap-x-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
      {/* A basis of its own, so that on a phone the link goes below instead of squeezing the
          sentence into a narrow column beside it. */}
      <span className="min-w-0 flex-[1_1_16rem]">
        Your bank details are still placeholders: students cannot see where to pay and are asked to
        contact you.
      </span>
      <Link
        to={bank?.fix.href ?? '/admin?tab=content#bank-title'}
        className="font-semibold underline"
      >
        Enter your bank details
      </Link>
    </p>
  );
}
