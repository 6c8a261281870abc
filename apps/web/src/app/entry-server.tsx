// The public pages rendered on the server (issue 17, docs/decisions/068). The API server
// imports the build of this module (apps/web/dist-ssr/entry-server.js) and, for a page
// address, gets the page's HTML, its head tags, the HTTP status and the answers it was
// rendered from, which the browser takes over without asking again (main.tsx).
import '#web/lib/zod-config.ts';

import { AsyncLocalStorage } from 'node:async_hooks';

import type { I18n } from '@lingui/core';
import type { DehydratedState } from '@tanstack/react-query';
import { dehydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';

import type { Locale } from '@landed/shared/locales';
import { localeInfo, localePrefix, ogLocale, splitLocale } from '@landed/shared/locales';

import { cmsQueryOptions } from '#web/features/cms/api/get-cms.ts';
import { ApiError, setApiTransport } from '#web/lib/api-client.ts';
import { setSiteOrigin } from '#web/lib/hydration.ts';
import {
  I18nProvider,
  createI18n,
  fetchCatalogue,
  loadCatalogue,
  setI18nSource,
} from '#web/lib/i18n.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { scriptJson } from '#web/lib/structured-data.ts';
import { AppProvider } from './provider.tsx';
import { AppRoutes, matchedPage, preparePage } from './router.tsx';

export type RenderedPage = {
  status: number;
  // The page's language: `<html lang>` and Open Graph's locale.
  lang: string;
  ogLocale: string;
  // The <title>, <meta> and <link> tags of the page, for the document's head.
  head: string;
  // The markup inside <div id="root">.
  html: string;
  // The answers the page was rendered from, as JSON safe inside a <script> element.
  state: string;
};

// Per render (one process may hold several servers, as the scale-out tests do): where the API
// is (a fetch that the server answers itself) and the site's public address (APP_URL), for
// canonical links and link previews.
export type RenderContext = { fetch: typeof globalThis.fetch; origin: string };
type RenderScope = RenderContext & { i18n: I18n };
const context = new AsyncLocalStorage<RenderScope>();
function current(): RenderScope {
  const value = context.getStore();
  if (!value) throw new Error('Rendering outside renderPage');
  return value;
}
setApiTransport((input, init) => current().fetch(input, init));
setSiteOrigin(() => current().origin);
setI18nSource(() => context.getStore()?.i18n ?? null);

// Each language's public catalogue, compiled, as JSON: the texts a page rendered in that
// language was made with, which the server offers at an address of their own for the browser
// to take the page over with (docs/decisions/137).
export function publicTexts(locale: Locale): Promise<string> {
  return fetchCatalogue(locale, 'public').then((messages) => JSON.stringify(messages));
}

// How long a page may take before the render gives up on what is still missing.
const RENDER_LIMIT_MS = 5_000;

// Errors cross to the browser as plain fields and come back as ApiError there (main.tsx).
export type SerializedError = {
  apiError: true;
  status: number;
  message: string;
  code?: string | undefined;
  fromServer: boolean;
};

function serializeState(state: DehydratedState): string {
  const queries = state.queries.map((query) => {
    const error = query.state.error;
    if (!(error instanceof ApiError)) return query;
    const plain: SerializedError = {
      apiError: true,
      status: error.status,
      message: error.message,
      code: error.code,
      fromServer: error.fromServer,
    };
    return { ...query, state: { ...query.state, error: plain } };
  });
  return scriptJson({ ...state, queries });
}

// The hoisted head tags React puts before the markup of a tree that has no <html> element.
const HEAD_TAG = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;
function splitHead(markup: string): { head: string; html: string } {
  const tags: string[] = [];
  let rest = markup;
  for (let match = HEAD_TAG.exec(rest); match; match = HEAD_TAG.exec(rest)) {
    tags.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: tags.join('\n    '), html: rest };
}

// React's inline scripts that put a late part in place.
const OUT_OF_ORDER = /<script>/;
// React 19.2 notes when the first part was painted, to pace the reveal of late parts; a page
// rendered in order has none, and the Content Security Policy would refuse the script.
const REVEAL_TIMER = '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>';

async function prerender(tree: ReactNode, signal: AbortSignal): Promise<string> {
  // No part is held back for its size either (React's progressive chunks): the page is
  // rendered whole, in order.
  const { prelude } = await prerenderToNodeStream(tree, {
    signal,
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8').replaceAll(REVEAL_TIMER, '');
}

// What the server does with an address: render its page, render the not-found page (the same
// for every address no page has, so the server may keep one copy), or leave it to the browser.
export function pageKind(url: string): 'rendered' | 'not-found' | 'client' {
  return matchedPage(new URL(url, 'http://localhost').pathname).kind;
}

// The page at `url`, or null when that address is one of the signed-in or form pages the
// browser renders by itself.
export function renderPage(
  url: string,
  renderContext: RenderContext,
): Promise<RenderedPage | null> {
  const { locale } = splitLocale(new URL(url, 'http://localhost').pathname);
  const i18n = createI18n(locale);
  return context.run({ ...renderContext, i18n }, () => render({ url, i18n }));
}

async function render({ url, i18n }: { url: string; i18n: I18n }): Promise<RenderedPage | null> {
  const locale = i18n.locale as Locale;
  const location = new URL(url, 'http://localhost');
  const page = matchedPage(location.pathname);
  if (page.kind === 'client') return null;
  await loadCatalogue(i18n, { name: 'public' });

  const queryClient = createQueryClient();
  // No second try on the server: a page that cannot get its answers says so at once.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  // Every page's footer shows the CMS texts (and the business's JSON-LD made from them).
  await Promise.all([
    queryClient.prefetchQuery(cmsQueryOptions()),
    preparePage({ location, queryClient, limitMs: RENDER_LIMIT_MS }),
  ]);

  const failures = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.state.error)
    .filter((error): error is ApiError => error instanceof ApiError);
  const status =
    page.kind === 'not-found' || failures.some((error) => error.status === 404)
      ? 404
      : failures.some((error) => error.status === 0 || error.status >= 500)
        ? 503
        : 200;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), RENDER_LIMIT_MS);
  try {
    const tree = (
      <StrictMode>
        <StaticRouter
          location={`${location.pathname}${location.search}`}
          basename={localePrefix(locale) || undefined}
        >
          <I18nProvider i18n={i18n}>
            <AppProvider queryClient={queryClient}>
              <AppRoutes />
            </AppProvider>
          </I18nProvider>
        </StaticRouter>
      </StrictMode>
    );
    // A part whose code was not loaded yet (a lazy component) comes out of order, moved into
    // place by an inline script: neither readable without JavaScript nor allowed by the
    // Content Security Policy. The code stays loaded, so rendering again gives the page in
    // order; after the first visits of each page, one render is enough.
    let markup = await prerender(tree, controller.signal);
    for (let again = 0; again < 3 && OUT_OF_ORDER.test(markup); again += 1) {
      markup = await prerender(tree, controller.signal);
    }
    if (OUT_OF_ORDER.test(markup)) throw new Error(`${location.pathname} did not render in order`);
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' ||
        (query.state.status === 'error' && query.state.error instanceof ApiError),
    });
    return {
      status,
      lang: localeInfo(locale).lang,
      ogLocale: ogLocale(locale),
      ...splitHead(markup),
      state: serializeState(state),
    };
  } finally {
    clearTimeout(timer);
    queryClient.clear();
  }
}
