// One page of a list, as the back office and the user area page them: the rows on page `page`
// (`limit` a page, page 1 first) in the query's order, then how many rows there are in all.
import { count } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';

import type { DbOrTx } from './client.ts';

export type Page = { limit: number; page: number };

// `query`: the list's ordered select (`.$dynamic()`); `counting`: the `{ total: count() }` of
// the same rows, unpaged (`countRows` for one table), run after the page.
export async function paged<Q extends PgSelect>(
  query: Q,
  { counting, limit, page }: { counting: PromiseLike<{ total: number }[]> } & Page,
): Promise<{ rows: Awaited<Q>; total: number }> {
  const rows = await query.limit(limit).offset((page - 1) * limit);
  const [counted] = await counting;
  return { rows, total: counted?.total ?? 0 };
}

// How many rows of `table` match `where` (all of them without it).
export function countRows(table: PgTable, where: SQL | undefined, tx: DbOrTx) {
  return tx.select({ total: count() }).from(table).where(where);
}

// A page of whole rows of one table that match `where`, in `orderBy`'s order.
export async function tablePage<T extends PgTable>(
  table: T,
  {
    where,
    orderBy,
    ...page
  }: { where?: SQL | undefined; orderBy: readonly (PgColumn | SQL)[] } & Page,
  tx: DbOrTx,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const query = tx
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  const { rows, total } = await paged(query, { counting: countRows(table, where, tx), ...page });
  return { rows: rows as T['$inferSelect'][], total };
}
