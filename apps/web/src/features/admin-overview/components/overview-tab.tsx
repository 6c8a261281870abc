import { Suspense, lazy } from 'react';

import { formatMoney } from '@landed/shared/money';

import type { LowRating } from '@landed/shared/schemas/ratings';

import { Loading } from '#web/components/ui/page.tsx';
import { formatInstantDate } from '#web/lib/format.ts';
import { useStats } from '#web/features/admin-overview/api/get-stats.ts';

const OverviewCharts = lazy(() =>
  import('./charts.tsx').then((m) => ({ default: m.OverviewCharts })),
);

// Pickups rated 3 stars or less in the last 90 days (issue 35 item 5): each one is a student
// to call back and a driver to talk to.
function LowRatings({ ratings }: { ratings: LowRating[] }) {
  return (
    <section
      aria-labelledby="low-ratings-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="low-ratings-title" className="font-semibold text-slate-900">
        Low pickup ratings (90 days)
      </h2>
      {ratings.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No pickup rated 3 stars or less.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {ratings.map((r) => (
            <li key={r.bookingId} className="py-2">
              <span className="font-semibold">{r.score} / 5</span>{' '}
              <span className="font-mono">{r.bookingRef}</span> · {r.student} · driver{' '}
              {r.driver ?? 'removed'} · {formatInstantDate(r.createdAt)}
              {r.comment && <p className="mt-1 text-slate-700">“{r.comment}”</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

// Overview (admin §2, DECISIONS): the six stat cards and three real charts.
export function OverviewTab() {
  const stats = useStats();
  if (stats.isPending) return <Loading />;
  if (stats.isError)
    return (
      <p role="alert" className="text-red-700">
        {stats.error.message}
      </p>
    );
  const s = stats.data;
  const cards: Array<[string, string]> = [
    ['Total Registered Users', String(s.totalUsers)],
    ['Active Users (30d)', String(s.activeUsers)],
    ['Custom Package Requests', String(s.customPackages)],
    ['Service Bookings', String(s.bookings)],
    ['Pending Inquiries', String(s.inquiries)],
    ['Revenue', formatMoney(Math.round(s.revenue * 100))],
  ];
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid={`stat-${label}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <LowRatings ratings={s.lowRatings ?? []} />
      <Suspense fallback={<Loading label="Loading charts..." />}>
        <OverviewCharts charts={s.charts} />
      </Suspense>
    </div>
  );
}
