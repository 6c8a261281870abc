import type { Booking } from '@landed/shared/schemas/booking';

import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatDollars } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/toast.ts';
import { useAnswerPartnerBooking } from '#web/features/booking/api/answer-partner-booking.ts';
import { formatBookingDate, packageNameOf } from '#web/features/booking/lib/texts.tsx';

// The bookings a partner made for the student that wait for their answer.
export function bookingsAwaitingConsent(bookings: Booking[]): Booking[] {
  return bookings.filter((b) => b.studentConsent === 'Awaiting' && b.status !== 'Cancelled');
}

// On the dashboard while a partner's booking waits for the student (docs/decisions/105): accept
// it (the partner then sees its arrival and progress) or refuse it (it is cancelled).
export function PartnerConsentCard({ bookings }: { bookings: Booking[] }) {
  const t = useT();
  const locale = useLocale();
  const answer = useAnswerPartnerBooking();
  const waiting = bookingsAwaitingConsent(bookings);
  if (waiting.length === 0) return null;
  const send = (booking: Booking, accept: boolean) =>
    answer.mutate(
      { id: booking._id, accept },
      {
        onSuccess: () =>
          toast.success(
            t(accept ? 'partnerConsent.accepted' : 'partnerConsent.refused', {
              reference: booking.bookingId,
            }),
          ),
        onError: (error) => toast.error(errorMessage(error, t('partnerConsent.failed'))),
      },
    );
  return (
    <section
      aria-labelledby="partner-consent"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 shadow-sm"
    >
      <h2 id="partner-consent" className="text-lg font-semibold text-slate-900">
        {t('partnerConsent.title')}
      </h2>
      <ul className="mt-3 space-y-4">
        {waiting.map((b) => {
          const partnerName = b.partner?.name ?? '';
          return (
            <li key={b._id} data-testid={`partner-consent-${b.bookingId}`} className="space-y-2">
              <p className="text-slate-800">
                {t('partnerConsent.booked', {
                  partnerName,
                  packageName: packageNameOf(b, locale),
                  date: formatBookingDate(b.preferredDate, locale),
                  amount: formatDollars(b.totalPrice),
                  reference: b.bookingId,
                })}
              </p>
              <p className="text-sm text-slate-700">
                {t('partnerConsent.explain', { partnerName })}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button disabled={answer.isPending} onClick={() => send(b, true)}>
                  {t('partnerConsent.accept')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={answer.isPending}
                  onClick={() => send(b, false)}
                >
                  {t('partnerConsent.refuse')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
