// npm run dev: the API in watch mode on 3001 and Vite with hot reload on 3000 (proxying /api).
import path from 'node:path';
import { spawn } from 'node:child_process';

import { ensureInstalled, node24, root } from './lib.js';

ensureInstalled();
// Flight status from the project's AeroDataBox stand-in (docs/decisions/120), unless a real
// provider is configured: set a flight late with its control API
// (curl -X POST -d '{"minutes":95}' localhost:3002/control/flights/SQ207/2026-02-14/delay).
const flightStandIn = !process.env.FLIGHT_STATUS_PROVIDER;
const flightStandInPort = process.env.FLIGHT_STAND_IN_PORT ?? '3002';
const flightEnv = flightStandIn
  ? {
      FLIGHT_STATUS_PROVIDER: 'aerodatabox',
      AERODATABOX_API_KEY: 'dev-stand-in',
      AERODATABOX_API_BASE: `http://127.0.0.1:${flightStandInPort}`,
    }
  : {};
const children = [
  spawn(node24, ['--watch', path.join(root, 'apps/server/src/server.ts')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: process.env.API_PORT ?? '3001',
      APP_URL: process.env.APP_URL ?? 'http://localhost:3000',
      // Local development only: administrators may skip two-factor sign-in
      // (docs/decisions/054); production keeps the default, required.
      ADMIN_MFA: process.env.ADMIN_MFA ?? 'optional',
      ...flightEnv,
    },
  }),
  spawn(node24, [path.join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  }),
  ...(flightStandIn
    ? [
        spawn(
          node24,
          [path.join(root, 'apps/server/test/support/aerodatabox-stand-in.ts'), flightStandInPort],
          { stdio: 'inherit', env: { ...process.env, AERODATABOX_API_KEY: 'dev-stand-in' } },
        ),
      ]
    : []),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
