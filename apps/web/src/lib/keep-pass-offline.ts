// Keeping an arrival pass for offline use (decision 062), loaded only with the pass page: the
// rest of the app needs just the cache's name and its deletion (./pass-cache.ts).
import type { Locale } from '@landed/shared/locales';
import { localizedPath } from '@landed/shared/locales';

import { keepPageForOffline } from './keep-offline.ts';
import { PASS_CACHE, PASS_WORKER_SCOPE, PASS_WORKER_URL } from './pass-cache.ts';

// `pagePath` is the pass's address without a language's prefix; `locale` the page's language,
// whose own worker (served at that language's address) keeps that language's page.
export function keepPassForOffline({
  pagePath,
  locale,
  dataUrl,
  data,
  images = [],
}: {
  pagePath: string;
  locale: Locale;
  dataUrl: string;
  data: unknown;
  // Photos the pass shows (/api/media/…, never changed), kept beside it (issue 35).
  images?: string[];
}): Promise<boolean> {
  return keepPageForOffline({
    workerUrl: localizedPath(PASS_WORKER_URL, locale),
    scope: localizedPath(PASS_WORKER_SCOPE, locale),
    cache: PASS_CACHE,
    pageUrl: localizedPath(pagePath, locale),
    dataUrl,
    data,
    images,
  });
}
