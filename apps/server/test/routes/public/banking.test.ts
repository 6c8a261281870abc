import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bankingServices } from '#server/db/schema.ts';
import { behindTheApi, build } from '#test/helper.ts';

const app = await build();
const list = async () =>
  (await app.inject({ method: 'GET', url: '/api/public/banking' })).json().services as Array<{
    _id: string;
    title: string;
    requiredDocuments: string[];
    externalLinks: string[];
  }>;

describe('GET /api/public/banking', () => {
  it('lists the visible banking services', async () => {
    const services = await list();
    expect(services.length).toBeGreaterThan(1);
    const account = services.find((s) => s.title === 'Student everyday account setup');
    expect(account).toMatchObject({
      cost: '$29',
      estimatedProcessingTime: '1-2 business days',
      serviceCategory: 'Accounts',
    });
    expect(account!.requiredDocuments).toContain('Passport');
    expect(account!.externalLinks.every((l) => l.startsWith('https://'))).toBe(true);
  });

  it('leaves out hidden and deleted ones', async () => {
    const before = await list();
    await behindTheApi(app)
      .update(bankingServices)
      .set({ visibility: false })
      .where(eq(bankingServices.id, before[0]!._id));
    await behindTheApi(app)
      .update(bankingServices)
      .set({ isDeleted: true })
      .where(eq(bankingServices.id, before[1]!._id));
    const after = await list();
    expect(after).toHaveLength(before.length - 2);
    expect(after.map((s) => s._id)).not.toContain(before[0]!._id);
    expect(after.map((s) => s._id)).not.toContain(before[1]!._id);
  });
});
