// Preload hints for the page a browser asks for: the page's own code chunks (modulepreload)
// and the API answers it will request first (preload as fetch). Without them the browser
// learns about both only after the app's main script has run, one round trip after another;
// with them everything downloads in parallel with the main script (docs/decisions/026).
//
// The pages and their first answers come from the page table the web app's router reads too
// (packages/shared/src/pages.ts, docs/decisions/056); the public pages, those with `data`, get
// hints. Any other page still works, it just loads without hints.
import type { PageParams } from '@landed/shared/pages';
import { PAGE_LIST, PRELOADED_BY_INDEX_HTML } from '@landed/shared/pages';

export type ManifestChunk = {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

// The driver's phone page, an entry of its own in the build (apps/web/driver.html,
// docs/decisions/131); the app's entry is the other one.
export const DRIVER_PAGE_ENTRY = 'driver.html';

export function appEntryKey(manifest: Manifest): string | undefined {
  return Object.keys(manifest).find((k) => manifest[k]!.isEntry && k !== DRIVER_PAGE_ENTRY);
}

type PageRoute = {
  pattern: RegExp;
  // The page's key in the build manifest.
  module: string;
  // The names of the pattern's parameters, in the order of its groups.
  names: string[];
  // The API answers the page fetches first, exactly as the app asks for them.
  data: (params: PageParams) => string[];
};

// Only plain slugs are echoed back into the page (no quoting or escaping questions).
const SLUG = '([a-z0-9]+(?:-[a-z0-9]+)*)';

// A pattern such as `/blog/:slug` as a regular expression whose groups are its parameters.
function patternOf(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split(/(:\w+)/)
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return SLUG;
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), names };
}

export const PAGE_ROUTES: PageRoute[] = PAGE_LIST.flatMap(({ path, module, data }) => {
  if (!data) return [];
  const { pattern, names } = patternOf(path);
  return [
    {
      pattern,
      module: `src/app/routes/${module}`,
      names,
      data: (params) => data(params).filter((url) => !PRELOADED_BY_INDEX_HTML.includes(url)),
    },
  ];
});

// A chunk and everything it imports, statically.
export function closure({
  manifest,
  key,
  seen = new Set<string>(),
}: {
  manifest: Manifest;
  key: string;
  seen?: Set<string>;
}): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure({ manifest, key: imported, seen });
  return seen;
}

// The code files (site paths) and first API answers of the page at this path, beyond what
// index.html already loads; empty for a path without a public page.
export function pageAssets(
  manifest: Manifest,
  pathname: string,
): { modules: string[]; answers: string[] } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of PAGE_ROUTES) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    const entryKey = appEntryKey(manifest);
    // The entry's own imports are already in index.html.
    const loaded = entryKey ? closure({ manifest, key: entryKey }) : new Set<string>();
    const modules = [...closure({ manifest, key: route.module })]
      .filter((key) => !loaded.has(key))
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'))
      .map((file) => `/${file}`);
    const params = Object.fromEntries(route.names.map((name, i) => [name, match[i + 1]]));
    return { modules, answers: route.data(params) };
  }
  return { modules: [], answers: [] };
}

// The <link> tags to add to index.html for this path, or '' when there is nothing to add.
export function pageHints(manifest: Manifest, pathname: string): string {
  const { modules, answers } = pageAssets(manifest, pathname);
  return [
    ...modules.map((file) => `<link rel="modulepreload" href="${file}" />`),
    ...answers.map(
      (url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous" />`,
    ),
  ].join('\n    ');
}
