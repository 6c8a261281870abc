import { expect, test } from '@playwright/test';

test('each public page has its own title, meta description and Open Graph tags', async ({
  page,
}) => {
  const seen = new Set<string>();
  for (const path of [
    '/',
    '/services',
    '/packages',
    '/about',
    '/blog',
    '/contact',
    '/privacy',
    '/terms',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const title = await page.title();
    expect(title).toMatch(/\| Landed$/);
    expect(seen.has(title)).toBe(false);
    seen.add(title);
    const description = await page
      .locator('head meta[name="description"]')
      .last()
      .getAttribute('content');
    expect(description?.length).toBeGreaterThan(50);
    await expect(page.locator('head meta[property="og:title"]').last()).toHaveAttribute(
      'content',
      title,
    );
    await expect(page.locator('head meta[property="og:description"]').last()).toHaveAttribute(
      'content',
      description!,
    );
  }
  await page.goto('/blog/living-in-melbourne-on-a-student-budget');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('head meta[property="og:type"]').last()).toHaveAttribute(
    'content',
    'article',
  );
  await expect(page.locator('head meta[property="og:image"]').last()).toHaveAttribute(
    'content',
    /\/og\/blog\/living-in-melbourne-on-a-student-budget\.jpg$/,
  );
});

test('/sitemap.xml and /robots.txt come from the server, not the web app', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset');
  expect(xml).toMatch(
    /<loc>http:\/\/127\.0\.0\.1:\d+\/blog\/oshc-and-seeing-a-gp-in-australia<\/loc>/,
  );
  expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/services\/airport-pickup<\/loc>/);
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
});
