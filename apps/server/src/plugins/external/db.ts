import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Database, Db } from '#server/db/client.ts';
import { openDatabase } from '#server/db/client.ts';
import { seedDatabase } from '#server/db/seed/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

// Opens the database, applies the committed migrations and loads the seed into an empty
// database, all under one lock so several instances starting together do it once.
export default fp(
  async function db(app: FastifyInstance) {
    const database = await openDatabase(app.config.database);
    try {
      await database.withMigrationLock(async (locked) => {
        await database.migrate(locked);
        const { seeded } = await seedDatabase(locked);
        if (seeded) app.log.info('loaded the built-in data into the new database');
      });
    } catch (error) {
      await database.close().catch(() => {});
      throw error;
    }
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db' },
);
