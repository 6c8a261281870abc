import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { apiPaths, inLocale } from '@landed/shared/api-paths';
import { MESSAGES } from '@landed/shared/constants';
import { DRIVER_PAGE_PATHS } from '@landed/shared/driver-page';

import type { Locale } from '@landed/shared/locales';
import { LOCALES, localeInfo, localizedPath, ogLocale, splitLocale } from '@landed/shared/locales';
import { PAGE_LIST } from '@landed/shared/pages';

import { readBootScript } from '#server/lib/boot-script.ts';
import { chooseEncoding, compressedCopies } from '#server/lib/compression.ts';
import { criticalCss, fitsInStyle, stylesheetLink } from '#server/lib/critical-css.ts';
import { inlineSmallPictures, smallPictures } from '#server/lib/inline-pictures.ts';
import { keptAddress } from '#server/lib/kept-address.ts';
import type { Manifest } from '#server/lib/page-hints.ts';
import {
  DRIVER_PAGE_ENTRY,
  appEntryKey,
  closure,
  pageAssets,
  pageHints,
} from '#server/lib/page-hints.ts';
import type { PageTemplate, RenderedPage } from '#server/lib/rendered-page.ts';
import { inLanguage, pageTemplate, renderedDocument } from '#server/lib/rendered-page.ts';

const ONE_YEAR = 31_536_000;
// apps/web/public/dashboard/bookings/pass-sw.js.
const PASS_WORKER_PATH = '/dashboard/bookings/pass-sw.js';
// An address no page has, in every language: where the shared not-found page is rendered.
const NOT_FOUND_ADDRESS = '/404';

// A request for a page, and the path it asks for (without the query).
type PageRequest = { request: FastifyRequest; reply: FastifyReply; pathname: string };

// The web app's server renderer (apps/web/src/app/entry-server.tsx, built into dist-ssr/ beside
// dist/): the public pages arrive rendered (issue 17, docs/decisions/068).
type Renderer = {
  renderPage: (
    url: string,
    context: { fetch: typeof fetch; origin: string },
  ) => Promise<RenderedPage | null>;
  pageKind: (url: string) => 'rendered' | 'not-found' | 'client';
  // A language's public interface texts, compiled, as JSON.
  publicTexts: (locale: Locale) => Promise<string>;
};

async function loadRenderer(app: FastifyInstance, dist: string): Promise<Renderer | null> {
  const entry = path.join(dist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn('web: no server renderer built (dist-ssr); public pages render in the browser');
    return null;
  }
  return (await import(pathToFileURL(entry).href)) as Renderer;
}

// The API answers a page is rendered from, asked of this server itself (and so from its
// public read cache): public GET requests only, without anyone's credentials.
function selfFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('/api/public/') || (init?.method ?? 'GET') !== 'GET') {
      return new Response(JSON.stringify({ message: MESSAGES.notFound }), { status: 404 });
    }
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

// The app's render-blocking stylesheets: the entry's and those of the chunks it imports (a
// build may put the app's stylesheet on a chunk the entry imports rather than on the entry
// itself).
function entryStylesheets(manifest: Manifest): string[] {
  const entryKey = appEntryKey(manifest);
  const files = new Set<string>();
  for (const key of entryKey ? closure({ manifest, key: entryKey }) : []) {
    for (const file of manifest[key]!.css ?? []) files.add(file);
  }
  return [...files];
}

// In the app's shell, the app's one stylesheet goes into the page itself: it blocks the first
// paint, and as a separate file it is one more round trip before anything shows
// (docs/decisions/026). A page rendered on the server gets only the part it needs instead
// (lib/critical-css.ts).
function inlineEntryStyles({
  html,
  dist,
  stylesheets,
}: {
  html: string;
  dist: string;
  stylesheets: string[];
}): string {
  let result = html;
  for (const file of stylesheets) {
    let css: string;
    try {
      css = readFileSync(path.join(dist, file), 'utf8');
    } catch {
      continue;
    }
    if (!fitsInStyle(css)) continue;
    // The marker link tells Vite's loader of lazy chunks that this stylesheet is already on
    // the page, which otherwise adds it again when a lazy chunk lists it (a second download
    // and a restyle of the whole page). It is never fetched: `disabled` keeps the parser from
    // applying it, and a type that is not CSS keeps Chromium's preload scanner (which ignores
    // `disabled`) from downloading it.
    result = result.replace(
      stylesheetLink(`/${file}`),
      () =>
        `<style>${css}</style><link rel="stylesheet" href="/${file}" type="text/x-inlined" disabled>`,
    );
  }
  return result;
}

