import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

test('home: the sections in order, CMS hero texts, the teaser from the packages API, the CMS footer', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Land in Melbourne with everything sorted' }),
  ).toBeVisible();
  await expect(page.getByText('Airport pickup, SIM, bank account, accommodation')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Packages' })).toHaveAttribute(
    'href',
    '/packages',
  );
  await expect(page.getByRole('link', { name: 'Book Your Arrival' })).toHaveAttribute(
    'href',
    '/booking',
  );

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Why students trust Landed',
    'Popular student packages',
    'What our students say',
    'How it works',
    'The team behind Landed',
    'Ready to land in Melbourne?',
  ]);
  await expect(main.getByRole('heading', { level: 3, name: 'Vetted accommodation' })).toBeVisible();

  // The first three visible fixed packages by priority (DECISIONS prices).
  const teaser = page.getByRole('region', { name: 'Popular student packages' });
  await expect(teaser.getByRole('heading', { level: 3 })).toHaveText([
    'Basic',
    'Standard',
    'Premium',
  ]);
  await expect(teaser.getByText('$75', { exact: true })).toBeVisible();
  await expect(teaser.getByText('$180', { exact: true })).toBeVisible();
  await expect(teaser.getByText('$385', { exact: true })).toBeVisible();
  for (const name of ['Basic', 'Standard', 'Premium']) {
    await expect(teaser.getByRole('link', { name: `View the ${name} package` })).toHaveAttribute(
      'href',
      '/packages',
    );
  }
  await expect(teaser.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute(
    'href',
    '/booking',
  );
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(main.getByText('Choose your package')).toBeVisible();
  await expect(main.getByText('Sophie Chen')).toBeVisible();
  const closing = page.getByRole('region', { name: 'Ready to land in Melbourne?' });
  await expect(closing.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute(
    'href',
    '/packages',
  );
  await expect(closing.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    '/contact',
  );

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByTestId('footer-text')).toHaveText(
    'Landed helps international students arrive and settle in. We currently serve Melbourne, Australia.',
  );
  await expect(footer.getByRole('link', { name: 'support@landed.com.au' })).toHaveAttribute(
    'href',
    'mailto:support@landed.com.au',
  );
  await expect(footer.getByRole('link', { name: '+61 3 9000 0000' })).toHaveAttribute(
    'href',
    'tel:+61390000000',
  );
  for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'Telegram', 'Twitter', 'WhatsApp']) {
    const link = footer.getByRole('link', { name: network, exact: true });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
    'href',
    'https://www.facebook.com/landedau',
  );
  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('the pages show what the API answers at run time, without a rebuild', async ({ page }) => {
  // Stand-in for an administrator's edit: the real answers, changed on the way.
  await page.route('**/api/public/cms', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.cms.homepageHeadline = 'Your Melbourne arrival, handled';
    body.cms.footerText = 'Now serving Melbourne and Geelong.';
    await route.fulfill({ response, json: body });
  });
  await page.route('**/api/public/packages', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.packages[1].price = '$190';
    await route.fulfill({ response, json: body });
  });
  // Reached from a page the browser renders itself, so the browser asks for the answers (a full
  // load of / arrives rendered by the server, from its own answers: docs/decisions/068).
  await page.goto('/login');
  await page.getByRole('link', { name: 'Landed' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Melbourne arrival, handled' }),
  ).toBeVisible();
  await expect(page.getByText('$190', { exact: true })).toBeVisible();
  await expect(page.getByTestId('footer-text')).toHaveText('Now serving Melbourne and Geelong.');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Packages' })
    .click();
  await expect(page.getByText('$190', { exact: true })).toBeVisible();
});

