import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { appTakesOver } from './support.ts';

// On a full page load the first render is the page itself: no loading state replaced a moment
// later, and each answer asked for once (docs/decisions/026, 043). The public pages arrive
// rendered with their answers (068); how the app waits for the answers of a page it renders
// itself is in src/app/prepare-page.test.ts.

type Watched = { loadingSeen: string[]; firstHeadings: string[] | null };

// Records, from before the app starts, whether "Loading..." was ever on the page, and the
// section headings present when the page's h1 first appeared.
async function watchFirstRender(page: Page) {
  await page.addInitScript(() => {
    const watched: Watched = { loadingSeen: [], firstHeadings: null };
    (window as unknown as { watched: Watched }).watched = watched;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root) return;
      if (/Loading\.\.\./.test(root.textContent ?? '')) watched.loadingSeen.push(location.pathname);
      if (!watched.firstHeadings && root.querySelector('h1')) {
        watched.firstHeadings = [...root.querySelectorAll('h2')].map((h) => h.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

function watched(page: Page) {
  return page.evaluate(() => (window as unknown as { watched: Watched }).watched);
}

async function openBlog(page: Page) {
  await page.goto('/blog');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Arrival Guides and Blog' }),
  ).toBeVisible();
}

const PAGES = [
  { path: '/', heading: 'Land in Melbourne with everything sorted' },
  // The banking list renders nothing until its answer is there: it must be there at once.
  { path: '/services', heading: 'Our Services', section: 'Banking and paperwork help' },
  { path: '/packages', heading: 'Arrival Packages for Students' },
  { path: '/blog', heading: 'Arrival Guides and Blog' },
  { path: '/blog/oshc-and-seeing-a-gp-in-australia', heading: 'OSHC and seeing a GP in Australia' },
  { path: '/contact', heading: 'Contact Us' },
];

for (const { path, heading, section } of PAGES as {
  path: string;
  heading: string;
  section?: string;
}[]) {
  test(`${path}: the first render is the page with its data, each answer fetched once`, async ({
    page,
  }) => {
    await watchFirstRender(page);
    const answers: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) answers.push(url.pathname + url.search);
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The app takes the page over on the reader's first intent (docs/decisions/138): what
    // follows is checked with the app running.
    await appTakesOver(page);
    await page.waitForLoadState('networkidle');
    const { loadingSeen, firstHeadings } = await watched(page);
    expect(loadingSeen).toEqual([]);
    // The section is in the page as it arrives (rendered on the server), not added later.
    if (section) {
      const html = await (await page.request.get(path)).text();
      expect(html).toContain(`>${section}</h2>`);
      expect(firstHeadings).not.toBeNull();
    }
    // Rendered on the server, the page carries its answers: none is asked for twice, and the
    // page's own are not asked for at all (docs/decisions/068).
    expect(answers).toEqual([...new Set(answers)]);
  });
}

test('/blog: the newsletter form comes when its place is reached, without loading the stylesheet again', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // On a phone the form is below the articles: the app takes the page over without its code
  // (docs/decisions/137).
  await page.setViewportSize({ width: 390, height: 844 });
  await openBlog(page);
  // The app, and the form with it, comes on the reader's first intent (docs/decisions/138).
  await appTakesOver(page);
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveCount(0);
  await page.locator('#newsletter-frame').scrollIntoViewIfNeeded();
  await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
  await page.waitForLoadState('networkidle');
  // Once: with the app (docs/decisions/069).
  expect(stylesheets).toHaveLength(1);
  expect(stylesheets[0]).toMatch(/\/assets\/[^/]+\.css$/);
});
