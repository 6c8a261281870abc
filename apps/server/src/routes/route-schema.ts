// What route schemas repeat, declared once: the `{message}` error answers and, per prefix, the
// API reference's tag and security scheme.
import type { FastifyInstance, FastifySchema } from 'fastify';

import { errorResponseSchema } from '@landed/shared/schemas/common';

// A route behind a session (the `bearerAuth` scheme of the API reference).
export const bearerAuth = [{ bearerAuth: [] }];

// The error statuses a route answers, each with the `{message}` body:
// `response: { 200: thing, ...errorResponses(400, 401, 404) }`.
export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorResponseSchema])) as Record<
    S,
    typeof errorResponseSchema
  >;
}

// Every route registered from here on (in this plugin and those it registers) gets these
// `tags`/`security` unless it declares its own. onRoute runs before the API reference and the
// serializers read the schema, so /api/docs shows them as if each route had written them.
export function schemaDefaults(
  app: FastifyInstance,
  defaults: Pick<FastifySchema, 'tags' | 'security'>,
): void {
  app.addHook('onRoute', (route) => {
    route.schema = { ...defaults, ...route.schema };
  });
}
