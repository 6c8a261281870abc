// npm run dev: the API in watch mode on 3001 and Vite with hot reload on 3000 (proxying /api).
import path from 'node:path';
import { spawn } from 'node:child_process';

import { ensureInstalled, node24, root, serverArgs } from './lib.js';

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
// SMS and WhatsApp through the project's Twilio stand-in (docs/decisions/133), unless real
// keys are set: it answers like Twilio's Messages API and posts signed status callbacks back;
// a student's WhatsApp message: curl -X POST -d '{"from":"+61412345678","body":"hi"}'
// localhost:3003/control/inbound; what was sent: curl localhost:3003/control/messages.
const twilioStandIn = !process.env.TWILIO_ACCOUNT_SID;
const twilioStandInPort = process.env.TWILIO_STAND_IN_PORT ?? '3003';
const appUrl = process.env.APP_URL ?? 'http://localhost:3000';
const devTemplate = (n) => `HX${String(n).repeat(32)}`;
const twilioEnv = twilioStandIn
  ? {
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'dev-stand-in-auth-token',
      TWILIO_FROM: '+61400000000',
      TWILIO_WHATSAPP_FROM: '+61400000001',
      TWILIO_API_BASE: `http://127.0.0.1:${twilioStandInPort}`,
      TWILIO_WHATSAPP_TEMPLATES: JSON.stringify(
        Object.fromEntries(
          ['driver-assigned', 'flight-landed', 'driver-at-meeting-point', 'picked-up', 'chat'].map(
            (kind, i) => [kind, { en: devTemplate(i + 1) }],
          ),
        ),
      ),
    }
  : {};
const children = [
  spawn(node24, serverArgs(['--watch']), {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: process.env.API_PORT ?? '3001',
      APP_URL: appUrl,
      // Local development only: administrators may skip two-factor sign-in
      // (docs/decisions/054); production keeps the default, required.
      ADMIN_MFA: process.env.ADMIN_MFA ?? 'optional',
      ...flightEnv,
      ...twilioEnv,
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
  ...(twilioStandIn
    ? [
        spawn(
          node24,
          [path.join(root, 'apps/server/test/support/twilio-stand-in.ts'), twilioStandInPort],
          { stdio: 'inherit', env: { ...process.env, ...twilioEnv, APP_URL: appUrl } },
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
