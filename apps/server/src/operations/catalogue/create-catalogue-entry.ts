import type { FastifyInstance } from 'fastify';

import type { DbOrTx } from '#server/db/client.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';

// Services, packages and banking services share one life cycle (admin §4): an entry is added,
// then edited, toggled and soft-deleted (change-catalogue-entry.ts). Each change is written to
// the log in the same transaction, with the fields it set.

export type CatalogueKind = 'service' | 'package' | 'banking';

// What the log calls each kind.
export const ENTITY_TYPE: Record<CatalogueKind, string> = {
  service: 'service',
  package: 'package',
  banking: 'banking_service',
};

export type CatalogueEntry = { id: string; title: string; isDeleted: boolean };

export async function createCatalogueEntry<Row extends CatalogueEntry>(
  app: FastifyInstance,
  {
    kind,
    actor,
    create,
  }: { kind: CatalogueKind; actor: SignedInActor; create: (tx: DbOrTx) => Promise<Row> },
): Promise<Row> {
  return app.db.transaction(async (tx) => {
    const row = await create(tx);
    const { id, isDeleted: _deleted, ...fields } = row as Row & Record<string, unknown>;
    delete fields.createdAt;
    delete fields.updatedAt;
    await audit(app, {
      actor,
      action: `${ENTITY_TYPE[kind]}.created`,
      entity: { type: ENTITY_TYPE[kind], id },
      details: { title: row.title, after: fields },
      tx,
    });
    return row;
  });
}
