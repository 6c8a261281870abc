// Independent reads, each a thunk, resolved to an object of the same keys. On the pool they
// run side by side, each on a connection of its own; in a transaction, one after another: its
// one client takes one query at a time (node-postgres deprecates a second query on a busy
// client, and pg 9 refuses it). A read holds no connection while it waits for one, so running
// them together cannot hold the pool.
import type { DbOrTx } from './client.ts';

type Loads = Record<string, () => PromiseLike<unknown>>;
type Gathered<T extends Loads> = { [K in keyof T]: Awaited<ReturnType<T[K]>> };

export async function gather<T extends Loads>(
  { tx, pool }: { tx: DbOrTx; pool: DbOrTx },
  loads: T,
): Promise<Gathered<T>> {
  const keys = Object.keys(loads) as Array<keyof T & string>;
  const values: unknown[] = [];
  if (tx === pool) {
    values.push(...(await Promise.all(keys.map((key) => loads[key]!()))));
  } else {
    for (const key of keys) values.push(await loads[key]!());
  }
  return Object.fromEntries(keys.map((key, i) => [key, values[i]])) as Gathered<T>;
}
