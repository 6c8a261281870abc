import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { blogPosts } from '#server/db/schema.ts';

import { build } from './helper.ts';

// A built web app in miniature: index.html and a Vite manifest with an entry and two pages.
const webDistDir = mkdtempSync(path.join(os.tmpdir(), 'landed-web-'));
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><html><head><title>Landed</title><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>',
);
mkdirSync(path.join(webDistDir, 'assets'), { recursive: true });
writeFileSync(path.join(webDistDir, 'assets', 'index-1.css'), 'body{color:#111}');
mkdirSync(path.join(webDistDir, '.vite'), { recursive: true });
writeFileSync(
  path.join(webDistDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_react.js'],
    },
    // As the real build has it: the stylesheet belongs to a chunk the entry imports.
    '_react.js': { file: 'assets/react-1.js', css: ['assets/index-1.css'] },
    '_markdown.js': { file: 'assets/markdown-1.js', imports: ['_react.js'] },
    'src/app/routes/blog-post.tsx': {
      file: 'assets/blog-post-1.js',
      imports: ['_react.js', '_markdown.js', 'index.html'],
    },
    'src/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['index.html'] },
  }),
);

const app = await build({ webDistDir });

describe('preload hints in the page', () => {
  it("adds a post's own chunks and its API answer, not what index.html already loads", async () => {
    const response = await app.inject({ method: 'GET', url: '/blog/oshc-and-seeing-a-gp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<link rel="modulepreload" href="/assets/blog-post-1.js" />');
    expect(html).toContain('<link rel="modulepreload" href="/assets/markdown-1.js" />');
    expect(html).not.toContain('href="/assets/react-1.js"');
    expect(html).not.toContain('href="/assets/index-1.js"');
    expect(html).toContain(
      '<link rel="preload" href="/api/public/blog/oshc-and-seeing-a-gp" as="fetch" crossorigin="anonymous" />',
    );
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it("preloads the picture that is a post's largest paint", async () => {
    const post = (
      await app.inject({ method: 'GET', url: '/blog/oshc-and-seeing-a-gp-in-australia' })
    ).body;
    expect(post).toContain(
      '<link rel="preload" href="/images/blog/oshc-and-seeing-a-gp-in-australia.svg" as="image" fetchpriority="high" />',
    );
    // Not on the list, where the pictures are small on a phone: they would only compete with
    // the code for the connection.
    const list = (await app.inject({ method: 'GET', url: '/blog' })).body;
    expect(list).not.toContain('as="image"');
    // An address that is not a plain site path is never written into the page.
    await app.db
      .update(blogPosts)
      .set({ thumbnail: 'https://x.example/"><script>' })
      .where(eq(blogPosts.slug, 'oshc-and-seeing-a-gp-in-australia'));
    const changed = (
      await app.inject({ method: 'GET', url: '/blog/oshc-and-seeing-a-gp-in-australia' })
    ).body;
    expect(changed).not.toContain('as="image"');
    expect(changed).not.toContain('<script>');
  });

  it('preloads the home page packages, with or without compression', async () => {
    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(plain.statusCode).toBe(200);
    const html = plain.body;
    const br = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(html);
    const gzip = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(html);
    expect(html).toContain('href="/assets/home-1.js"');
    expect(html).toContain('href="/api/public/packages"');
    // The stylesheet is in the page, not one more request before the first paint.
    expect(html).toContain('<style>body{color:#111}</style>');
    // Only a marker link remains, never fetched (disabled, and of a type that is not CSS, so
    // no preload scanner downloads it): lazy chunks then see the stylesheet is already on the
    // page and do not load it a second time.
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      expect.stringMatching(/href="\/assets\/[^"]+\.css" type="text\/x-inlined" disabled>$/),
    ]);
  });

  it('never echoes an unusual address into the page, and leaves other pages as built', async () => {
    const odd = await app.inject({ method: 'GET', url: '/blog/%22%3E%3Cscript%3Ex' });
    expect(odd.statusCode).toBe(200);
    expect(odd.body).not.toContain('<script');
    expect(odd.body).not.toContain('preload');
    const other = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain('preload');
    expect(other.body).toContain('<div id="root">');
  });
});
