import type { FastifyInstance } from 'fastify';

import { CATALOGUE_ERRORS } from '@landed/shared/schemas/admin-catalogue';

import type { DbOrTx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import type {
  CatalogueEntry,
  CatalogueKind,
} from '#server/operations/catalogue/create-catalogue-entry.ts';
import { ENTITY_TYPE } from '#server/operations/catalogue/create-catalogue-entry.ts';

// A catalogue entry's store: read it under a row lock, write a patch.
export type CatalogueStore<Row extends CatalogueEntry, Patch> = {
  findByIdForUpdate: (id: string, tx: DbOrTx) => Promise<Row | undefined>;
  update: (id: string, patch: Patch, tx: DbOrTx) => Promise<Row>;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function pick(row: object, keys: string[]): Record<string, unknown> {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, values[key]]));
}

// Live entries are edited, toggled and soft-deleted; a deleted entry refuses every change but
// Restore (409). Each change happens under a row lock and is logged in the same transaction
// with the fields it changed, before and after. `change` may refuse by throwing; nothing
// changed: nothing is written.
export async function changeCatalogueEntry<Row extends CatalogueEntry, Patch extends object>(
  app: FastifyInstance,
  {
    kind,
    store,
    id,
    actor,
    action,
    change,
  }: {
    kind: CatalogueKind;
    actor: SignedInActor;
    store: CatalogueStore<Row, Patch>;
    id: string;
    // What the audit log calls it: 'updated', 'deleted', 'restored', 'visibility_changed', ...
    action: string;
    change: (row: Row, tx: DbOrTx) => Patch | Promise<Patch>;
  },
): Promise<Row> {
  const errors = CATALOGUE_ERRORS[kind];
  return app.db.transaction(async (tx) => {
    const row = await store.findByIdForUpdate(id, tx);
    if (!row) throw notFound(errors.notFound);
    if (action === 'restored') {
      if (!row.isDeleted) throw conflict(errors.notDeleted, 'NOT_DELETED');
    } else if (row.isDeleted) {
      throw conflict(errors.deleted, 'DELETED');
    }
    const patch = await change(row, tx);
    const changed = Object.keys(patch).filter(
      (key) =>
        !same((patch as Record<string, unknown>)[key], (row as Record<string, unknown>)[key]),
    );
    if (changed.length === 0) return row;
    const after = await store.update(id, patch, tx);
    await audit(app, {
      actor,
      action: `${ENTITY_TYPE[kind]}.${action}`,
      entity: { type: ENTITY_TYPE[kind], id },
      details: { title: after.title, before: pick(row, changed), after: pick(after, changed) },
      tx,
    });
    return after;
  });
}
