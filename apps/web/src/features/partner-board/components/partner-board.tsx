import { useState } from 'react';

import type { PartnerArrival } from '@landed/shared/schemas/partner-board';

import { ArrivalWhen } from '#web/components/back-office/arrival-when.tsx';
import { StudentConsentBadge } from '#web/components/back-office/student-consent-badge.tsx';
import { DayPresetButtons } from '#web/components/ui/day-preset-buttons.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { PaymentBadge, PickupBadge, StatusBadge } from '#web/components/ui/status-badges.tsx';
import { DriverStatusLine } from '#web/components/back-office/driver-status-line.tsx';
import { byDay, formatDay, presetRange } from '#web/lib/arrival-days.ts';
import type { DayRange } from '#web/lib/arrival-days.ts';
import {
  PAGE_SIZE,
  usePartnerArrivals,
} from '#web/features/partner-board/api/get-partner-arrivals.ts';
import { usePartnerArrivalsLive } from '#web/features/partner-board/api/partner-arrivals-live.ts';

// The payment a partner follows: its own monthly invoice's ("Invoiced to …", as the student and
// staff read it), or the student's.
function Payment({ arrival }: { arrival: PartnerArrival }) {
  return (
    <PaymentBadge
      status={arrival.paymentStatus}
      billedToPartner={arrival.billedToPartner}
      partnerName={arrival.partnerName}
    />
  );
}

// One student's arrival on a phone (360 px and up): when, who, what, and how the pickup goes.
function PartnerArrivalCard({ arrival }: { arrival: PartnerArrival }) {
  return (
    <li
      data-testid={`partner-arrival-${arrival.bookingId}`}
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <ArrivalWhen arrival={arrival} />
        <span className="font-mono text-xs text-slate-600">{arrival.bookingId}</span>
      </div>
      <p className="font-semibold text-slate-900">
        {arrival.student.name}
        {arrival.student.university && (
          <span className="font-normal text-slate-600"> · {arrival.student.university}</span>
        )}
      </p>
      <p className="text-sm text-slate-700">{arrival.packageName}</p>
      <div className="flex flex-wrap gap-2">
        <StatusBadge status={arrival.status} />
        <Payment arrival={arrival} />
        <PickupBadge status={arrival.pickupStatus} />
        <DriverStatusLine arrival={arrival} />
        <StudentConsentBadge consent={arrival.studentConsent} />
      </div>
      <p className="text-sm text-slate-800">
        {arrival.driver ? `Driver: ${arrival.driver.name}` : 'No driver assigned yet'}
      </p>
    </li>
  );
}

// The partner's board (issue 27; docs/decisions/095): its students' arrivals by Melbourne day,
// read-only, phone-first like the staff board: today, tomorrow or the next seven days, each
// day's students by time.
export function PartnerBoard() {
  const [range, setRange] = useState<DayRange>(() => presetRange('today'));
  const [page, setPage] = useState(1);
  const arrivals = usePartnerArrivals({ from: range.from, to: range.to, page });
  usePartnerArrivalsLive();
  return (
    <section aria-labelledby="partner-board-title" className="space-y-4">
      <h2 id="partner-board-title" className="text-xl font-bold text-slate-900">
        Arrivals
      </h2>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Arrival days">
        <DayPresetButtons
          current={range.preset}
          onChoose={(days) => {
            setRange(days);
            setPage(1);
          }}
        />
      </div>
      <QueryState
        query={arrivals}
        loading="Loading arrivals…"
        empty="None of your students arrive on these days."
        isEmpty={(data) => data.arrivals.length === 0}
      >
        {(data) => (
          <div className="space-y-4">
            {byDay(data.arrivals).map(([day, rows]) => (
              <section key={day} aria-label={formatDay(day)} className="space-y-2">
                <h3 className="font-semibold text-slate-800">
                  {formatDay(day)}{' '}
                  <span className="font-normal text-slate-600">
                    ({rows.length === 1 ? '1 student' : `${rows.length} students`})
                  </span>
                </h3>
                <ul className="space-y-2">
                  {rows.map((arrival) => (
                    <PartnerArrivalCard key={arrival._id} arrival={arrival} />
                  ))}
                </ul>
              </section>
            ))}
            <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPageChange={setPage} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
