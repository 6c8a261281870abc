// docs/decisions/144: the site's small pictures shown at once come inside the rendered page.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  INLINE_MAX_BYTES,
  inlineSmallPictures,
  smallPictures,
} from '#server/lib/inline-pictures.ts';

const dist = mkdtempSync(path.join(os.tmpdir(), 'landed-pictures-'));
mkdirSync(path.join(dist, 'images', 'blog'), { recursive: true });
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <title>Fish & "chips" <50% off> #1 – é 🛬</title>\n  <rect fill="#0f766e" width="10" height="10"/>\n</svg>\n';
writeFileSync(path.join(dist, 'images', 'blog', 'small.svg'), SVG);
writeFileSync(path.join(dist, 'images', 'blog', 'tiny.png'), Buffer.from([137, 80, 78, 71]));
writeFileSync(
  path.join(dist, 'images', 'blog', 'large.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(INLINE_MAX_BYTES)}</svg>`,
);
writeFileSync(path.join(dist, 'images', 'notes.txt'), 'not a picture');
const pictures = smallPictures(dist);

describe('the small pictures', () => {
  it('are those of at most 2 KB under images/, by their site address', () => {
    expect([...pictures.keys()].sort()).toEqual([
      '/images/blog/small.svg',
      '/images/blog/tiny.png',
    ]);
    expect(pictures.get('/images/blog/tiny.png')).toBe('data:image/png;base64,iVBORw==');
  });

  it('are the same SVG as a data: address, which a double-quoted attribute can hold', () => {
    const address = pictures.get('/images/blog/small.svg')!;
    expect(address).toMatch(/^data:image\/svg\+xml,/);
    expect(address).not.toMatch(/["<>&#\n]/);
    expect(decodeURIComponent(address.slice('data:image/svg+xml,'.length))).toBe(
      SVG.replace(/\s+/g, ' ').trim(),
    );
  });

  it('are none without a built web app', () => {
    expect(smallPictures(null).size).toBe(0);
    expect(smallPictures(path.join(dist, 'missing')).size).toBe(0);
  });
});

describe('a rendered page', () => {
  const head =
    '<title>A post</title><link rel="preload" href="/images/blog/small.svg" as="image" fetchPriority="high"/><link rel="preload" href="/images/blog/large.svg" as="image"/>';

  it('carries a small picture it shows at once, and no longer asks for it', () => {
    const page = inlineSmallPictures(
      {
        head,
        html: '<article><img src="/images/blog/small.svg" alt="" width="1200" height="630" class="mt-4"/><h1>A post</h1></article>',
      },
      pictures,
    );
    expect(page.html).toContain(`<img src="${pictures.get('/images/blog/small.svg')}" alt=""`);
    expect(page.html).toContain('width="1200" height="630" class="mt-4"/><h1>A post</h1>');
    expect(page.head).toBe(
      '<title>A post</title><link rel="preload" href="/images/blog/large.svg" as="image"/>',
    );
  });

  it('leaves lazy pictures, large ones and others’ addresses as they are', () => {
    const html =
      '<img src="/images/blog/small.svg" loading="lazy" alt=""/><img src="/images/blog/large.svg" alt=""/><img src="/media/upload.svg" alt=""/>';
    expect(inlineSmallPictures({ head, html }, pictures)).toEqual({ head, html });
  });
});
