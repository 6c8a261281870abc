// What most repositories do with one row by its id: read it, lock it until the transaction `tx`
// ends, or update it with its `updatedAt` stamped by the database's clock. Each answers the
// row as it is (undefined when no row has that id).
import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';

import type { DbOrTx } from './client.ts';

type TableWithId = PgTable & { id: PgColumn };
type Row<T extends PgTable> = T['$inferSelect'];

async function rowById<T extends TableWithId>(
  table: T,
  { id, lock }: { id: string; lock: boolean },
  tx: DbOrTx,
): Promise<Row<T> | undefined> {
  const query = tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  return ((lock ? await query.for('update') : await query) as Row<T>[])[0];
}

export const findById = <T extends TableWithId>(table: T, id: string, tx: DbOrTx) =>
  rowById(table, { id, lock: false }, tx);

export const lockById = <T extends TableWithId>(table: T, id: string, tx: DbOrTx) =>
  rowById(table, { id, lock: true }, tx);

// `onlyIf`: a further condition (the row still live, still Due): undefined when it fails.
export async function updateById<T extends TableWithId & { updatedAt: PgColumn }>(
  table: T,
  { id, set, onlyIf }: { id: string; set: PgUpdateSetSource<T>; onlyIf?: SQL },
  tx: DbOrTx,
): Promise<Row<T> | undefined> {
  const rows = await tx
    .update(table)
    .set({ ...set, updatedAt: sql`now()` } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, id), onlyIf))
    .returning();
  return (rows as Row<T>[])[0];
}

// The three as a repository's methods, for a table edited one row at a time under a lock (the
// catalogue's packages, services and banking services; operations/catalogue's store): `update`
// answers the row, which the caller has locked, so it is there.
export function editableById<
  T extends TableWithId & { updatedAt: PgColumn },
  Patch extends PgUpdateSetSource<T> = PgUpdateSetSource<T>,
>(table: T, db: DbOrTx) {
  return {
    async findById(id: string, tx: DbOrTx = db): Promise<Row<T> | undefined> {
      return findById(table, id, tx);
    },

    // The same, the row held until the transaction `tx` ends, so two edits cannot interleave.
    async findByIdForUpdate(id: string, tx: DbOrTx): Promise<Row<T> | undefined> {
      return lockById(table, id, tx);
    },

    async update(id: string, patch: Patch, tx: DbOrTx = db): Promise<Row<T>> {
      return (await updateById(table, { id, set: patch }, tx))!;
    },
  };
}
