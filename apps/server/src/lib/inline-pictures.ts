// The site's own small pictures put inside a page rendered on the server, where the page shows
// them at once (docs/decisions/144). A picture shown at once is asked for only once the page has
// arrived: one more round trip on a slow network before it can paint, and a post's picture is
// its largest paint. A picture of at most INLINE_MAX_BYTES costs the page about a kilobyte
// compressed and saves that round trip. Lazy pictures stay addresses: they come after the
// first paint anyway, and inside the page they would make it longer than one round trip.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const INLINE_MAX_BYTES = 2048;

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

// An SVG as a `data:` address that is also safe inside a double-quoted HTML attribute:
// readable text (it compresses with the page) with only what a URL or the attribute cannot
// hold escaped. Other pictures in base64.
function dataAddress(bytes: Buffer, type: string): string {
  if (type !== 'image/svg+xml') return `data:${type};base64,${bytes.toString('base64')}`;
  const text = bytes
    .toString('utf8')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[^\x20-\x7e]|[%#"<>&]/gu, (c) => encodeURIComponent(c));
  return `data:${type},${text}`;
}

// Every picture of at most INLINE_MAX_BYTES under `<dist>/images`, by its site address
// (`/images/blog/x.svg`); read once, at start-up.
export function smallPictures(dist: string | null): Map<string, string> {
  const found = new Map<string, string>();
  const folder = dist && path.join(dist, 'images');
  if (!folder || !existsSync(folder)) return found;
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const type = TYPES[path.extname(name).toLowerCase()];
    if (!type) continue;
    const file = path.join(folder, name);
    const stat = statSync(file);
    if (!stat.isFile() || stat.size > INLINE_MAX_BYTES) continue;
    found.set(`/images/${name.split(path.sep).join('/')}`, dataAddress(readFileSync(file), type));
  }
  return found;
}

const IMG = /<img\b[^>]*>/g;
const SRC = /\ssrc="([^"]+)"/;
const PRELOAD = /<link\b[^>]*\brel="preload"[^>]*>/g;

// `head` and `html` with each small picture shown at once (an <img> that is not lazy) inside
// the page, and its preload hint gone.
export function inlineSmallPictures(
  { head, html }: { head: string; html: string },
  pictures: Map<string, string>,
): { head: string; html: string } {
  if (pictures.size === 0) return { head, html };
  const inlined = new Set<string>();
  const body = html.replace(IMG, (tag) => {
    if (/\sloading="lazy"/.test(tag)) return tag;
    const src = SRC.exec(tag)?.[1];
    const data = src && pictures.get(src);
    if (!src || !data) return tag;
    inlined.add(src);
    return tag.replace(SRC, () => ` src="${data}"`);
  });
  if (inlined.size === 0) return { head, html };
  const unhinted = (text: string) =>
    text.replace(PRELOAD, (link) => {
      const href = /\shref="([^"]+)"/.exec(link)?.[1];
      return href && inlined.has(href) ? '' : link;
    });
  return { head: unhinted(head), html: unhinted(body) };
}
