import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { cmsSettings, services } from '#server/db/schema.ts';
import { bearer, behindTheApi, build, registerUser } from '#test/helper.ts';

const app = await build();

const CACHEABLE = [
  '/api/public/services',
  '/api/public/services/airport-pickup',
  '/api/public/packages',
  '/api/public/custom-options',
  '/api/public/blog',
  '/api/public/blog/your-pre-departure-checklist-for-melbourne',
  '/api/public/cms',
  '/api/public/cms/terms',
  '/api/public/banking',
  '/sitemap.xml',
  '/robots.txt',
];

describe('conditional GETs on public reads', () => {
  it.each(CACHEABLE)('%s sends an ETag, revalidates every time, and answers 304', async (url) => {
    const first = await app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');

    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    // A list of tags, or the weak form of the same tag, matches too.
    const weak = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);

    const stale = await app.inject({ method: 'GET', url, headers: { 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('answers HEAD with the same ETag', async () => {
    const get = await app.inject({ method: 'GET', url: '/api/public/packages' });
    const head = await app.inject({ method: 'HEAD', url: '/api/public/packages' });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it('gives a new body and ETag as soon as an administrator edits the content', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/public/cms' });
    await behindTheApi(app)
      .update(cmsSettings)
      .set({ homepageHeadline: 'Welcome to Melbourne, sorted' })
      .where(eq(cmsSettings.id, 'site'));
    const after = await app.inject({
      method: 'GET',
      url: '/api/public/cms',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().cms.homepageHeadline).toBe('Welcome to Melbourne, sorted');

    const service = await app.inject({ method: 'GET', url: '/api/public/services' });
    await behindTheApi(app)
      .update(services)
      .set({ price: '$59' })
      .where(eq(services.slug, 'airport-pickup'));
    const changed = await app.inject({
      method: 'GET',
      url: '/api/public/services',
      headers: { 'if-none-match': String(service.headers.etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().services[0].price).toBe('$59');
  });

  it('leaves errors and personal answers uncached', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/public/blog/no-such-post' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBe('no-store');

    const { token } = await registerUser(app);
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.headers.etag).toBeUndefined();
    expect(me.headers['cache-control']).toBe('no-store');
  });
});
