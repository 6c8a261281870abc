// How the database commands (cli.ts, backup.ts) end on a failure: one line on stderr, exit 1.
import { ConfigError } from '#server/config.ts';

export function exitWithError(error: unknown): never {
  console.error(
    error instanceof ConfigError
      ? `Configuration error: ${error.message}`
      : `Failed: ${(error as Error).message}`,
  );
  process.exit(1);
}
