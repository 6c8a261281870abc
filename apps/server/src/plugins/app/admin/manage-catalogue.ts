import type { FastifyInstance } from 'fastify';

import { CATALOGUE_ERRORS } from '@landed/shared/schemas/admin-catalogue';

import type { DbOrTx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/lib/http-errors.ts';
import type { AuthState } from '#server/plugins/app/users/users-repository.ts';

// Services, packages and banking services share one life cycle (admin §4): live entries are
// edited, toggled and soft-deleted; a deleted entry refuses every change but Restore (409).
// Each change happens under a row lock and is written to the audit log in the same
// transaction, with the fields it changed before and after.

export type CatalogueKind = 'service' | 'package' | 'banking';

const ENTITY_TYPE: Record<CatalogueKind, string> = {
  service: 'service',
  package: 'package',
  banking: 'banking_service',
};

type Entry = { id: string; title: string; isDeleted: boolean };
type Store<Row extends Entry, Patch> = {
  findById: (id: string, tx: DbOrTx, options: { lock: boolean }) => Promise<Row | undefined>;
  update: (id: string, patch: Patch, tx: DbOrTx) => Promise<Row>;
};

type Actor = { admin: AuthState; ip: string };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function pick(row: object, keys: string[]): Record<string, unknown> {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, values[key]]));
}

export async function createCatalogueEntry<Row extends Entry>(
  app: FastifyInstance,
  {
    kind,
    admin,
    ip,
    create,
  }: Actor & { kind: CatalogueKind; create: (tx: DbOrTx) => Promise<Row> },
): Promise<Row> {
  return app.db.transaction(async (tx) => {
    const row = await create(tx);
    const { id, isDeleted: _deleted, ...fields } = row as Row & Record<string, unknown>;
    delete fields.createdAt;
    delete fields.updatedAt;
    await app.auditRepository.write(
      {
        category: 'admin',
        action: `${ENTITY_TYPE[kind]}.created`,
        actorId: admin.id,
        actorEmail: admin.email,
        entityType: ENTITY_TYPE[kind],
        entityId: id,
        details: { title: row.title, after: fields },
        ip,
      },
      tx,
    );
    return row;
  });
}

// Applies `change` (which may refuse by throwing) to a live entry, or restores a deleted one.
// Nothing changed: nothing is written.
export async function changeCatalogueEntry<Row extends Entry, Patch extends object>(
  app: FastifyInstance,
  {
    kind,
    store,
    id,
    admin,
    ip,
    action,
    change,
  }: Actor & {
    kind: CatalogueKind;
    store: Store<Row, Patch>;
    id: string;
    // What the audit log calls it: 'updated', 'deleted', 'restored', 'visibility_changed', ...
    action: string;
    change: (row: Row, tx: DbOrTx) => Patch | Promise<Patch>;
  },
): Promise<Row> {
  const errors = CATALOGUE_ERRORS[kind];
  return app.db.transaction(async (tx) => {
    const row = await store.findById(id, tx, { lock: true });
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
    await app.auditRepository.write(
      {
        category: 'admin',
        action: `${ENTITY_TYPE[kind]}.${action}`,
        actorId: admin.id,
        actorEmail: admin.email,
        entityType: ENTITY_TYPE[kind],
        entityId: id,
        details: { title: after.title, before: pick(row, changed), after: pick(after, changed) },
        ip,
      },
      tx,
    );
    return after;
  });
}
