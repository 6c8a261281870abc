import type { FastifyInstance } from 'fastify';

import type { DbOrTx } from '#server/db/client.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';

// A settings change in one transaction: what the patch really changes is written and logged
// under `action` as {key: {before, after}}; nothing changed, nothing written.
export async function updateSettings<S extends Record<string, unknown>>(
  app: FastifyInstance,
  {
    actor,
    action,
    patch,
    read,
    write,
  }: {
    actor: Actor;
    action: string;
    patch: Partial<S>;
    read: (tx: DbOrTx) => Promise<S>;
    write: (patch: Partial<S>, tx: DbOrTx) => Promise<void>;
  },
): Promise<S> {
  return app.db.transaction(async (tx) => {
    const before = await read(tx);
    const changed = (Object.keys(patch) as Array<keyof S & string>).filter(
      (key) => patch[key] !== undefined && patch[key] !== before[key],
    );
    if (changed.length === 0) return before;
    await write(patch, tx);
    await audit(app, {
      actor,
      action,
      entity: { type: 'cms' },
      details: Object.fromEntries(
        changed.map((key) => [key, { before: before[key], after: patch[key] }]),
      ),
      tx,
    });
    return { ...before, ...patch };
  });
}
