// Finding a booking reference (BK-7K2M9Q) in what a student typed into a bank transfer's
// description (docs/decisions/088-bank-statements.md). Spacing, case and a missing hyphen are
// tolerated ("BK 9CSYFH", "bk9csyfh"); so are the characters people and bank systems misread
// for one another, by folding each group of look-alikes to one character before comparing. A
// folded code that fits two bookings fits neither: a person decides.

// Look-alikes, folded on both sides (the description and the stored references). The same two
// strings drive SQL's translate(), so the database and this file fold alike.
export const FOLD_FROM = 'OQDILSZBG';
export const FOLD_TO = '000115286';

const FOLD = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]!]));

export function foldReference(code: string): string {
  let out = '';
  for (const c of code.toUpperCase()) out += FOLD.get(c) ?? c;
  return out;
}

// "BK", then any separators people type, then the six characters of the code.
const PREFIXED = /BK[\s\-_.:#/]*([A-Z0-9]{6})/g;
// A bare six-character word of letters and digits (both), when no "BK" is written.
const BARE = /(?<![A-Z0-9])(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])([A-Z0-9]{6})(?![A-Z0-9])/g;

// The codes (without "BK-") a description may quote, as written, in order, each once.
export function referenceCandidates(description: string): string[] {
  const text = description.toUpperCase();
  const found = [...text.matchAll(PREFIXED)].map((m) => m[1]!);
  const codes = found.length > 0 ? found : [...text.matchAll(BARE)].map((m) => m[1]!);
  return [...new Set(codes)];
}

export type ReferenceIndex<T> = {
  exact: Map<string, T>;
  folded: Map<string, T[]>;
};

// The bookings a set of folded codes may name, indexed for resolveReference.
export function indexReferences<T extends { bookingRef: string }>(rows: T[]): ReferenceIndex<T> {
  const exact = new Map<string, T>();
  const folded = new Map<string, T[]>();
  for (const row of rows) {
    const code = row.bookingRef.replace(/^BK-/, '');
    exact.set(code, row);
    const key = foldReference(code);
    folded.set(key, [...(folded.get(key) ?? []), row]);
  }
  return { exact, folded };
}

// The one booking a description names, or null: a code written exactly wins; otherwise a code
// whose look-alike fold fits exactly one booking. Two codes naming two bookings name none.
export function resolveReference<T extends { bookingRef: string }>(
  description: string,
  index: ReferenceIndex<T>,
): T | null {
  const named = new Set<T>();
  for (const code of referenceCandidates(description)) {
    const exact = index.exact.get(code);
    if (exact) {
      named.add(exact);
      continue;
    }
    const folded = index.folded.get(foldReference(code)) ?? [];
    if (folded.length === 1) named.add(folded[0]!);
  }
  return named.size === 1 ? [...named][0]! : null;
}
