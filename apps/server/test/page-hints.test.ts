import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { blogPosts } from '../src/db/schema.ts';

import { build } from './helper.ts';

// A built web app in miniature: index.html and a Vite manifest with an entry and two pages.
const webDistDir = mkdtempSync(path.join(os.tmpdir(), 'landed-web-'));
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><html><head><title>Landed</title></head><body><div id="root"></div></body></html>',
);
mkdirSync(path.join(webDistDir, '.vite'), { recursive: true });
writeFileSync(
  path.join(webDistDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-1.js' },
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

  it("preloads the picture that is the blog's largest paint", async () => {
    const post = (
      await app.inject({ method: 'GET', url: '/blog/oshc-and-seeing-a-gp-in-australia' })
    ).body;
    expect(post).toContain(
      '<link rel="preload" href="/images/blog/oshc-and-seeing-a-gp-in-australia.svg" as="image" fetchpriority="high" />',
    );
    // The newest post's picture on the list.
    const list = (await app.inject({ method: 'GET', url: '/blog' })).body;
    expect(list).toContain(
      'href="/images/blog/finding-a-rental-in-melbourne-without-getting-scammed.svg" as="image"',
    );
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
    const compressed = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.body).toBe(html);
    expect(html).toContain('href="/assets/home-1.js"');
    expect(html).toContain('href="/api/public/packages"');
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
