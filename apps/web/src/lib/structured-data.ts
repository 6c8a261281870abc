// JSON-LD for every page (issue 17, docs/decisions/068): the types, where a page sits
// (BreadcrumbList) and the script's text. What the pages describe is in schema-org.ts, loaded
// with the pages that use it.

export type JsonLdObject = { '@type': string } & Record<string, unknown>;
export type Crumb = { name: string; path: string };

export const SITE_NAME = 'Landed';
// The card shown for a shared link when the page has no picture of its own.
export const SITE_CARD_IMAGE = '/og-card.jpg';

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  try {
    return new URL(pathOrUrl, `${origin || 'http://localhost'}/`).href;
  } catch {
    return `${origin}${pathOrUrl}`;
  }
}

export function breadcrumbList(origin: string, crumbs: Crumb[]): JsonLdObject {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

// The text of a JSON-LD script: safe inside HTML (no `</script>`, no comment openers).
export function jsonLdText(value: JsonLdObject | JsonLdObject[]): string {
  const withContext = Array.isArray(value)
    ? { '@context': 'https://schema.org', '@graph': value }
    : { '@context': 'https://schema.org', ...value };
  return scriptJson(withContext);
}

// JSON for the inside of a <script> element: nothing in it can end the element or open a
// comment, and the line separators JavaScript once refused are escaped (JSON-LD here, the
// answers a rendered page carries in entry-server.tsx).
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
