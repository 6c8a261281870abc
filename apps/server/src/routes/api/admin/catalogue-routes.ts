// The catalogue's routes, once (issue 14 step 1, docs/decisions/055): services, packages and
// banking services share one life cycle (admin §4) and one set of routes — list, add, edit,
// soft delete, restore and switches (visibility, Most Popular). Each resource is its config:
// schemas, the summaries of the API reference, how a body becomes a row, and the key its
// answers carry the entry under.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import { idParamsSchema } from '@landed/shared/schemas/common';

import type { DbOrTx } from '#server/db/client.ts';
import { signedInActorOf } from '#server/operations/audit.ts';
import type { CatalogueStore } from '#server/operations/catalogue/change-catalogue-entry.ts';
import { changeCatalogueEntry } from '#server/operations/catalogue/change-catalogue-entry.ts';
import type {
  CatalogueEntry,
  CatalogueKind,
} from '#server/operations/catalogue/create-catalogue-entry.ts';
import { createCatalogueEntry } from '#server/operations/catalogue/create-catalogue-entry.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

const errors = errorResponses(400, 404, 409);

// A switch: PATCH /:id/<path> with a one-field body.
export type CatalogueSwitch<Patch> = {
  path: string;
  summary: string;
  body: z.ZodType;
  // What the audit log calls the change ('visibility_changed', ...).
  action: string;
  patch: (body: never) => Patch;
};

export type CatalogueRoutesConfig<Row extends CatalogueEntry, Patch extends object, Item> = {
  kind: CatalogueKind;
  store: CatalogueStore<Row, Patch>;
  // The key the write answers carry the entry under: {service}, {package}.
  answerKey: string;
  toAdmin: (row: Row) => Item;
  schemas: { query: z.ZodType; list: z.ZodType; body: z.ZodType; item: z.ZodType };
  summaries: { list: string; create: string; update: string; delete: string; restore: string };
  list: (query: never) => Promise<object>;
  create: (body: never, tx: DbOrTx) => Promise<Row>;
  // What an edit writes; may refuse by throwing. Default: the body as it is.
  update?: (body: never, current: Row, tx: DbOrTx) => Promise<Patch> | Patch;
  // The answer to an add and its schema, when it differs from {[answerKey]: item}.
  created?: { schema: z.ZodType; answer: (item: Item) => object };
  switches: CatalogueSwitch<Patch>[];
  // Routes of this resource only, registered after the add route (the services' upload).
  extraRoutes?: (app: FastifyInstance) => Promise<void> | void;
};

export function catalogueRoutes<Row extends CatalogueEntry, Patch extends object, Item>(
  config: CatalogueRoutesConfig<Row, Patch, Item>,
): FastifyPluginAsyncZod {
  const { kind, store, answerKey, toAdmin, schemas, summaries } = config;
  const answer = (row: Row) => ({ [answerKey]: toAdmin(row) });
  return async (app) => {
    // The authorization layer has let only a signed-in administrator this far.
    const change = ({
      request,
      action,
      patch,
    }: {
      request: FastifyRequest & { params: { id: string } };
      action: string;
      patch: (current: Row, tx: DbOrTx) => Promise<Patch> | Patch;
    }) =>
      changeCatalogueEntry(app, {
        kind,
        store,
        id: request.params.id,
        actor: signedInActorOf(request),
        action,
        change: patch,
      });

    app.get(
      '/',
      {
        schema: {
          summary: summaries.list,
          querystring: schemas.query,
          response: { 200: schemas.list, ...errors },
        },
      },
      async (request) => config.list(request.query as never),
    );

    app.post(
      '/',
      {
        schema: {
          summary: summaries.create,
          body: schemas.body,
          response: { 201: config.created?.schema ?? schemas.item, ...errors },
        },
      },
      async (request, reply) => {
        const row = await createCatalogueEntry(app, {
          kind,
          actor: signedInActorOf(request),
          create: (tx) => config.create(request.body as never, tx),
        });
        const item = toAdmin(row);
        return reply
          .code(201)
          .send(config.created ? config.created.answer(item) : { [answerKey]: item });
      },
    );

    await config.extraRoutes?.(app);

    app.put(
      '/:id',
      {
        schema: {
          summary: summaries.update,
          params: idParamsSchema,
          body: schemas.body,
          response: { 200: schemas.item, ...errors },
        },
      },
      async (request) =>
        answer(
          await change({
            request,
            action: 'updated',
            patch: (current, tx) =>
              config.update
                ? config.update(request.body as never, current, tx)
                : (request.body as Patch),
          }),
        ),
    );

    app.delete(
      '/:id',
      {
        schema: {
          summary: summaries.delete,
          params: idParamsSchema,
          response: { 200: schemas.item, ...errors },
        },
      },
      async (request) =>
        answer(
          await change({ request, action: 'deleted', patch: () => ({ isDeleted: true }) as Patch }),
        ),
    );

    app.post(
      '/:id/restore',
      {
        schema: {
          summary: summaries.restore,
          params: idParamsSchema,
          response: { 200: schemas.item, ...errors },
        },
      },
      async (request) =>
        answer(
          await change({
            request,
            action: 'restored',
            patch: () => ({ isDeleted: false }) as Patch,
          }),
        ),
    );

    for (const toggle of config.switches) {
      app.patch(
        `/:id/${toggle.path}`,
        {
          schema: {
            summary: toggle.summary,
            params: idParamsSchema,
            body: toggle.body,
            response: { 200: schemas.item, ...errors },
          },
        },
        async (request) =>
          answer(
            await change({
              request,
              action: toggle.action,
              patch: () => toggle.patch(request.body as never),
            }),
          ),
      );
    }
  };
}
