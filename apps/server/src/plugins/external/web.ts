import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

import { MESSAGES } from '@landed/shared/constants';

import type { Manifest } from '../../lib/page-hints.ts';
import { pageHints } from '../../lib/page-hints.ts';

const ONE_YEAR = 31_536_000;

// Serves the built web app: hashed assets cached for a year, everything else revalidated, and
// any non-API path that is not a file answered with index.html (the app's router then shows
// the page or its own not-found page). Unknown /api paths answer JSON 404.
export default fp(
  async function web(app: FastifyInstance) {
    const dist = app.config.webDistDir;
    const hasWeb = Boolean(dist && existsSync(path.join(dist, 'index.html')));

    // index.html and the build manifest, read once: each page gets preload hints for its own
    // code and first API answers (lib/page-hints.ts).
    let indexHtml = '';
    let manifest: Manifest = {};
    if (hasWeb) {
      indexHtml = readFileSync(path.join(dist!, 'index.html'), 'utf8');
      try {
        manifest = JSON.parse(readFileSync(path.join(dist!, '.vite', 'manifest.json'), 'utf8'));
      } catch {
        manifest = {};
      }
    }

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

    // The blog's first picture is its largest paint; the browser would find it only after the
    // app, the API answer and the render. Site-relative image paths only.
    const imageHints = async (pathname: string): Promise<string> => {
      let images: string[] = [];
      try {
        if (pathname === '/blog') {
          const { rows } = await app.blogRepository.listPublished({ limit: 1, page: 1 });
          images = rows.map((row) => row.thumbnail);
        } else {
          const slug = /^\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(pathname)?.[1];
          const row = slug ? await app.blogRepository.findPublishedBySlug(slug) : undefined;
          if (row) images = [row.thumbnail];
        }
      } catch (error) {
        app.log.warn({ err: error }, 'could not look up image hints');
      }
      return images
        .filter((src) => /^\/[\w\-./]+$/.test(src))
        .map((src) => `<link rel="preload" href="${src}" as="image" fetchpriority="high" />`)
        .join('\n    ');
    };

    // The app's page for any path: index.html with the path's preload hints when it has some.
    const sendPage = async (reply: FastifyReply, pathname: string) => {
      const hints = [pageHints(manifest, pathname), await imageHints(pathname)]
        .filter(Boolean)
        .join('\n    ');
      if (!hints) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml.replace('</head>', `  ${hints}\n  </head>`));
    };

    // `/` explicitly: the static files' wildcard would otherwise answer it as a directory.
    if (hasWeb) app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply, '/'));

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      const wantsPage =
        hasWeb &&
        !isApi &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        path.extname(pathname) === '';
      if (wantsPage) return sendPage(reply, pathname);
      return reply.code(404).send({ message: MESSAGES.notFound });
    });
  },
  { name: 'web', dependencies: ['blog-repository'] },
);
