// What route schemas repeat, declared once: the `{message}` error answers and, per prefix or
// file, the API reference's tag, security scheme and the error statuses every route answers.
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

type SchemaDefaults = Pick<FastifySchema, 'tags' | 'security'> & {
  // Error statuses every route here answers, added to those it declares itself.
  errors?: number[];
};

// Every route registered from here on (in this plugin and those it registers) gets these
// `tags`/`security` unless it declares its own, and the `errors` on top of its own responses
// (so a prefix can declare its session's 401/403 and a file the statuses all its routes share).
// onRoute runs before the API reference and the serializers read the schema, so /api/docs
// shows them as if each route had written them.
export function schemaDefaults(
  app: FastifyInstance,
  { errors = [], ...defaults }: SchemaDefaults,
): void {
  app.addHook('onRoute', (route) => {
    const schema: FastifySchema = { ...defaults, ...route.schema };
    if (errors.length > 0) {
      schema.response = { ...errorResponses(...errors), ...(schema.response as object) };
    }
    route.schema = schema;
  });
}
