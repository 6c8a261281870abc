// @once: serving files of a build, not the storage
// The driver's phone page (issue 35, docs/decisions/131): its own HTML page at /driver and
// /driver/welcome, never the app's shell, with the pages' security headers; the app's shell
// still finds its own entry when the build has two.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { build } from '#test/helper.ts';

const webDistDir = mkdtempSync(path.join(os.tmpdir(), 'landed-web-driver-'));
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><html><head><title>Landed</title><link rel="stylesheet" crossorigin href="/assets/app-1.css"></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  path.join(webDistDir, 'driver.html'),
  '<!doctype html><html><head><title>Your jobs</title><script type="module" crossorigin src="/assets/driver-1.js"></script></head><body><div id="driver"></div></body></html>',
);
mkdirSync(path.join(webDistDir, 'assets'), { recursive: true });
writeFileSync(path.join(webDistDir, 'assets', 'app-1.css'), 'body{color:#111}');
writeFileSync(path.join(webDistDir, 'driver-sw.js'), "importScripts('/x.js');");
mkdirSync(path.join(webDistDir, '.vite'), { recursive: true });
// The driver's entry first: the app's shell must not take its stylesheet for the app's.
writeFileSync(
  path.join(webDistDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'driver.html': { file: 'assets/driver-1.js', isEntry: true, css: ['assets/driver-1.css'] },
    'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/app-1.css'] },
  }),
);

const app = await build({ webDistDir });

describe("the driver's page", () => {
  it.each(['/driver', '/driver/welcome'])('%s answers the page of its own', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="driver">');
    expect(response.body).not.toContain('<div id="root">');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves its offline worker from the top, so that its scope may be /driver', async () => {
    const response = await app.inject({ method: 'GET', url: '/driver-sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("leaves the app's shell the app's", async () => {
    const response = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.body).toContain('<div id="root">');
    expect(response.body).toContain('<style>body{color:#111}</style>');
  });
});
