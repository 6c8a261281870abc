import { existsSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { MESSAGES } from '@landed/shared/constants';

const ONE_YEAR = 31_536_000;

// Serves the built web app: hashed assets cached for a year, everything else revalidated, and
// any non-API path that is not a file answered with index.html (the app's router then shows
// the page or its own not-found page). Unknown /api paths answer JSON 404.
export default fp(
  async function web(app: FastifyInstance) {
    const dist = app.config.webDistDir;
    const hasWeb = Boolean(dist && existsSync(path.join(dist, 'index.html')));

    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: dist!,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            immutable ? `public, max-age=${ONE_YEAR}, immutable` : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      const wantsPage =
        hasWeb &&
        !isApi &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        path.extname(pathname) === '';
      if (wantsPage) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send({ message: MESSAGES.notFound });
    });
  },
  { name: 'web' },
);
