// An audit entry as a sentence a person reads (issue 33 item 4): "Booking status changed from
// Pending to Confirmed. Reason: arrived early." instead of `{"from":"Pending",…}`. The action
// code stays beside it for search; every detail is still there, in words.
import type { LogEntry } from '@landed/shared/schemas/admin';

// `status_changed` → "status changed"; `bookingRef` → "booking ref".
export function words(code: string): string {
  return code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .toLowerCase()
    .trim();
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : 'none';
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${words(k)} ${valueText(v)}`)
      .join(', ');
  }
  return String(value);
}

// The pairs that say what changed: from/to, before/after.
const CHANGES: Array<[string, string]> = [
  ['from', 'to'],
  ['before', 'after'],
];

export function logSentence(entry: Pick<LogEntry, 'action' | 'details'>): string {
  const details = { ...entry.details };
  let sentence = capital(words(entry.action));
  for (const [from, to] of CHANGES) {
    if (to in details) {
      sentence +=
        from in details
          ? ` from ${valueText(details[from])} to ${valueText(details[to])}`
          : ` to ${valueText(details[to])}`;
      delete details[from];
      delete details[to];
      break;
    }
  }
  const rest = Object.entries(details).map(([k, v]) => `${capital(words(k))}: ${valueText(v)}`);
  return [`${sentence}.`, ...rest.map((line) => `${line}.`)].join(' ');
}
