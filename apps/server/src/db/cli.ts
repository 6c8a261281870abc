// `npm run db:migrate` and `npm run db:seed`: the same steps the server runs at start-up, for
// operators who want them on their own.
import { loadConfig } from '#server/config.ts';
import { exitWithError } from './exit-with-error.ts';
import { openDatabase } from './client.ts';
import { seedDatabase } from './seed/index.ts';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('Usage: node src/db/cli.ts migrate|seed');
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.withMigrationLock(async (db) => {
      await database.migrate(db);
      console.log(`Migrations applied (${database.kind}).`);
      if (command === 'seed') {
        const { seeded } = await seedDatabase(db);
        console.log(seeded ? 'Built-in data loaded.' : 'Built-in data was already loaded.');
      }
    });
  } finally {
    await database.close();
  }
} catch (error) {
  exitWithError(error);
}
