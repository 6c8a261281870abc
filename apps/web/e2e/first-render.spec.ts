import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

// On a full page load the app waits for the page's code and first answers (preloaded with the
// page) and renders the page itself: no loading state replaced a moment later, and each answer
// asked for once (docs/decisions/026, 043).

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

// /blog's posts answer, as the page and the server's preload ask for it, and a refusal of it.
const BLOG_ANSWER = '**/api/public/blog?limit=100';
const UNAVAILABLE = { status: 503, json: { message: 'Service temporarily unavailable.' } };

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
    await page.waitForLoadState('networkidle');
    const { loadingSeen, firstHeadings } = await watched(page);
    expect(loadingSeen).toEqual([]);
    if (section) expect(firstHeadings).toContain(section);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers).toEqual([...new Set(answers)]);
  });
}

test('/blog: the newsletter form comes after the page, without loading the stylesheet again', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await openBlog(page);
  await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(stylesheets).toEqual([]);
});

test('/blog with its answer failing: the page shows at once and says what failed, asking again itself', async ({
  page,
}) => {
  const headingAtEachAsk: number[] = [];
  await page.route(BLOG_ANSWER, async (route) => {
    // Whether the page had rendered when this request was made.
    headingAtEachAsk.push(await page.locator('h1').count());
    await route.fulfill(UNAVAILABLE);
  });
  await openBlog(page);
  await expect(
    page.getByText('Failed to load articles. Service temporarily unavailable.'),
  ).toBeVisible();
  // The first request is the page's preload, made before the app starts. The start-up does not
  // ask again: the next request is the page's own, once it has rendered.
  expect(headingAtEachAsk.length).toBeGreaterThan(1);
  expect(headingAtEachAsk[0]).toBe(0);
  expect(headingAtEachAsk[1]).toBe(1);
});

test('/blog with its answer slow, then failing: the page renders meanwhile, and the answer is asked for again', async ({
  page,
}) => {
  let asked = 0;
  await page.route(BLOG_ANSWER, async (route) => {
    asked += 1;
    if (asked > 1) return route.continue();
    // Longer than the start-up waits (2.5 s): the page renders while this one is still out.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    await route.fulfill(UNAVAILABLE);
  });
  await openBlog(page);
  await expect(
    page.getByRole('link', { name: 'OSHC and seeing a GP in Australia' }).first(),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Failed to load articles.')).toHaveCount(0);
  expect(asked).toBe(2);
});
