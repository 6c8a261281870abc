// Start-up: read the configuration, build the app, listen, and close gracefully. A bad
// configuration stops here with one line naming the key.
import { fileURLToPath } from 'node:url';

import closeWithGrace from 'close-with-grace';

import { build } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  let app;
  try {
    const config = loadConfig(process.env, { webDistDir });
    app = await build(config);
    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      `Landed is ready at ${config.appUrl} (API reference at ${config.appUrl}/api/docs)`,
    );
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
    } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `Configuration error: PORT: ${(error as Error).message.replace(/^listen /, '')}; is another copy running?`,
      );
    } else {
      console.error(`Start-up failed: ${(error as Error).message}`);
    }
    await app?.close().catch(() => {});
    process.exit(1);
  }

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish (up to 10 s), close the
  // database.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected error');
    else app.log.info(`${signal} received, closing`);
    await app.close();
  });
}

await main();
