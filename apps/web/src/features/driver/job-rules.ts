// What a job card offers, as plain functions of the job and the time (tested alone).
import { addDays, formatCalendarDate, melbourneDate, melbourneTime } from '@landed/shared/dates';
import type { DriverStatus } from '@landed/shared/driver-page';
import { DRIVER_STATUSES } from '@landed/shared/driver-page';
import type { DriverJob } from '@landed/shared/schemas/meeting';

// The way through a pickup; No-show may replace its last two steps.
const STEPS: readonly DriverStatus[] = DRIVER_STATUSES.filter((status) => status !== 'No-show');
const FINAL: readonly (DriverStatus | null)[] = ['Dropped off', 'No-show'];

// The one status the driver may give next, or null when the job is done.
export function nextStatus(status: DriverStatus | null): DriverStatus | null {
  if (status === null) return STEPS[0]!;
  if (FINAL.includes(status)) return null;
  return STEPS[STEPS.indexOf(status) + 1] ?? null;
}

// No-show: open while the student has not been met, only once the waiting time is over.
export type NoShow = { kind: 'open' } | { kind: 'wait'; from: string | null } | { kind: 'closed' };

export function noShow(job: Pick<DriverJob, 'status' | 'noShowFrom'>, now: Date): NoShow {
  if (job.status === 'Met the student' || FINAL.includes(job.status)) return { kind: 'closed' };
  if (job.noShowFrom && Date.parse(job.noShowFrom) <= now.getTime()) return { kind: 'open' };
  return { kind: 'wait', from: job.noShowFrom ? melbourneTime(new Date(job.noShowFrom)) : null };
}

// The time on the card: the pickup time (decision 121), else the arrival time.
export function cardTime(job: Pick<DriverJob, 'pickupTime' | 'time'>): {
  label: string;
  time: string;
} {
  if (job.pickupTime) return { label: 'Pickup', time: melbourneTime(new Date(job.pickupTime)) };
  if (job.time) return { label: 'Arrives', time: job.time };
  return { label: 'Time', time: 'not given' };
}

// Jobs by day, in the answer's order: "Today", "Tomorrow", else the date.
export function byDay(
  jobs: readonly DriverJob[],
  now: Date,
): { title: string; jobs: DriverJob[] }[] {
  const today = melbourneDate(now);
  const tomorrow = addDays(today, 1);
  const days = new Map<string, DriverJob[]>();
  for (const job of jobs) days.set(job.pickupDate, [...(days.get(job.pickupDate) ?? []), job]);
  return [...days].map(([day, list]) => ({
    title: day === today ? 'Today' : day === tomorrow ? 'Tomorrow' : formatCalendarDate(day),
    jobs: list,
  }));
}

// "Last updated 14:05" (Melbourne time), with the day when it is not today.
export function updatedAt(generatedAt: string, now: Date): string {
  const at = new Date(generatedAt);
  const day =
    melbourneDate(at) === melbourneDate(now) ? '' : ` on ${formatCalendarDate(melbourneDate(at))}`;
  return `Last updated ${melbourneTime(at)}${day} (Melbourne time)`;
}

// The last status given and when, for the card.
export function lastStatus(job: Pick<DriverJob, 'status' | 'statuses'>): string {
  if (!job.status) return 'No status yet';
  const event = job.statuses.findLast((e) => e.status === job.status);
  return event ? `${job.status} at ${melbourneTime(new Date(event.at))}` : job.status;
}
