// What a cancellation gives back under the policy (issue 26; docs/decisions/085). Pure: the
// paid amount, the arrival, the clock and the policy in, the refund out, so the boundaries and
// the daylight-saving changes are tested without a database.
import { DateTime } from 'luxon';

import type { CancellationPolicy } from '@landed/shared/schemas/cancellation';
import { TIME_ZONE } from '@landed/shared/constants';

export type CancellationRefund = {
  refundCents: number;
  // at-least-<hours>h, below-tiers or after-arrival (see the shared schema).
  tier: string;
  percent: number;
  arrivalAt: Date;
};

// The arrival as an instant: the booking's date and time read on Melbourne's clock, whatever
// the server's zone. No time given: the start of that day, the earliest the student may land,
// so the notice is never counted longer than it could be.
export function arrivalInstant({
  preferredDate,
  arrivalTime,
}: {
  preferredDate: string;
  arrivalTime: string;
}): Date {
  const time = /^\d{2}:\d{2}$/.test(arrivalTime) ? arrivalTime : '00:00';
  return DateTime.fromISO(`${preferredDate}T${time}`, { zone: TIME_ZONE }).toJSDate();
}

// The notice is measured in real elapsed time (a 23- or 25-hour day around a clock change counts
// as it lasts). A tier applies from its hours inclusive: exactly 48 hours before is the
// 48-hour tier, 47:59 the next one down. Rounded to whole cents, half a cent down, so the
// business never refunds more than the share.
export function cancellationRefund({
  paidCents,
  preferredDate,
  arrivalTime,
  now,
  policy,
  earliestArrivalAt,
}: {
  paidCents: number;
  preferredDate: string;
  arrivalTime: string;
  now: Date;
  policy: CancellationPolicy;
  // The earliest arrival the booking ever had (a moved arrival keeps it): moving the date never
  // buys a better tier (issue 31). Null or absent: never moved.
  earliestArrivalAt?: Date | null | undefined;
}): CancellationRefund {
  const current = arrivalInstant({ preferredDate, arrivalTime });
  const arrivalAt = earliestArrivalAt && earliestArrivalAt < current ? earliestArrivalAt : current;
  const noticeMs = arrivalAt.getTime() - now.getTime();
  if (noticeMs < 0) return { refundCents: 0, tier: 'after-arrival', percent: 0, arrivalAt };
  const tier = policy.tiers.find((t) => noticeMs >= t.hoursBefore * 3_600_000);
  if (!tier) return { refundCents: 0, tier: 'below-tiers', percent: 0, arrivalAt };
  return {
    refundCents: Math.floor((paidCents * tier.percent) / 100),
    tier: `at-least-${tier.hoursBefore}h`,
    percent: tier.percent,
    arrivalAt,
  };
}
