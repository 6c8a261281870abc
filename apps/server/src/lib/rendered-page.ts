// A public page rendered on the server put into the app's index.html (docs/decisions/068):
// the page's own head tags instead of the site's default title and description, its markup
// in place of the navigation frame painted before the app starts, and the answers it was
// rendered from for the browser to take over. No "needs JavaScript" notice: the page reads
// without it.
export type RenderedPage = { status: number; head: string; html: string; state: string };

export type PageTemplate = { before: string; after: string; head: string };

const CMS_PRELOAD =
  /\s*<!--[^>]*CMS texts[^>]*-->\s*<link rel="preload" href="\/api\/public\/cms"[^>]*>/;
const DEFAULT_TITLE = /\s*<title>[^<]*<\/title>/;
const DEFAULT_DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/;
const ROOT_OPEN = '<div id="root">';
const NOSCRIPT_CLOSE = '</noscript>';

// index.html cut where a rendered page goes, or null when it does not have the expected shape.
export function pageTemplate(indexHtml: string): PageTemplate | null {
  const html = indexHtml
    .replace(CMS_PRELOAD, '')
    .replace(DEFAULT_TITLE, '')
    .replace(DEFAULT_DESCRIPTION, '');
  const headEnd = html.indexOf('</head>');
  const rootStart = html.indexOf(ROOT_OPEN);
  const noscriptEnd = html.indexOf(NOSCRIPT_CLOSE);
  if (headEnd < 0 || rootStart < headEnd || noscriptEnd < rootStart) return null;
  return {
    head: html.slice(0, headEnd),
    before: html.slice(headEnd, rootStart),
    after: html.slice(noscriptEnd + NOSCRIPT_CLOSE.length),
  };
}

// The whole document of a rendered page; `hints` are the page's preload tags.
export function renderedDocument({
  template,
  page,
  hints,
}: {
  template: PageTemplate;
  page: RenderedPage;
  hints: string;
}): string {
  const head = [page.head, hints].filter(Boolean).join('\n    ');
  return (
    `${template.head}  ${head}\n  ${template.before}${ROOT_OPEN}${page.html}</div>\n` +
    `    <script type="application/json" id="landed-state">${page.state}</script>` +
    template.after
  );
}
