// A public page rendered on the server put into the app's index.html (docs/decisions/068):
// the page's own head tags instead of the site's default title and description, its markup
// in place of the navigation frame painted before the app starts, and the answers it was
// rendered from for the browser to take over. No "needs JavaScript" notice: the page reads
// without it.
// `lang` and `ogLocale` are the page's language (docs/decisions/071).
export type RenderedPage = {
  status: number;
  lang: string;
  ogLocale: string;
  head: string;
  html: string;
  state: string;
};

// `app` is the app's entry and `modules` the files it imports at once, which the page's
// starter (apps/web/public/boot.js) loads after the first paint.
export type PageTemplate = {
  before: string;
  after: string;
  head: string;
  app: string;
  modules: string[];
};

const CMS_PRELOAD =
  /\s*<!--[^>]*CMS texts[^>]*-->\s*<link rel="preload" href="\/api\/public\/cms"[^>]*>/;
const DEFAULT_TITLE = /\s*<title>[^<]*<\/title>/;
const DEFAULT_DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/;
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const HTML_COMMENT = /\s*<!--[\s\S]*?-->/g;
const ROOT_OPEN = '<div id="root">';
const NOSCRIPT_CLOSE = '</noscript>';

// index.html cut where a rendered page goes, or null when it does not have the expected shape.
export function pageTemplate(indexHtml: string): PageTemplate | null {
  const app = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!app) return null;
  const modules = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const html = indexHtml
    .replace(CMS_PRELOAD, '')
    .replace(DEFAULT_TITLE, '')
    .replace(DEFAULT_DESCRIPTION, '')
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    // index.html's notes are for its readers, not bytes of every page (docs/decisions/137).
    .replace(HTML_COMMENT, '');
  const headEnd = html.indexOf('</head>');
  const rootStart = html.indexOf(ROOT_OPEN);
  const noscriptEnd = html.indexOf(NOSCRIPT_CLOSE);
  if (headEnd < 0 || rootStart < headEnd || noscriptEnd < rootStart) return null;
  return {
    app,
    modules,
    head: html.slice(0, headEnd),
    before: html.slice(headEnd, rootStart),
    after: html.slice(noscriptEnd + NOSCRIPT_CLOSE.length),
  };
}

const HTML_LANG = /<html lang="[^"]*">/;
const OG_LOCALE = /<meta property="og:locale" content="[^"]*" \/>/;

// The document's head in a page's language: `<html lang>` and `og:locale`.
export function inLanguage(head: string, { lang, ogLocale }: { lang: string; ogLocale: string }) {
  return head
    .replace(HTML_LANG, `<html lang="${lang}">`)
    .replace(OG_LOCALE, `<meta property="og:locale" content="${ogLocale}" />`);
}

// The whole document of a rendered page; `modules` are the page's own code files. `boot` is the
// starter's text, which goes inside the page (lib/boot-script.ts; without it the page names
// the file), and `texts` the address of the interface texts of the page's language, which the
// app fetches as it starts instead of every page carrying them (docs/decisions/137).
export function renderedDocument({
  template,
  page,
  modules,
  boot,
  texts,
}: {
  template: PageTemplate;
  page: RenderedPage;
  modules: string[];
  boot?: string | null | undefined;
  texts?: string | undefined;
}): string {
  const preload = [...new Set([...template.modules, ...modules])].join(' ');
  const attributes =
    `data-app="${template.app}" data-preload="${preload}"` +
    (texts ? ` data-texts="${texts}"` : '');
  const starter = boot
    ? `<script ${attributes}>${boot}</script>`
    : `<script defer src="/boot.js" ${attributes}></script>`;
  return (
    `${inLanguage(template.head, page)}  ${page.head}\n  ${template.before}${ROOT_OPEN}${page.html}</div>\n` +
    `    <script type="application/json" id="landed-state">${page.state}</script>\n` +
    `    ${starter}` +
    template.after
  );
}
