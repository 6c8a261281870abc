import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

// On a full page load the app waits for the page's code and first answers (preloaded with the
// page) and renders the page itself: no loading state replaced a moment later, and each answer
// asked for once (docs/decisions/026, 043).

// Records, from before the app starts, whether "Loading..." was ever on the page.
async function watchLoadingStates(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (root && /Loading\.\.\./.test(root.textContent ?? '')) seen.push(location.pathname);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

function loadingSeen(page: Page) {
  return page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen);
}

const PAGES = [
  { path: '/', heading: 'Land in Melbourne with everything sorted' },
  { path: '/packages', heading: 'Arrival Packages for Students' },
  { path: '/blog', heading: 'Arrival Guides and Blog' },
  { path: '/blog/oshc-and-seeing-a-gp-in-australia', heading: 'OSHC and seeing a GP in Australia' },
  { path: '/contact', heading: 'Contact Us' },
];

for (const { path, heading } of PAGES) {
  test(`${path}: the first render is the page with its data, each answer fetched once`, async ({
    page,
  }) => {
    await watchLoadingStates(page);
    const answers: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) answers.push(url.pathname + url.search);
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await loadingSeen(page)).toEqual([]);
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
  await page.goto('/blog');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Arrival Guides and Blog' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(stylesheets).toEqual([]);
});

test('/blog with its answer failing: the page shows at once and says what failed, asking again itself', async ({
  page,
}) => {
  const headingAtEachAsk: number[] = [];
  await page.route('**/api/public/blog?limit=100', async (route) => {
    // Whether the page had rendered when this request was made.
    headingAtEachAsk.push(await page.locator('h1').count());
    await route.fulfill({ status: 503, json: { message: 'Service temporarily unavailable.' } });
  });
  await page.goto('/blog');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Arrival Guides and Blog' }),
  ).toBeVisible();
  await expect(
    page.getByText('Failed to load articles. Service temporarily unavailable.'),
  ).toBeVisible();
  // The first request is the page's preload, made before the app starts. The start-up does not
  // ask again: the next request is the page's own, once it has rendered.
  expect(headingAtEachAsk.length).toBeGreaterThan(1);
  expect(headingAtEachAsk[0]).toBe(0);
  expect(headingAtEachAsk[1]).toBe(1);
});
