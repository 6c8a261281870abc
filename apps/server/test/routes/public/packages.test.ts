import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { packages } from '#server/db/schema.ts';
import { behindTheApi, build } from '#test/helper.ts';

const app = await build();
const get = () => app.inject({ method: 'GET', url: '/api/public/packages' });

describe('GET /api/public/packages', () => {
  it('lists the visible packages by priority with the DECISIONS prices', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    const list = response.json().packages as Array<Record<string, unknown>>;
    expect(list.map((p) => [p.name, p.price, p.totalPrice, p.mostPopular, p.isCustom])).toEqual([
      ['Basic', '$75', 75, false, false],
      ['Standard', '$180', 180, true, false],
      ['Premium', '$385', 385, false, false],
      ['Custom Package', '', null, false, true],
    ]);
    for (const p of list) {
      expect(p._id).toEqual(expect.any(String));
      expect(p.title).toBe(p.name);
      expect(p.isPopular).toBe(p.mostPopular);
      expect(p.tagline).toEqual(expect.any(String));
      expect(p.description).toEqual(expect.any(String));
    }
    expect(list.map((p) => p.type)).toEqual(['Standard', 'Standard', 'Standard', 'Custom']);
    expect(list.map((p) => p.priority)).toEqual([1, 2, 3, 4]);
  });

  it('marks which of the 8 features each fixed package includes (3, 6 and 8 of 8)', async () => {
    const list = (await get()).json().packages as Array<{
      name: string;
      features: string[];
      featureList: Array<{ name: string; included: boolean }>;
    }>;
    const [basic, standard, premium, custom] = list;
    for (const p of [basic!, standard!, premium!]) expect(p.featureList).toHaveLength(8);
    expect(basic!.featureList.filter((f) => f.included)).toHaveLength(3);
    expect(standard!.featureList.filter((f) => f.included)).toHaveLength(6);
    expect(premium!.featureList.every((f) => f.included)).toBe(true);
    expect(basic!.featureList[0]).toEqual({ name: 'Airport pickup (standard)', included: true });
    expect(basic!.featureList[7]).toEqual({
      name: 'Part-time job and resume support',
      included: false,
    });
    // The stored list stays as stored.
    expect(basic!.features).toEqual(
      basic!.featureList.filter((f) => f.included).map((f) => f.name),
    );
    expect(custom!.featureList.every((f) => f.included)).toBe(true);
    expect(custom!.featureList.length).toBe(custom!.features.length);
  });

  it("shows an administrator's price change at once and leaves out hidden and deleted packages", async () => {
    const first = await get();
    await behindTheApi(app)
      .update(packages)
      .set({ price: '$190' })
      .where(eq(packages.title, 'Standard'));
    await behindTheApi(app)
      .update(packages)
      .set({ visibility: false })
      .where(eq(packages.title, 'Basic'));
    await behindTheApi(app)
      .update(packages)
      .set({ isDeleted: true })
      .where(eq(packages.title, 'Premium'));

    // The browser revalidates with the old ETag and gets the new list, not a 304.
    const second = await app.inject({
      method: 'GET',
      url: '/api/public/packages',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(200);
    const list = second.json().packages as Array<{
      name: string;
      price: string;
      totalPrice: number;
    }>;
    expect(list.map((p) => p.name)).toEqual(['Standard', 'Custom Package']);
    expect(list[0]).toMatchObject({ price: '$190', totalPrice: 190 });

    await behindTheApi(app).update(packages).set({ visibility: true, isDeleted: false });
    await behindTheApi(app)
      .update(packages)
      .set({ price: '$180' })
      .where(eq(packages.title, 'Standard'));
  });

  it('follows priority when an administrator reorders packages', async () => {
    await behindTheApi(app)
      .update(packages)
      .set({ priority: 0 })
      .where(eq(packages.title, 'Premium'));
    const names = (await get()).json().packages.map((p: { name: string }) => p.name);
    expect(names).toEqual(['Premium', 'Basic', 'Standard', 'Custom Package']);
    await behindTheApi(app)
      .update(packages)
      .set({ priority: 3 })
      .where(eq(packages.title, 'Premium'));
  });
});
