// The one shape of a repository of numbered documents (tax invoices, adjustment notes, partner
// invoices, commission statements): each table has a gapless `number` from its counter
// (counters.ts), an owner (the booking, the partner) and its frozen `content`. A repository
// spreads these methods and adds its own.
import { and, desc, eq } from 'drizzle-orm';
import type { InferSelectModel } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { DbOrTx } from './client.ts';
import { type CounterName, nextNumber } from './counters.ts';

type NumberedTable = PgTable & { number: AnyPgColumn; content: AnyPgColumn };
// Which of the owner's documents: by number, or (none given) the owner's latest.
export type DocumentKey = { ownerId: string; number?: number };

export function numberedDocuments<T extends NumberedTable>(
  db: DbOrTx,
  { table, owner, counter }: { table: T; owner: AnyPgColumn; counter: CounterName },
) {
  type Row = InferSelectModel<T>;
  const select = ({ ownerId, number }: DocumentKey, tx: DbOrTx) =>
    tx
      .select()
      .from(table as PgTable)
      .where(and(eq(owner, ownerId), number === undefined ? undefined : eq(table.number, number)))
      .orderBy(desc(table.number))
      .limit(1);
  return {
    // The next number. Call it inside the transaction that stores the document.
    async nextNumber(tx: DbOrTx): Promise<number> {
      return nextNumber(tx, counter);
    },

    // One of the owner's documents; another owner's number is undefined (shown as 404).
    async findIssued(key: DocumentKey, tx: DbOrTx = db): Promise<Row | undefined> {
      const [row] = await select(key, tx);
      return row as Row | undefined;
    },

    // The same, locked until the transaction ends (to mark it paid).
    async lockIssued(key: DocumentKey, tx: DbOrTx): Promise<Row | undefined> {
      const [row] = await select(key, tx).for('update');
      return row as Row | undefined;
    },
  };
}