// The page arrives rendered; the app starts after the first paint and loads the carousel's
// code once the carousel is in view (docs/decisions/068). Until then its buttons are the
// server's HTML, without behaviour: the carousel is the app's once a button answers. It is
// left on the first slide, with neither the pointer over it nor focus inside it.
async function carouselTakenOver(page: Page, carousel: Locator) {
  const visible = carousel.locator('[aria-roledescription="slide"]:visible');
  await expect(async () => {
    await carousel.getByRole('button', { name: 'Show testimonial 2 of 5' }).click();
    await expect(visible).toHaveAttribute('aria-label', '2 of 5', { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await carousel.getByRole('button', { name: 'Show testimonial 1 of 5' }).click();
  await expect(visible).toHaveAttribute('aria-label', '1 of 5');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
}

test.describe('testimonial carousel', () => {
  test('advances every 5000 ms, one slide at a time, loops, and pauses on hover and focus', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'What students say' });
    await carousel.scrollIntoViewIfNeeded();
    await carouselTakenOver(page, carousel);
    // Five slides, of which only the current one is shown (and exposed to assistive tech).
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(5);
    await expect(carousel.getByRole('group')).toHaveCount(1);
    const visible = carousel.locator('[aria-roledescription="slide"]:visible');
    await expect(visible).toHaveCount(1);
    await expect(visible).toHaveAttribute('aria-label', '1 of 5');
    await expect(visible.getByText('Rated 5 out of 5')).toBeAttached();
    await expect(visible.locator('svg')).toHaveCount(5);

    // From here on the page's time moves only when the test says so. Hovering and leaving
    // restarts the 5 s wait from this moment.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await carousel.hover();
    await page.mouse.move(0, 0);
    await page.clock.runFor(4990);
    await expect(visible).toHaveAttribute('aria-label', '1 of 5');
    await page.clock.runFor(10);
    await expect(visible).toHaveAttribute('aria-label', '2 of 5');
    await expect(visible).toHaveCount(1);
    for (const n of [3, 4, 5, 1]) {
      await page.clock.runFor(5000);
      await expect(visible).toHaveAttribute('aria-label', `${n} of 5`);
    }

    // Hovered: it stands still; the pointer leaves: it moves on.
    await carousel.hover();
    await page.clock.runFor(15_000);
    await expect(visible).toHaveAttribute('aria-label', '1 of 5');
    await page.mouse.move(0, 0);
    await page.clock.runFor(5000);
    await expect(visible).toHaveAttribute('aria-label', '2 of 5');

    // Focus inside: it stands still too; the buttons still work from the keyboard.
    await carousel.getByRole('button', { name: 'Next testimonial' }).focus();
    await page.keyboard.press('Enter');
    await expect(visible).toHaveAttribute('aria-label', '3 of 5');
    await page.clock.runFor(15_000);
    await expect(visible).toHaveAttribute('aria-label', '3 of 5');
    await carousel.getByRole('button', { name: 'Show testimonial 5 of 5' }).click();
    await expect(visible).toHaveAttribute('aria-label', '5 of 5');
    await page.keyboard.press('Shift+Tab');
    await carousel.getByRole('button', { name: 'Previous testimonial' }).focus();
    await page.keyboard.press('Enter');
    await expect(visible).toHaveAttribute('aria-label', '4 of 5');
  });

  // Lighthouse's accessibility audit failed `aria-allowed-role` on / (issue 25): the slides were
  // <figure role="group">, a role a <figure> may not take. Axe rates it minor, so the page-wide
  // check of serious findings did not see it; this asks for that rule on every slide.
  test('its slides take only roles their elements allow', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'What students say' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(5);
    const results = await new AxeBuilder({ page })
      .include('section[aria-roledescription]')
      .withRules(['aria-allowed-role'])
      .analyze();
    expect(results.passes.map((rule) => rule.id)).toContain('aria-allowed-role');
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  });

  test('stands still when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'What students say' });
    await carousel.scrollIntoViewIfNeeded();
    await carouselTakenOver(page, carousel);
    const visible = carousel.locator('[aria-roledescription="slide"]:visible');
    await expect(visible).toHaveAttribute('aria-label', '1 of 5');
    await page.mouse.move(0, 0);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.clock.runFor(20_000);
    await expect(visible).toHaveAttribute('aria-label', '1 of 5');
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(visible).toHaveAttribute('aria-label', '2 of 5');
  });
});
