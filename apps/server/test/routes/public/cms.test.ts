import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { cmsSettings } from '#server/db/schema.ts';
import { behindTheApi, build } from '#test/helper.ts';

const app = await build();

describe('GET /api/public/cms', () => {
  it('answers the site texts, contact details and social links, never the bank details', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/cms' });
    expect(response.statusCode).toBe(200);
    const { cms } = response.json();
    expect(cms).toMatchObject({
      homepageHeadline: 'Land in Melbourne with everything sorted',
      contactEmail: 'support@landed.com.au',
      contactPhone: '+61 3 9000 0000',
      contactAddress: 'Melbourne, Australia',
      // Said to the student before the change-arrival form is filled in (issue 25).
      arrivalChangeCutoffHours: 24,
    });
    expect(cms.footerText).toContain('Melbourne');
    expect(Object.keys(cms.socialLinks).sort()).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'telegram',
      'twitter',
      'whatsapp',
    ]);
    expect(cms.faqs.length).toBeGreaterThan(2);
    for (const key of ['bankName', 'accountNumber', 'iban', 'bankInstructions', 'terms', 'about']) {
      expect(cms).not.toHaveProperty(key);
    }
  });

  it("shows an administrator's new headline and FAQ at once", async () => {
    await behindTheApi(app)
      .update(cmsSettings)
      .set({
        homepageHeadline: 'Your Melbourne arrival, handled',
        faqs: [{ question: 'Is it new?', answer: 'Yes.' }],
      })
      .where(eq(cmsSettings.id, 'site'));
    const { cms } = (await app.inject({ method: 'GET', url: '/api/public/cms' })).json();
    expect(cms.homepageHeadline).toBe('Your Melbourne arrival, handled');
    expect(cms.faqs).toEqual([{ question: 'Is it new?', answer: 'Yes.' }]);
  });
});

describe('GET /api/public/cms/{page}', () => {
  it.each([
    ['about', '## Our story'],
    ['terms', '# Terms of Service'],
    ['privacy', '# Privacy Policy'],
  ])('answers the %s markdown', async (page, start) => {
    const response = await app.inject({ method: 'GET', url: `/api/public/cms/${page}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().page.key).toBe(page);
    expect(response.json().page.content.startsWith(start)).toBe(true);
  });

  it('refuses any other page, the bank details included', async () => {
    for (const page of ['bankName', 'accountNumber', 'nothing']) {
      const response = await app.inject({ method: 'GET', url: `/api/public/cms/${page}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^page: /);
    }
  });
});
