// @both-databases: the seed brings a policy into an existing database
// Issue 16: the privacy page tells the truth. Each promise the seeded policy makes is tied to
// the route that keeps it; if the route goes, or the text stops saying it, this fails.
import { readFileSync } from 'node:fs';

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { cmsSettings } from '#server/db/schema.ts';
import { CMS_ROW_ID, seedDatabase } from '#server/db/seed/index.ts';
import { behindTheApi, build } from '#test/helper.ts';

const app = await build({ documentRetentionDays: 45 });

const PROMISES = [
  { says: /Download my data/, route: { method: 'GET', url: '/api/user/me/export' } },
  { says: /Delete account/, route: { method: 'DELETE', url: '/api/user/me' } },
  {
    says: /delete any document yourself/,
    route: { method: 'DELETE', url: '/api/user/documents/:id' },
  },
  {
    says: /unsubscribe link that works in one click/,
    route: { method: 'POST', url: '/api/public/newsletter/unsubscribe' },
  },
  {
    says: /confirmed the subscription with the link/,
    route: { method: 'POST', url: '/api/public/newsletter/confirm' },
  },
  {
    says: /turn the newsletter on or off in \*\*Account Settings\*\*/,
    route: { method: 'PUT', url: '/api/user/me/marketing' },
  },
  { says: /tax invoices/, route: null },
  // Issue 24: what was sent from an address is the account's once it proves the address.
  {
    says: /join your account only once you confirm that address/,
    route: { method: 'POST', url: '/api/auth/verify-email' },
  },
] as const;

describe('/privacy', () => {
  it('promises only what the product does, with the retention the server applies', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/public/cms/privacy' });
    expect(page.statusCode).toBe(200);
    const text = page.json().page.content as string;
    for (const { says, route } of PROMISES) {
      expect(text).toMatch(says);
      if (route) expect(app.hasRoute(route), `${route.method} ${route.url}`).toBe(true);
    }
    // The retention period is the configured one, not a number written into the text.
    expect(text).toContain('deleted automatically 45 days after your last booking');
    expect(text).not.toContain('{{');
    // What it used to promise without a way to do it is gone.
    expect(text).not.toMatch(/when they are no longer needed for the service/);
  });
});

describe.each(['2026-11-21', '2026-11-25'])('a database seeded with the policy of %s', (date) => {
  const previous = readFileSync(
    new URL(`../../support/fixtures/privacy-policy-${date}.md`, import.meta.url),
    'utf8',
  );
  const privacyNow = async () =>
    (await app.db.select().from(cmsSettings).where(eq(cmsSettings.id, CMS_ROW_ID)))[0]!.privacy;

  it('gets the new policy at start-up if it still has the old one exactly as seeded', async () => {
    await behindTheApi(app)
      .update(cmsSettings)
      .set({ privacy: previous })
      .where(eq(cmsSettings.id, CMS_ROW_ID));
    await seedDatabase(app.db);
    expect(await privacyNow()).toContain('Download my data');
    expect(await privacyNow()).toContain('join your account only once you confirm that address');
  });

  it('keeps a policy an administrator has edited', async () => {
    const edited = `${previous}\nOur own addition.`;
    await behindTheApi(app)
      .update(cmsSettings)
      .set({ privacy: edited })
      .where(eq(cmsSettings.id, CMS_ROW_ID));
    await seedDatabase(app.db);
    expect(await privacyNow()).toBe(edited);
  });
});
