// Security headers, decided once at start-up: they depend on nothing in the request
// (@fastify/helmet rebuilt helmet's middleware and parsed the policy again on every request).
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

import { readBootScript } from '#server/lib/boot-script.ts';

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const { config } = app;
    // Pages (the web app, the API reference) get helmet's set with the policy the web app needs.
    const https = config.appUrl.startsWith('https:');
    // The starter inside each page rendered on the server, allowed by its hash (lib/boot-script.ts).
    const boot = readBootScript(config.webDistDir);
    const pageHeaders = headersOf(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            baseUri: ["'self'"],
            objectSrc: ["'none'"],
            frameAncestors: ["'none'"],
            formAction: ["'self'"],
            scriptSrc: ["'self'", ...(boot ? [boot.source] : [])],
            // react-hot-toast and Leaflet set styles at run time.
            styleSrc: ["'self'", "'unsafe-inline'"],
            // OpenStreetMap tiles for the contact page map.
            imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            manifestSrc: ["'self'"],
            workerSrc: ["'self'", 'blob:'],
            ...(https ? { upgradeInsecureRequests: [] } : {}),
          },
        },
        // HSTS only makes sense when the site is served over https.
        strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
        crossOriginEmbedderPolicy: false,
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      }),
    );
    // API answers are data, never rendered as a page: the short set of the OWASP REST Security
    // Cheat Sheet, which forbids them any content or framing.
    const apiHeaders: Record<string, string> = {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    };
    app.addHook('onRequest', (request, reply, done) => {
      const api = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
      reply.headers(api ? apiHeaders : pageHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);

// The headers a Connect-style middleware such as helmet sets, collected once.
function headersOf(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  middleware({} as IncomingMessage, res as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}
