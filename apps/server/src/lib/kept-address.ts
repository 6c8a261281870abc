// The address a public read is kept under, and a rendered page is rendered at: its path and
// only the query parameters its answer depends on, in a fixed order (issue 24,
// docs/decisions/077). Any other parameter (a campaign tag, a made-up one) changes nothing in
// the answer, so it neither costs a render nor takes a slot of the public cache, and a page
// rendered for one visitor never carries another's query string in its links.
import { z } from 'zod';

export function keptAddress(url: string, known: readonly string[]): string {
  const mark = url.indexOf('?');
  // Most requests: nothing to sort out.
  if (mark < 0) return url;
  const path = url.slice(0, mark);
  if (known.length === 0) return path;
  const given = new URLSearchParams(url.slice(mark + 1));
  const kept = new URLSearchParams();
  for (const name of known) for (const value of given.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

// The parameters a route's answer depends on: the keys of its querystring schema (a zod
// object), none without one. Null for a strict object: it answers 400 to any other parameter,
// which is never kept, so its whole address is the key (the cache must not answer 200 where
// the route would refuse).
export function queryOf(schema: unknown): string[] | null {
  if (!(schema instanceof z.ZodObject)) return [];
  if (schema._zod.def.catchall?._zod.def.type === 'never') return null;
  return Object.keys(schema.shape);
}