// Serves the built web app: hashed assets cached for a year, everything else revalidated, and
// any non-API path that is not a file answered with index.html (the app's router then shows
// the page or its own not-found page). Unknown /api paths answer JSON 404.
export default fp(
  async function web(app: FastifyInstance) {
    const dist = app.config.webDistDir;
    const hasWeb = Boolean(dist && existsSync(path.join(dist, 'index.html')));
    // The site's small pictures, for the rendered pages that show them at once.
    const pictures = smallPictures(hasWeb ? dist : null);

    // index.html and the build manifest, read once: each page gets preload hints for its own
    // code and first API answers (lib/page-hints.ts).
    let indexHtml = '';
    // As built, with the stylesheet's link: the rendered pages' template.
    let builtIndexHtml = '';
    let manifest: Manifest = {};
    let stylesheets: string[] = [];
    if (hasWeb) {
      builtIndexHtml = readFileSync(path.join(dist!, 'index.html'), 'utf8');
      try {
        manifest = JSON.parse(readFileSync(path.join(dist!, '.vite', 'manifest.json'), 'utf8'));
      } catch {
        manifest = {};
      }
      stylesheets = entryStylesheets(manifest);
      indexHtml = inlineEntryStyles({ html: builtIndexHtml, dist: dist!, stylesheets });
    }

    // Pages are small and assembled per path: compressed here, with the last few kept.
    const compressed = new Map<string, { br: Buffer; gzip: Buffer }>();
    const compress = (html: string) => {
      let entry = compressed.get(html);
      if (!entry) {
        entry = compressedCopies(html);
        if (compressed.size >= 200) compressed.delete(compressed.keys().next().value!);
        compressed.set(html, entry);
      }
      return entry;
    };

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

    // A post's picture is its largest paint; the browser would find it only after the app,
    // the API answer and the render. Site-relative image paths only.
    const imageHints = async (pathname: string): Promise<string> => {
      let images: string[] = [];
      try {
        const slug = /^\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(pathname)?.[1];
        const row = slug ? await app.blogRepository.findPublishedBySlug(slug) : undefined;
        if (row) images = [row.thumbnail];
      } catch (error) {
        app.log.warn({ err: error }, 'could not look up image hints');
      }
      return images
        .filter((src) => /^\/[\w\-./]+$/.test(src))
        .map((src) => `<link rel="preload" href="${src}" as="image" fetchpriority="high" />`)
        .join('\n    ');
    };

    const sendBody = ({
      request,
      reply,
      body,
      type = 'text/html; charset=utf-8',
      cacheControl = 'no-cache',
    }: {
      request: FastifyRequest;
      reply: FastifyReply;
      body: string;
      type?: string;
      cacheControl?: string;
    }) => {
      reply.header('cache-control', cacheControl).header('vary', 'accept-encoding').type(type);
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (encoding === 'identity') return reply.send(body);
      return reply.header('content-encoding', encoding).send(compress(body)[encoding]);
    };
    const sendHtml = ({
      request,
      reply,
      html,
    }: {
      request: FastifyRequest;
      reply: FastifyReply;
      html: string;
    }) => sendBody({ request, reply, body: html });

    // The app's page for any path: index.html with the path's preload hints when it has some.
    // Under a language's prefix (/vi/login), the same page in that language.
    const sendPage = async ({ request, reply, pathname }: PageRequest) => {
      const { locale, path: page } = splitLocale(pathname);
      const hints = [pageHints(manifest, page), await imageHints(page)]
        .filter(Boolean)
        .join('\n    ');
      // Another language's shell preloads the site texts in that language (the app asks for
      // them so).
      const shell =
        locale === 'en'
          ? indexHtml
          : inLanguage(indexHtml, {
              lang: localeInfo(locale).lang,
              ogLocale: ogLocale(locale),
            }).replace(
              `href="${apiPaths.publicCms}"`,
              `href="${inLocale(apiPaths.publicCms, locale)}"`,
            );
      const html = hints ? shell.replace('</head>', `  ${hints}\n  </head>`) : shell;
      return sendHtml({ request, reply, html });
    };

    // The driver's phone page (docs/decisions/131): its own small HTML page and script, never
    // the app's shell, at each of its addresses.
    const driverHtml =
      hasWeb && existsSync(path.join(dist!, DRIVER_PAGE_ENTRY))
        ? readFileSync(path.join(dist!, DRIVER_PAGE_ENTRY), 'utf8')
        : '';
    if (driverHtml) {
      for (const address of Object.values(DRIVER_PAGE_PATHS)) {
        app.get(address, { schema: { hide: true } }, (request, reply) =>
          sendHtml({ request, reply, html: driverHtml }),
        );
      }
    }

    // The public pages arrive rendered (docs/decisions/068), kept in the public read cache
    // like the API answers they are made from. When rendering fails, the app's shell still
    // lets the browser render the page.
    const template: PageTemplate | null = hasWeb ? pageTemplate(builtIndexHtml) : null;
    const renderer = template ? await loadRenderer(app, dist!) : null;
    const boot = readBootScript(dist);
    // Each language's public texts, at an address named by their content and kept by the
    // browser: the app fetches them as it starts, so the pages do not carry them (137).
    const texts = new Map<Locale, Promise<{ address: string; body: string }>>();
    const textsOf = (locale: Locale) => {
      let known = texts.get(locale);
      if (!known) {
        known = renderer!.publicTexts(locale).then((body) => {
          const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12);
          return { address: `/texts/public-${locale}-${hash}.json`, body };
        });
        texts.set(locale, known);
        known.catch(() => texts.delete(locale));
      }
      return known;
    };
    if (renderer) {
      app.get<{ Params: { file: string } }>(
        '/texts/:file',
        { schema: { hide: true } },
        async (request, reply) => {
          const named = /^public-([\w-]+)-[\w-]+\.json$/.exec(request.params.file)?.[1];
          const locale = LOCALES.find((code) => code === named);
          const known = locale ? await textsOf(locale) : null;
          if (!known || known.address !== request.url.split('?')[0]) return reply.callNotFound();
          return sendBody({
            request,
            reply,
            body: known.body,
            type: 'application/json; charset=utf-8',
            cacheControl: `public, max-age=${ONE_YEAR}, immutable`,
          });
        },
      );
    }
    const withCriticalCss = criticalCss({
      dist: dist ?? '',
      stylesheets: stylesheets.map((file) => `/${file}`),
      log: app.log,
    });
    const renderContext = { fetch: selfFetch(app), origin: app.config.appUrl };
    // The not-found page of an address no page has is the same for every such address: one
    // copy is kept, made again after an administrator's change (the public cache's generation)
    // or once the public cache's time has passed, so a flood of made-up addresses costs no
    // render each (docs/decisions/069).
    // One per language.
    const notFoundKept = new Map<
      Locale,
      { generation: number; expires: number; document: string }
    >();
    const keepsNotFound = app.config.publicCacheTtlMs > 0;
    const now = () => app.config.now().getTime();

    const sendDocument = (
      reply: FastifyReply,
      { status, document }: { status: number; document: string },
    ) =>
      reply
        .code(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(document);

    // `url`: the address to render at; `sharedNotFound`: the address is one no page has, whose
    // not-found page is kept.
    const sendRendered = async ({
      request,
      reply,
      pathname,
      url,
      sharedNotFound = false,
    }: PageRequest & { url: string; sharedNotFound?: boolean }) => {
      const generation = app.publicCache.generation();
      const { locale, path: page } = splitLocale(pathname);
      const kept = notFoundKept.get(locale);
      if (sharedNotFound && kept && kept.generation === generation && kept.expires > now()) {
        return sendDocument(reply, { status: 404, document: kept.document });
      }
      let rendered: RenderedPage | null = null;
      try {
        rendered = renderer && (await renderer.renderPage(url, renderContext));
      } catch (error) {
        request.log.error({ err: error }, 'web: could not render the page on the server');
      }
      if (!rendered || !template) {
        // The shell instead, which the public cache must not keep in the page's place.
        request.publicCacheGeneration = undefined;
        return sendPage({ request, reply, pathname });
      }
      // The page's code (its answers are in the page already).
      const { modules } = pageAssets(manifest, page);
      const document = await withCriticalCss(
        renderedDocument({
          template,
          // The small pictures it shows at once inside it (docs/decisions/144).
          page: { ...rendered, ...inlineSmallPictures(rendered, pictures) },
          modules,
          boot: boot?.code,
          texts: (await textsOf(locale).catch(() => null))?.address,
        }),
      );
      if (sharedNotFound && keepsNotFound && rendered.status === 404) {
        notFoundKept.set(locale, {
          generation,
          expires: now() + app.config.publicCacheTtlMs,
          document,
        });
      }
      return sendDocument(reply, { status: rendered.status, document });
    };

    if (renderer) {
      // `/` among them explicitly: the static files' wildcard would otherwise answer it as a
      // directory. Each page in each language (docs/decisions/071); the router ignores a
      // trailing slash, so `/vi/` and `/vi` are both the Vietnamese home page.
      // A page is rendered, and kept, at its address with only the query parameters it reads:
      // another one (`/?utm_source=…`, made up) costs no render and would otherwise end up in
      // the page's language links (docs/decisions/077).
      const addresses = PAGE_LIST.filter((page) => page.rendered).flatMap((page) =>
        LOCALES.map((locale) => ({
          address: localizedPath(page.path, locale),
          query: page.query ?? [],
        })),
      );
      for (const { address, query } of addresses) {
        app.get(
          address,
          { schema: { hide: true }, config: { revalidate: true, cacheQuery: query } },
          (request, reply) =>
            sendRendered({
              request,
              reply,
              pathname: request.url.split('?')[0] ?? '/',
              url: keptAddress(request.url, query),
            }),
        );
      }
    } else if (hasWeb) {
      // No renderer built: every page is the shell, as before decision 068.
      app.get('/', { schema: { hide: true } }, (request, reply) =>
        sendPage({ request, reply, pathname: '/' }),
      );
    }

    // The arrival pass's offline worker at each language's address too, so that its scope
    // covers that language's pass pages (docs/decisions/071).
    if (hasWeb) {
      for (const locale of LOCALES) {
        if (locale === 'en') continue;
        app.get(
          `${localizedPath(PASS_WORKER_PATH, locale)}`,
          { schema: { hide: true } },
          (_request, reply) =>
            reply.header('cache-control', 'no-cache').sendFile(PASS_WORKER_PATH.slice(1)),
        );
      }
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      const wantsPage =
        hasWeb &&
        !isApi &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        path.extname(pathname) === '';
      // An unknown address gets the not-found page, rendered, with 404.
      if (wantsPage) {
        const sharedNotFound = renderer?.pageKind(request.url) === 'not-found';
        // The kept copy is rendered at a neutral address of its language, not at its first
        // visitor's: the page's language links are made from the address it is rendered at,
        // and would hand one visitor's path and query to every later one (issue 24).
        const url = sharedNotFound
          ? localizedPath(NOT_FOUND_ADDRESS, splitLocale(pathname).locale)
          : request.url;
        return sendRendered({ request, reply, pathname, url, sharedNotFound });
      }
      return reply.code(404).send({ message: MESSAGES.notFound });
    });
  },
  // After both caches, so that the rendered pages' `revalidate` is seen by each.
  { name: 'web', dependencies: ['blog-repository', 'public-cache', 'http-cache'] },
);
