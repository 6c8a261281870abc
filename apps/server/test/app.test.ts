import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { build } from './helper.ts';

const webDistDir = mkdtempSync(path.join(os.tmpdir(), 'landed-web-'));
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><title>Landed</title><div id="root"></div>',
);
mkdirSync(path.join(webDistDir, 'assets'));
writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log("hi")');

const app = await build({ webDistDir });
app.get('/api/test/boom', async () => {
  throw new Error('database password is hunter2');
});

describe('the HTTP surface', () => {
  it('loads every plugin under plugins/ with no list to edit (plugins/README.md)', async () => {
    const dir = path.join(import.meta.dirname, '../src/plugins');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.ts'),
    );
    const names: string[] = [];
    for (const file of files) {
      const plugin = (await import(path.join(dir, file))).default;
      if (plugin) names.push(plugin[Symbol.for('plugin-meta')].name);
    }
    expect(names).toContain('bookings-repository');
    expect(names.filter((name) => !app.hasPlugin(name))).toEqual([]);
  });

  it('answers /api/health with the database checked', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: expect.stringMatching(/^(pglite|postgres)$/),
    });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const url of ['/api/nope', '/api', '/api/public/nope/deeper']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
    const post = await app.inject({ method: 'DELETE', url: '/api/health' });
    expect(post.statusCode).toBe(404);
  });

  it('masks a server fault: no message, no stack', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('at ');
  });

  it('sends API answers the headers of data: no content, no framing, no sniffing, no caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    // A refusal too.
    const refused = await app.inject({ method: 'GET', url: '/api/user/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('sends pages a CSP that allows their own scripts and the OpenStreetMap tiles', async () => {
    for (const url of ['/', '/no-such-page']) {
      const response = await app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain('https://*.tile.openstreetmap.org');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves the API reference generated from the schemas', async () => {
    const spec = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = spec.json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth/register',
        '/api/auth/login',
        '/api/user/me',
        '/api/public/services',
        '/api/public/services/{slug}',
      ]),
    );
    expect(
      paths['/api/auth/register'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
    // Tags and the session scheme come from each prefix (routes/route-schema.ts): every
    // operation has them as if it had declared them itself.
    const signedIn = new Set([
      'post /api/auth/verify-email/resend',
      'post /api/auth/logout',
      'post /api/auth/logout-all',
      // A staff invitation is accepted by the invited person, signed in (issue 24).
      'post /api/auth/invitations/accept',
    ]);
    for (const [path, operations] of Object.entries(
      paths as Record<string, Record<string, { tags?: string[]; security?: unknown }>>,
    )) {
      const section = path.split('/')[2] ?? '';
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method} ${path}`;
        // `partner`: the partner portal's routes (issue 27, docs/decisions/091).
        const bearer =
          ['admin', 'user', 'booking', 'partner'].includes(section) || signedIn.has(name);
        expect(operation.security, name).toEqual(bearer ? [{ bearerAuth: [] }] : undefined);
        if (['admin', 'user', 'booking', 'auth', 'public', 'partner'].includes(section)) {
          expect(operation.tags, name).toEqual([section]);
        }
      }
    }
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('serves the web app for every non-API path, and files with long-lived caching', async () => {
    const page = await app.inject({ method: 'GET', url: '/services/airport-pickup' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');

    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    const missingFile = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingFile.statusCode).toBe(404);
  });
});
