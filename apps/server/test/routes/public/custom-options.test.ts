import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { customOptions } from '#server/db/schema.ts';
import { behindTheApi, build } from '#test/helper.ts';

const app = await build();

// Public §3: the service keys, option names and prices, exactly.
const TABLE = [
  [
    'airport-pickup',
    [
      ['Standard', 25],
      ['Premium', 45],
      ['Luxury', 75],
    ],
  ],
  [
    'sim-card-setup',
    [
      ['Basic', 15],
      ['Standard', 25],
      ['Premium', 40],
    ],
  ],
  [
    'accommodation-assist',
    [
      ['2-Star', 35],
      ['3-Star', 55],
      ['4-Star', 85],
      ['5-Star', 120],
    ],
  ],
  [
    'bank-account-setup',
    [
      ['Basic', 20],
      ['Standard', 35],
      ['Premium', 55],
    ],
  ],
  [
    'city-orientation',
    [
      ['Basic', 25],
      ['Standard', 40],
      ['Premium', 65],
    ],
  ],
  [
    'healthcare-registration',
    [
      ['Basic', 20],
      ['Standard', 35],
      ['Premium', 55],
    ],
  ],
  [
    'tfn-abn-assistance',
    [
      ['TFN Only', 25],
      ['ABN Only', 35],
      ['Both TFN & ABN', 50],
    ],
  ],
  [
    'part-time-job-support',
    [
      ['Basic', 30],
      ['Standard', 50],
      ['Premium', 80],
    ],
  ],
  [
    'driving-support',
    [
      ['Licence Only', 40],
      ['Licence + Vehicle', 75],
      ['Premium', 120],
    ],
  ],
];

type Catalogue = Array<{
  _id: string;
  key: string;
  name: string;
  icon: string;
  description: string;
  options: Array<{
    _id: string;
    name: string;
    price: number;
    description: string;
    features: string[];
  }>;
}>;

describe('GET /api/public/custom-options', () => {
  it('answers the nine services in order with their options and whole-dollar prices', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/custom-options' });
    expect(response.statusCode).toBe(200);
    const services = response.json().services as Catalogue;
    expect(services.map((s) => [s.key, s.options.map((o) => [o.name, o.price])])).toEqual(TABLE);
    for (const service of services) {
      expect(service._id).toEqual(expect.any(String));
      expect(service.name).not.toBe('');
      expect(service.icon).not.toBe('');
      expect(service.description).not.toBe('');
      for (const option of service.options) {
        expect(option._id).toEqual(expect.any(String));
        expect(option.description).not.toBe('');
        expect(option.features.length).toBeGreaterThanOrEqual(3);
        expect(option.features.length).toBeLessThanOrEqual(9);
      }
    }
  });

  it('shows an edited option price at once', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/public/custom-options' })).json()
      .services as Catalogue;
    const luxury = before[0]!.options[2]!;
    await behindTheApi(app)
      .update(customOptions)
      .set({ priceCents: 7900 })
      .where(eq(customOptions.id, luxury._id));
    const after = (await app.inject({ method: 'GET', url: '/api/public/custom-options' })).json()
      .services as Catalogue;
    expect(after[0]!.options[2]).toMatchObject({ _id: luxury._id, price: 79 });
  });

  it('finds chosen options with their service, for pricing a booking', async () => {
    const services = (await app.inject({ method: 'GET', url: '/api/public/custom-options' })).json()
      .services as Catalogue;
    const ids = [services[1]!.options[0]!._id, services[6]!.options[2]!._id];
    const found = await app.customOptionsRepository.findOptions(ids);
    expect(found.map((f) => [f.service.key, f.option.name, f.option.priceCents]).sort()).toEqual([
      ['sim-card-setup', 'Basic', 1500],
      ['tfn-abn-assistance', 'Both TFN & ABN', 5000],
    ]);
    expect(await app.customOptionsRepository.findOptions([])).toEqual([]);
  });
});
