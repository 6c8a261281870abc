import { Suspense, lazy } from 'react';

import { formatMoney } from '@landed/shared/money';

import { Loading } from '#web/components/ui/page.tsx';
import { useStats } from '#web/features/admin-overview/api/get-stats.ts';

const OverviewCharts = lazy(() =>
  import('./charts.tsx').then((m) => ({ default: m.OverviewCharts })),
);

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
      <Suspense fallback={<Loading label="Loading charts..." />}>
        <OverviewCharts charts={s.charts} />
      </Suspense>
    </div>
  );
}
