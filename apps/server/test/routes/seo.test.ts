import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { services } from '#server/db/schema.ts';
import { build } from '#test/helper.ts';

const app = await build({ appUrl: 'https://landed.example' });

describe('/sitemap.xml', () => {
  it('lists the public pages, the published services and posts at absolute addresses', async () => {
    await app.db
      .update(services)
      .set({ visibility: 'Hidden' })
      .where(eq(services.slug, 'driving-support'));
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const page of [
      '/',
      '/packages',
      '/services',
      '/blog',
      '/about',
      '/contact',
      '/privacy',
      '/terms',
    ]) {
      expect(locs).toContain(`https://landed.example${page}`);
    }
    expect(locs).toContain('https://landed.example/services/airport-pickup');
    expect(locs).not.toContain('https://landed.example/services/driving-support');
    expect(locs).toContain('https://landed.example/blog/oshc-and-seeing-a-gp-in-australia');
    // Each page once in English and once in each other language (docs/decisions/071).
    expect(locs.filter((l) => l!.startsWith('https://landed.example/services/'))).toHaveLength(8);
    expect(locs.filter((l) => l!.startsWith('https://landed.example/blog/'))).toHaveLength(7);
    expect(locs.filter((l) => l!.includes('/services/'))).toHaveLength(8 * 5);
    expect(locs).toContain('https://landed.example/vi/services/airport-pickup');
    expect(locs).not.toContain('https://landed.example/vi/services/driving-support');
    expect(locs).not.toContain('https://landed.example/admin');
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});

describe('/robots.txt', () => {
  it('allows the site, keeps out the private areas and points at the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /admin');
    expect(response.body).toContain('Disallow: /dashboard');
    // In every language.
    expect(response.body).toContain('Disallow: /zh-CN/dashboard');
    expect(response.body).toContain('Disallow: /vi/admin');
    expect(response.body).toContain('Sitemap: https://landed.example/sitemap.xml');
  });
});
