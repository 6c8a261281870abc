// Gapless document numbers (tax invoices, adjustment notes, partner invoices, commission
// statements): one row per sequence in `counters`, taken with an upsert that locks it. Call it in
// the transaction that stores the document: the lock makes issuers on every instance take turns,
// and a rolled-back transaction gives its number back, so numbers are sequential and never
// reused or skipped (docs/decisions/061).
import { sql } from 'drizzle-orm';

import type { DbOrTx } from './client.ts';
import { counters } from './schema.ts';

export type CounterName =
  'invoice' | 'adjustment_note' | 'partner_invoice' | 'commission_statement';

export async function nextNumber(tx: DbOrTx, name: CounterName): Promise<number> {
  const [row] = await tx
    .insert(counters)
    .values({ name, value: 1 })
    .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value });
  return row!.value;
}

// The sequence a document number carries ('PI-000012' → 12). A number past what a counter can
// reach (a 32-bit integer column) is no document's: 0, which no document has, so asking for it
// answers "not found" like any other number that was never issued.
export function sequenceOf(documentNumber: string): number {
  const sequence = Number(documentNumber.replace(/^[A-Za-z]+-/, ''));
  return Number.isInteger(sequence) && sequence <= 2_147_483_647 ? sequence : 0;
}
