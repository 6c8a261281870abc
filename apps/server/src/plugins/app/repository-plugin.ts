// How a repository becomes a plugin: `create(app.db)` decorates the app under `property`, once
// the database is there. The plugin's name is the property in kebab case ('driversRepository'
// is 'drivers-repository'), what other plugins name in their `dependencies`. No default export:
// this helper is not itself loaded as a plugin.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Db } from '#server/db/client.ts';

export function repositoryPlugin<K extends keyof FastifyInstance & string>(
  property: K,
  create: (db: Db) => FastifyInstance[K],
) {
  return fp(
    async (app: FastifyInstance) => {
      const repository: unknown = create(app.db); // typed by the caller's K, not decorate's
      app.decorate(property as string, repository);
    },
    { name: property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), dependencies: ['db'] },
  );
}
