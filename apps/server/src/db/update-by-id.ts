// The update most repositories make: one row by its id, its `updatedAt` stamped with the
// database's clock, the row as it is now returned (undefined when no row has that id).
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';

import type { DbOrTx } from './client.ts';

type TableWithId = PgTable & { id: PgColumn; updatedAt: PgColumn };

export async function updateById<T extends TableWithId>(
  table: T,
  { id, set }: { id: string; set: PgUpdateSetSource<T> },
  tx: DbOrTx,
): Promise<T['$inferSelect'] | undefined> {
  const rows = await tx
    .update(table)
    .set({ ...set, updatedAt: sql`now()` } as PgUpdateSetSource<T>)
    .where(eq(table.id, id))
    .returning();
  return (rows as T['$inferSelect'][])[0];
}
