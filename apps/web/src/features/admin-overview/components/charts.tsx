// The Overview's three charts (recharts), loaded only when the Overview opens.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import type { Stats } from '@landed/shared/schemas/admin';

const INDIGO = '#4338ca';
const TEAL = '#0f766e';

// Each chart also has its numbers as a table for screen readers (charts are pictures). The
// hiding box is a <div>: a table takes its content's width whatever `sr-only` says, and on a
// 360 px phone it made the Overview 379 px wide (issue 25).
function DataTable({ caption, rows }: { caption: string; rows: Array<[string, number]> }) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// A chart (hidden from screen readers) and its numbers as a table. A chart with nothing to
// count (a new business's first week) says so in its frame instead of drawing empty axes
// (issue 33).
function ChartCard({
  title,
  caption,
  rows,
  chart,
}: {
  title: string;
  caption: string;
  rows: Array<[string, number]>;
  chart: React.ReactElement;
}) {
  return (
    <section
      aria-label={title}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 className="mb-3 text-sm font-semibold text-slate-900">{title}</h3>
      {rows.every(([, count]) => count === 0) ? (
        <p className="grid h-64 place-items-center rounded-lg bg-slate-50 text-sm text-slate-600">
          No data yet
        </p>
      ) : (
        <>
          <div className="h-64" aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              {chart}
            </ResponsiveContainer>
          </div>
          <DataTable caption={caption} rows={rows} />
        </>
      )}
    </section>
  );
}

export function OverviewCharts({ charts }: { charts: Stats['charts'] }) {
  const signups = charts.signupsPerDay.map((d) => ({ day: d.date.slice(5), count: d.count }));
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <ChartCard
        title="Sign-ups per day (last 30 days)"
        caption="Sign-ups per day"
        rows={charts.signupsPerDay.map((d) => [d.date, d.count])}
        chart={
          <LineChart data={signups} margin={{ top: 5, right: 10, bottom: 5, left: -20 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="day" tick={{ fontSize: 11 }} interval={4} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
            <Tooltip />
            <Line
              type="linear"
              dataKey="count"
              name="Sign-ups"
              stroke={INDIGO}
              strokeWidth={2}
              dot={false}
            />
          </LineChart>
        }
      />
      <ChartCard
        title="Bookings per package or service"
        caption="Bookings per package or service"
        rows={charts.bookingsPerPackage.map((b) => [b.name, b.count])}
        chart={
          <BarChart
            data={charts.bookingsPerPackage}
            layout="vertical"
            margin={{ top: 5, right: 10, bottom: 5, left: 40 }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
            <YAxis type="category" dataKey="name" width={140} tick={{ fontSize: 11 }} />
            <Tooltip />
            <Bar dataKey="count" name="Bookings" fill={INDIGO} maxBarSize={36} />
          </BarChart>
        }
      />
      <ChartCard
        title="Users per university (Melbourne)"
        caption="Users per university"
        rows={charts.usersPerUniversity.map((u) => [u.university, u.count])}
        chart={
          <BarChart
            data={charts.usersPerUniversity}
            margin={{ top: 5, right: 10, bottom: 5, left: -20 }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="university" tick={{ fontSize: 11 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
            <Tooltip />
            <Bar dataKey="count" name="Users" fill={TEAL} maxBarSize={64} />
          </BarChart>
        }
      />
    </div>
  );
}
