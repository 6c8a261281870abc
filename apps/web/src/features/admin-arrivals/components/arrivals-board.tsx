import { Download, Printer, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';

import { isCalendarDate } from '@landed/shared/dates';
import type { AdminMe } from '@landed/shared/schemas/admin';
import type { Arrival } from '@landed/shared/schemas/arrivals';
import { arrivalsRangeError } from '@landed/shared/schemas/arrivals';

import { PagedList } from '#web/components/back-office/list-kit.tsx';
import { useListParams } from '#web/components/back-office/list-params.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DayPresetButtons } from '#web/components/ui/day-preset-buttons.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import { useArrivalsLive } from '#web/features/admin-arrivals/api/arrivals-live.ts';
import { exportArrivals } from '#web/features/admin-arrivals/api/export-arrivals.ts';
import { PAGE_SIZE, useArrivals } from '#web/features/admin-arrivals/api/get-arrivals.ts';
import type { ArrivalsParams } from '#web/features/admin-arrivals/api/get-arrivals.ts';
import { useDispatchSettings } from '#web/features/admin-arrivals/api/get-dispatch-settings.ts';
import { useDrivers } from '#web/features/admin-arrivals/api/get-drivers.ts';
import { useUnreadMessages } from '#web/features/admin-arrivals/api/get-unread-messages.ts';
import { ArrivalCard } from './arrival-card.tsx';
import { ArrivalsTable } from './arrivals-table.tsx';
import { AssignmentDialog } from './assignment-dialog.tsx';
import { MessagesDialog } from './messages-dialog.tsx';
import { byDay, formatDay, rememberRange, rememberedRange } from '#web/lib/arrival-days.ts';
import type { DayRange } from '#web/lib/arrival-days.ts';
import { PrintSheet } from './print-sheet.tsx';

const FIELD =
  'mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900';

function rangeProblem({ from, to }: DayRange): string | null {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return 'Use a date like 2026-02-14.';
  return arrivalsRangeError({ from, to });
}

const TICKS = [
  { key: 'unassigned', label: 'Without a driver only' },
  { key: 'unpaid', label: 'Unpaid only' },
] as const;

const rangeTitle = ({ from, to }: DayRange) =>
  from === to ? formatDay(from) : `${formatDay(from)} to ${formatDay(to)}`;

// The arrivals board (issue 15; docs/decisions/060): the days' Pending and Confirmed bookings
// by time, on a phone at the airport as well as at a desk. Cards below 1024 px, a table above;
// printing gives a plain run sheet. Below 1024 px the filters fold behind one "Filters" button,
// so the first card is on the first screen; the chosen days are kept for the next visit
// (issue 25, docs/decisions/078).
export function ArrivalsBoard({
  me,
  onOpenBooking,
}: {
  me: AdminMe;
  onOpenBooking: (bookingId: string) => void;
}) {
  const [range, setRange] = useState<DayRange>(() => rememberedRange());
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The days are remembered for the next visit; the other filters and the page are in the
  // address ('1' for a ticked box).
  const { filters, setFilters, page, setPage } = useListParams({
    unassigned: '',
    unpaid: '',
    driver: '',
  });
  const unassigned = filters.unassigned === '1';
  const unpaid = filters.unpaid === '1';
  const driverId = filters.driver;
  const [assigning, setAssigning] = useState<Arrival | null>(null);
  // The booking whose chat is open (docs/decisions/134).
  const [chatting, setChatting] = useState<Arrival | null>(null);
  const unreadMessages = useUnreadMessages();
  const problem = rangeProblem(range);
  const params: ArrivalsParams = { from: range.from, to: range.to, unassigned, unpaid, driverId };
  const arrivals = useArrivals({ params, page, enabled: problem === null });
  useArrivalsLive();
  const drivers = useDrivers();
  const settings = useDispatchSettings();
  const wide = useMediaQuery('(min-width: 1024px)');
  const canWrite = me.permissions.includes('bookings:write');
  const ids = {
    from: useId(),
    to: useId(),
    driver: useId(),
    problem: useId(),
    filters: useId(),
  };
  // A range the server would refuse is shown with its reason, never folded away.
  const showFilters = wide || filtersOpen || problem !== null;
  const filtersOn = [unassigned, unpaid, driverId !== ''].filter(Boolean).length;

  const change = (next: () => void) => {
    next();
    setPage(1);
  };
  const tick = (key: 'unassigned' | 'unpaid', on: boolean) => setFilters({ [key]: on ? '1' : '' });
  const chooseRange = (next: DayRange) => {
    setRange(next);
    if (rangeProblem(next) === null) rememberRange(next);
  };
  const setDay = (key: 'from' | 'to', value: string) =>
    change(() => {
      const next = { ...range, preset: 'custom' as const, [key]: value };
      // Moving the start past the end moves the end with it: a one-day range stays valid.
      if (key === 'from' && isCalendarDate(value) && value > range.to) next.to = value;
      chooseRange(next);
    });

  const rows = arrivals.data?.arrivals ?? [];
  const shared = {
    canWrite,
    onAssign: setAssigning,
    onOpenBooking,
    onMessages: setChatting,
    unreadMessages: unreadMessages.data,
  };

  return (
    <div className="space-y-4">
      {!wide && (
        <Button
          variant="secondary"
          className="min-h-11 w-full justify-between print:hidden"
          aria-expanded={showFilters}
          aria-controls={ids.filters}
          disabled={problem !== null}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <span className="inline-flex items-center gap-2">
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Filters
          </span>
          <span className="truncate text-xs font-normal text-slate-700">
            {rangeTitle(range)}
            {filtersOn > 0 && ` · ${filtersOn} more`}
          </span>
        </Button>
      )}
      <div
        id={ids.filters}
        hidden={!showFilters}
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-3 print:hidden"
      >
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">Arrival days</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            <DayPresetButtons
              current={range.preset}
              onChoose={(days) => change(() => chooseRange(days))}
            />
          </div>
          <div className="mt-3 grid grid-cols-2 gap-3 sm:max-w-md">
            {(['from', 'to'] as const).map((key) => (
              <div key={key}>
                <label htmlFor={ids[key]} className="block text-sm font-medium text-slate-800">
                  {key === 'from' ? 'From' : 'To'}
                </label>
                <input
                  id={ids[key]}
                  type="date"
                  value={range[key]}
                  onChange={(event) => setDay(key, event.target.value)}
                  aria-describedby={problem ? ids.problem : undefined}
                  aria-invalid={problem ? true : undefined}
                  className={FIELD}
                />
              </div>
            ))}
          </div>
          {problem && (
            <p id={ids.problem} role="alert" className="mt-2 text-sm text-red-700">
              {problem}
            </p>
          )}
        </fieldset>
        <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
          {TICKS.map(({ key, label }) => (
            <label
              key={key}
              className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800"
            >
              <input
                type="checkbox"
                checked={filters[key] === '1'}
                onChange={(event) => tick(key, event.target.checked)}
                className="size-5 accent-brand-700"
              />
              {label}
            </label>
          ))}
          <div className="w-full sm:w-56">
            <label htmlFor={ids.driver} className="block text-sm font-medium text-slate-800">
              Driver
            </label>
            <select
              id={ids.driver}
              value={driverId}
              onChange={(event) => setFilters({ driver: event.target.value })}
              className={FIELD}
            >
              <option value="">All drivers</option>
              {(drivers.data?.drivers ?? []).map((d) => (
                <option key={d._id} value={d._id}>
                  {d.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={problem !== null}
            onClick={() => window.print()}
          >
            <Printer aria-hidden="true" className="size-4" />
            Print
          </Button>
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={problem !== null}
            onClick={() =>
              exportArrivals(params).catch((error: unknown) =>
                toast.error(errorMessage(error, 'Failed to download the CSV.')),
              )
            }
          >
            <Download aria-hidden="true" className="size-4" />
            Download CSV
          </Button>
        </div>
      </div>

      {problem === null && (
        <div className="print:hidden">
          <p aria-live="polite" className="mb-3 text-sm text-slate-700">
            {arrivals.data
              ? `${rangeTitle(range)}: ${arrivals.data.total} ${arrivals.data.total === 1 ? 'arrival' : 'arrivals'}, ${rows.filter((a) => !a.driver).length} without a driver${arrivals.data.total > rows.length ? ' on this page' : ''}.`
              : ''}
          </p>
          {arrivals.data?.flightTracking === false && (
            <p className="mb-3 text-sm text-slate-700">
              Flight tracking is off: the times are the ones the students gave.
            </p>
          )}
          <PagedList
            query={arrivals}
            empty="No arrivals on these days."
            items={(data) => data.arrivals}
            paging={{ page, setPage, pageSize: PAGE_SIZE, count: 'of' }}
          >
            {(data) =>
              wide ? (
                <ArrivalsTable arrivals={data.arrivals} {...shared} />
              ) : (
                <div className="space-y-6">
                  {byDay(data.arrivals).map(([day, dayRows]) => (
                    <section key={day} aria-label={formatDay(day)} className="space-y-3">
                      <h3 className="text-base font-semibold text-brand-900">{formatDay(day)}</h3>
                      <ol className="space-y-3">
                        {dayRows.map((arrival) => (
                          <li key={arrival._id} data-testid={`arrival-${arrival.bookingId}`}>
                            <ArrivalCard arrival={arrival} {...shared} />
                          </li>
                        ))}
                      </ol>
                    </section>
                  ))}
                </div>
              )
            }
          </PagedList>
        </div>
      )}
      <PrintSheet title={`Arrivals: ${rangeTitle(range)}`} arrivals={rows} />
      <AssignmentDialog
        arrival={assigning}
        drivers={drivers.data?.drivers ?? []}
        defaultMeetingPoint={settings.data?.settings.defaultMeetingPoint ?? ''}
        onClose={() => setAssigning(null)}
      />
      <MessagesDialog arrival={chatting} canWrite={canWrite} onClose={() => setChatting(null)} />
    </div>
  );
}
