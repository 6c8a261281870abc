// Preload hints for the page a browser asks for: the page's own code chunks (modulepreload)
// and the API answers it will request first (preload as fetch). Without them the browser
// learns about both only after the app's main script has run, one round trip after another;
// with them everything downloads in parallel with the main script (docs/decisions/026).
//
// The routes mirror apps/web/src/app/router.tsx; a page missing here still works, it just
// loads without hints.

export type ManifestChunk = {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

type PageRoute = {
  pattern: RegExp;
  module: string;
  // The API answers the page fetches first, exactly as the app asks for them.
  data?: (match: RegExpExecArray) => string[];
};

// Only plain slugs are echoed back into the page (no quoting or escaping questions).
const SLUG = '([a-z0-9]+(?:-[a-z0-9]+)*)';

export const PAGE_ROUTES: PageRoute[] = [
  { pattern: /^\/$/, module: 'src/app/routes/home.tsx', data: () => ['/api/public/packages'] },
  {
    pattern: /^\/services$/,
    module: 'src/app/routes/services.tsx',
    data: () => ['/api/public/services', '/api/public/banking'],
  },
  {
    pattern: new RegExp(`^/services/${SLUG}$`),
    module: 'src/app/routes/service-detail.tsx',
    data: (m) => [`/api/public/services/${m[1]}`],
  },
  {
    pattern: /^\/packages$/,
    module: 'src/app/routes/packages.tsx',
    data: () => ['/api/public/packages'],
  },
  {
    pattern: /^\/about$/,
    module: 'src/app/routes/about.tsx',
    data: () => ['/api/public/cms/about'],
  },
  {
    pattern: /^\/blog$/,
    module: 'src/app/routes/blog.tsx',
    data: () => ['/api/public/blog?limit=100'],
  },
  {
    pattern: new RegExp(`^/blog/${SLUG}$`),
    module: 'src/app/routes/blog-post.tsx',
    data: (m) => [`/api/public/blog/${m[1]}`],
  },
  { pattern: /^\/contact$/, module: 'src/app/routes/contact.tsx' },
  {
    pattern: /^\/privacy$/,
    module: 'src/app/routes/privacy.tsx',
    data: () => ['/api/public/cms/privacy'],
  },
  {
    pattern: /^\/terms$/,
    module: 'src/app/routes/terms.tsx',
    data: () => ['/api/public/cms/terms'],
  },
  { pattern: /^\/login$/, module: 'src/app/routes/login.tsx' },
  { pattern: /^\/signup$/, module: 'src/app/routes/signup.tsx' },
];

// A chunk and everything it imports, statically.
export function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

// The <link> tags to add to index.html for this path, or '' when there is nothing to add.
export function pageHints(manifest: Manifest, pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of PAGE_ROUTES) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
    // The entry's own imports are already in index.html.
    const loaded = entryKey ? closure(manifest, entryKey) : new Set<string>();
    const files = [...closure(manifest, route.module)]
      .filter((key) => !loaded.has(key))
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'));
    const tags = [
      ...files.map((file) => `<link rel="modulepreload" href="/${file}" />`),
      ...(route.data?.(match) ?? []).map(
        (url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous" />`,
      ),
    ];
    return tags.join('\n    ');
  }
  return '';
}
