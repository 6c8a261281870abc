import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { services } from '#server/db/schema.ts';
import { behindTheApi, build } from '#test/helper.ts';

const app = await build();

describe('GET /api/public/services', () => {
  it('lists the nine seeded services in order, with the public §9 prices', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/services' });
    expect(response.statusCode).toBe(200);
    const list = response.json().services as Array<Record<string, unknown>>;
    expect(list.map((s) => [s.slug, s.price])).toEqual([
      ['airport-pickup', '$49'],
      ['sim-card-setup', '$19'],
      ['accommodation-assistance', '$99'],
      ['bank-account-setup', '$29'],
      ['city-orientation', '$39'],
      ['healthcare-registration', '$25'],
      ['tfn-abn-assistance', '$35'],
      ['part-time-job-support', '$45'],
      ['driving-support', '$55'],
    ]);
    for (const s of list) {
      expect(s.rating).toBeGreaterThanOrEqual(4.5);
      expect(s.rating).toBeLessThanOrEqual(4.9);
      expect(s._id).toEqual(expect.any(String));
      expect(s.image).toBe(s.imageUrl);
      expect((s.features as string[]).length).toBeGreaterThan(0);
    }
  });

  it('leaves out hidden and deleted services, and shows them again when restored', async () => {
    await behindTheApi(app)
      .update(services)
      .set({ visibility: 'Hidden' })
      .where(eq(services.slug, 'sim-card-setup'));
    await behindTheApi(app)
      .update(services)
      .set({ isDeleted: true })
      .where(eq(services.slug, 'driving-support'));
    const slugs = (await app.inject({ method: 'GET', url: '/api/public/services' }))
      .json()
      .services.map((s: { slug: string }) => s.slug);
    expect(slugs).not.toContain('sim-card-setup');
    expect(slugs).not.toContain('driving-support');
    expect(slugs).toHaveLength(7);

    await behindTheApi(app).update(services).set({ visibility: 'Published', isDeleted: false });
    expect(
      (await app.inject({ method: 'GET', url: '/api/public/services' })).json().services,
    ).toHaveLength(9);
  });
});

describe('GET /api/public/services/{slug}', () => {
  it('answers one service', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/public/services/healthcare-registration',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().service).toMatchObject({
      slug: 'healthcare-registration',
      price: '$25',
    });
  });

  it('answers 404 for an unknown, a hidden or a deleted service', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/public/services/flying-lessons' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Service not found.' });

    await behindTheApi(app)
      .update(services)
      .set({ visibility: 'Hidden' })
      .where(eq(services.slug, 'city-orientation'));
    expect(
      (await app.inject({ method: 'GET', url: '/api/public/services/city-orientation' }))
        .statusCode,
    ).toBe(404);
    await behindTheApi(app)
      .update(services)
      .set({ visibility: 'Published', isDeleted: true })
      .where(eq(services.slug, 'city-orientation'));
    expect(
      (await app.inject({ method: 'GET', url: '/api/public/services/city-orientation' }))
        .statusCode,
    ).toBe(404);
  });

  it('treats an SQL-looking slug as just an unknown slug', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/public/services/${encodeURIComponent("x' or '1'='1")}`,
    });
    expect(response.statusCode).toBe(404);
  });
});
