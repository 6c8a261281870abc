// The back-office catalogue screens (issue 7): /admin/services, /admin/packages,
// /admin/banking and the dashboard's tabs, with the public site following every change.
// These specs run in their own project, after the public ones (playwright.config.ts).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { E2E_ADMIN } from '../playwright.config.ts';
import { PASSWORD, confirmEmail, seriousViolations, uniqueEmail } from './support.ts';

type Role = 'Super Admin' | 'Content Manager' | 'Booking Agent';

let counter = 0;
// A title no other test (or run of this one) uses.
function unique(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36).slice(-5)}${process.pid % 1000}${counter}`;
}

async function apiToken(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

// A new account with the given admin role, given by the e2e Super Admin through the roles API.
async function teamMember(request: APIRequestContext, role: Role) {
  const email = uniqueEmail(role.toLowerCase().replace(' ', '-'));
  const registered = await request.post('/api/auth/register', {
    data: { name: `${role} Tester`, email, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  // A role goes only to a confirmed address (docs/decisions/075).
  await confirmEmail(request, email);
  const superToken = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const added = await request.post('/api/admin/admin-users', {
    headers: { authorization: `Bearer ${superToken}` },
    data: { email, role },
  });
  expect(added.status(), await added.text()).toBe(201);
  return { email, password: PASSWORD };
}

// Opens an admin page signed out, signs in on /login and comes back to it.
async function signInTo(page: Page, path: string, who: { email: string; password: string }) {
  await page.goto(path);
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email Address').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

// The table row whose title (its row header) is exactly `title`.
const row = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
// A row's action button: 'Edit', 'Delete' or 'Restore' (named 'Edit <title>' for screen readers).
const action = (where: Locator, label: 'Edit' | 'Delete' | 'Restore') =>
  where.getByRole('button', { name: new RegExp(`^${label}( |$)`) });
const dialog = (page: Page) => page.getByRole('dialog');
const banner = (page: Page, text: string) => page.getByText(text, { exact: true });

async function confirmDelete(page: Page, title: string, question: string) {
  await action(row(page, title), 'Delete').click();
  const confirm = dialog(page);
  await expect(confirm.getByText(question, { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
}

// The public pages, opened in a second tab of the same browser (signed in or not makes no
// difference to them).
async function publicServiceCards(page: Page, title: string): Promise<Locator> {
  await page.goto('/services');
  await expect(page.getByRole('heading', { name: 'Our Services', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
}

async function publicPackageCard(page: Page, title: string): Promise<Locator> {
  await page.goto('/packages');
  await expect(page.getByRole('article').first()).toBeVisible();
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

test.describe('services screen', () => {
  test('add → edit → hide → delete → Show Deleted → Restore, with /services following', async ({
    page,
    context,
  }) => {
    await signInTo(page, '/admin/services', E2E_ADMIN);
    const site = await context.newPage();
    const title = unique('Pet Care Help');

    await page.getByRole('button', { name: '+ Add New Service' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Add New Service' })).toBeVisible();
    // Title is required (admin §5).
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByText('Title is required.')).toBeVisible();
    await dialog(page).getByLabel('Title', { exact: true }).fill(title);
    await dialog(page).getByLabel('Price').fill('$25');
    await dialog(page).getByLabel('Category').fill('Lifestyle');
    await dialog(page)
      .getByLabel('Description')
      .fill('We find a vet, a groomer and a pet-friendly rental for your companion animal.');
    await dialog(page).getByLabel('Features (comma separated)').fill('Vet list, , Pet insurance ');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(banner(page, 'Service added')).toBeVisible();

    const added = row(page, title);
    await expect(added).toContainText('$25');
    await expect(added).toContainText('Lifestyle');
    // 40 characters and an ellipsis.
    await expect(added).toContainText('We find a vet, a groomer and a pet-frien...');

    let cards = await publicServiceCards(site, title);
    await expect(cards).toHaveCount(1);
    await cards.getByRole('link', { name: /Learn More/ }).click();
    await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(site.getByText('Pet insurance')).toBeVisible();
    const detailUrl = new URL(site.url()).pathname;
    expect(detailUrl).toMatch(/^\/services\/pet-care-help-/);

    // Edit: the free price shows 'Free'; the public detail page follows at the same address.
    const edited = `${title} Plus`;
    await action(added, 'Edit').click();
    await expect(dialog(page).getByRole('heading', { name: 'Edit Service' })).toBeVisible();
    await expect(dialog(page).getByLabel('Features (comma separated)')).toHaveValue(
      'Vet list, Pet insurance',
    );
    await dialog(page).getByLabel('Title', { exact: true }).fill(edited);
    await dialog(page).getByLabel('Price').fill('');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(banner(page, 'Service updated')).toBeVisible();
    await expect(row(page, edited)).toContainText('Free');
    await site.goto(detailUrl);
    await expect(site.getByRole('heading', { level: 1, name: edited })).toBeVisible();

    // Hide: gone from /services and its page.
    await row(page, edited)
      .getByRole('switch', { name: `Visible: ${edited}` })
      .click();
    await expect(banner(page, 'Visibility updated')).toBeVisible();
    await expect(row(page, edited).getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    cards = await publicServiceCards(site, edited);
    await expect(cards).toHaveCount(0);
    await site.goto(detailUrl);
    await expect(site.getByRole('heading', { name: 'Service Not Found' })).toBeVisible();
    await row(page, edited).getByRole('switch').click();
    await expect(row(page, edited).getByRole('switch')).toHaveAttribute('aria-checked', 'true');

    // Delete, after the confirmation: gone from the list and the site.
    await confirmDelete(page, edited, 'Are you sure you want to delete this service?');
    await expect(banner(page, 'Service deleted')).toBeVisible();
    await expect(row(page, edited)).toHaveCount(0);
    cards = await publicServiceCards(site, edited);
    await expect(cards).toHaveCount(0);

    // Show Deleted: dimmed, struck through, only Restore, the toggle disabled.
    await page.getByLabel('Show Deleted').check();
    const deleted = row(page, edited);
    await expect(deleted).toHaveAttribute('data-deleted', 'true');
    await expect(deleted.getByRole('cell').nth(1)).toHaveCSS(
      'text-decoration-line',
      'line-through',
    );
    await expect(action(deleted, 'Edit')).toHaveCount(0);
    await expect(action(deleted, 'Delete')).toHaveCount(0);
    await expect(deleted.getByRole('switch')).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);

    await action(deleted, 'Restore').click();
    await expect(banner(page, 'Service restored')).toBeVisible();
    await expect(action(row(page, edited), 'Edit')).toBeVisible();
    cards = await publicServiceCards(site, edited);
    await expect(cards).toHaveCount(1);
  });

  test('search, category and visibility filters work together', async ({ page }) => {
    await signInTo(page, '/admin/services', E2E_ADMIN);
    await expect(row(page, 'Airport Pickup')).toBeVisible();
    await page.getByLabel('Search services').fill('airport');
    await expect(page.getByRole('row')).toHaveCount(2); // the header and Airport Pickup
    await page.getByLabel('Category').selectOption('Arrival');
    await expect(row(page, 'Airport Pickup')).toBeVisible();
    await page.getByLabel('Visibility').selectOption('Hidden');
    await expect(page.getByText('No services match these filters.')).toBeVisible();
    await page.getByLabel('Visibility').selectOption('');
    await page.getByLabel('Search services').fill('');
    await expect(row(page, 'Airport Pickup')).toBeVisible();
    await expect(row(page, 'SIM Card Setup')).toHaveCount(0);
  });

  test('uploads: a non-image is refused with "Failed to upload image"; an image shows on the site', async ({
    page,
    context,
  }) => {
    await signInTo(page, '/admin/services', E2E_ADMIN);
    const title = unique('Photo Walks');
    await page.getByRole('button', { name: '+ Add New Service' }).click();
    const upload = dialog(page).getByLabel('Upload image');

    // Named and typed as a PNG, but text inside: the server reads the content.
    await upload.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('This is only text, pretending to be a picture.\n'),
    });
    await expect(dialog(page).getByText('Failed to upload image', { exact: true })).toBeVisible();
    await expect(
      dialog(page).getByText('Only PNG, JPEG, WebP or GIF images can be uploaded.'),
    ).toBeVisible();
    await expect(dialog(page).getByLabel('Image URL')).toHaveValue('');

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await upload.setInputFiles({ name: 'walk.png', mimeType: 'image/png', buffer: png });
    await expect(dialog(page).getByLabel('Image URL')).toHaveValue(/^\/api\/media\//);
    const url = await dialog(page).getByLabel('Image URL').inputValue();
    await dialog(page).getByLabel('Title', { exact: true }).fill(title);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(banner(page, 'Service added')).toBeVisible();
    await expect(row(page, title).locator('img')).toHaveAttribute('src', url);

    const site = await context.newPage();
    const card = await publicServiceCards(site, title);
    const image = card.getByRole('img', { name: title });
    await expect(image).toHaveAttribute('src', url);
    // It loaded under the site's Content-Security-Policy, once in view (the cards' pictures
    // load lazily, and how far down this one is depends on what the other specs have added).
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
    const served = await site.request.get(url);
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('banners: green for 2 seconds, red for 3 (a controlled clock)', async ({
    page,
    request,
  }) => {
    const title = unique('Clock Service');
    const token = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const created = await request.post('/api/admin/services', {
      headers: { authorization: `Bearer ${token}` },
      data: { title, visibility: 'Hidden' },
    });
    expect(created.status()).toBe(201);
    await page.clock.install();
    await signInTo(page, '/admin/services', E2E_ADMIN);
    const entry = row(page, title);
    await expect(entry).toBeVisible();
    await page.clock.pauseAt(Date.now() + 60_000);

    // Runs the paused clock in small steps until the banner shows, so its timer starts at a
    // known moment.
    const showUp = async (text: string) =>
      expect
        .poll(async () => {
          await page.clock.runFor(10);
          return banner(page, text).isVisible();
        })
        .toBe(true);

    // The row stays where it is while the banner comes and goes: a pointer on its way to a
    // button is not left pressing the row below.
    const rowTop = () => entry.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await rowTop();
    await entry.getByRole('switch').click();
    await showUp('Visibility updated');
    expect(await rowTop()).toBe(before);
    await page.clock.runFor(1900);
    await expect(banner(page, 'Visibility updated')).toBeVisible();
    await page.clock.runFor(150);
    await expect(banner(page, 'Visibility updated')).toBeHidden();
    expect(await rowTop()).toBe(before);

    // The server refuses the next change: a red banner, for 3 seconds.
    await page.route('**/api/admin/services/*/visibility', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
    );
    await entry.getByRole('switch').click();
    await showUp('Failed to update visibility');
    await page.clock.runFor(2500);
    await expect(banner(page, 'Failed to update visibility')).toBeVisible();
    await page.clock.runFor(600);
    await expect(banner(page, 'Failed to update visibility')).toBeHidden();
    await expect(entry.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  });
});

test.describe('packages screen', () => {
  test('add → edit → hide → delete → Restore, with /packages and the home teaser following', async ({
    page,
    context,
  }) => {
    await signInTo(page, '/admin/packages', E2E_ADMIN);
    const site = await context.newPage();
    const title = unique('Early Bird');

    await page.getByRole('button', { name: '+ Add New Package' }).click();
    const form = dialog(page);
    await expect(form.getByRole('heading', { name: 'Add New Package' })).toBeVisible();
    await form.getByLabel('Title', { exact: true }).fill(title);
    // A Standard package must have a price a booking can charge.
    await form.getByLabel('Price').fill('Quote-based');
    await form.getByLabel('Tagline').fill('Land before the rush');
    await form
      .getByLabel('Features (comma separated)')
      .fill('Airport pickup (standard), Local SIM card setup, , City orientation tour, Extra');
    await form.getByLabel('Description').fill('For students who arrive early.');
    await form.getByLabel('Priority').fill('-5');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('A Standard package needs a price such as $180.')).toBeVisible();
    await form.getByLabel('Price').fill('$140');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(banner(page, 'Package added')).toBeVisible();

    const added = row(page, title);
    await expect(added).toContainText('$140');
    await expect(added).toContainText('Land before the rush');
    await expect(added).toContainText(
      'Airport pickup (standard), Local SIM card setup, City orientation tour +1 more',
    );
    await expect(added).toContainText('Standard');
    await expect(added).toContainText('-5');

    let card = await publicPackageCard(site, title);
    await expect(card.getByText('$140', { exact: true })).toBeVisible();
    await site.goto('/');
    const teaser = site.getByRole('region', { name: 'Popular student packages' });
    await expect(teaser.getByRole('heading', { level: 3, name: title })).toBeVisible();

    // Edit.
    await action(added, 'Edit').click();
    await expect(dialog(page).getByRole('heading', { name: 'Edit Package' })).toBeVisible();
    await expect(dialog(page).getByLabel('Priority')).toHaveValue('-5');
    await dialog(page).getByLabel('Price').fill('$150');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(banner(page, 'Package updated')).toBeVisible();
    card = await publicPackageCard(site, title);
    await expect(card.getByText('$150', { exact: true })).toBeVisible();

    // Hide: gone from /packages and the home teaser.
    await row(page, title)
      .getByRole('switch', { name: `Visible: ${title}` })
      .click();
    await expect(banner(page, 'Visibility updated')).toBeVisible();
    card = await publicPackageCard(site, title);
    await expect(card).toHaveCount(0);
    await site.goto('/');
    await expect(teaser.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(teaser.getByRole('heading', { level: 3, name: title })).toHaveCount(0);
    await row(page, title)
      .getByRole('switch', { name: `Visible: ${title}` })
      .click();
    await expect(
      row(page, title).getByRole('switch', { name: `Visible: ${title}` }),
    ).toHaveAttribute('aria-checked', 'true');

    await confirmDelete(page, title, 'Are you sure you want to delete this package?');
    await expect(banner(page, 'Package deleted')).toBeVisible();
    card = await publicPackageCard(site, title);
    await expect(card).toHaveCount(0);

    await page.getByLabel('Show Deleted').check();
    const deleted = row(page, title);
    await expect(deleted).toHaveAttribute('data-deleted', 'true');
    for (const toggle of await deleted.getByRole('switch').all())
      await expect(toggle).toBeDisabled();
    await action(deleted, 'Restore').click();
    await expect(banner(page, 'Package restored')).toBeVisible();
    card = await publicPackageCard(site, title);
    await expect(card).toHaveCount(1);
    await site.goto('/');
    await expect(teaser.getByRole('heading', { level: 3, name: title })).toBeVisible();

    // Leave the home teaser as it was.
    await confirmDelete(page, title, 'Are you sure you want to delete this package?');
    await expect(banner(page, 'Package deleted')).toBeVisible();
  });

  test('search and type filter together', async ({ page }) => {
    await signInTo(page, '/admin/packages', E2E_ADMIN);
    await expect(row(page, 'Premium')).toBeVisible();
    await page.getByLabel('Type').selectOption('Custom');
    await expect(row(page, 'Custom Package')).toBeVisible();
    await expect(row(page, 'Premium')).toHaveCount(0);
    await page.getByLabel('Search packages').fill('prem');
    await expect(page.getByText('No packages match these filters.')).toBeVisible();
    await page.getByLabel('Type').selectOption('Standard');
    await expect(row(page, 'Premium')).toBeVisible();
    await expect(row(page, 'Basic')).toHaveCount(0);
  });

  // Must show (issue 7): a Content Manager, from a fresh start.
  test('a Content Manager creates a package, marks it Most Popular, hides it, deletes and restores it', async ({
    page,
    context,
    request,
  }) => {
    const manager = await teamMember(request, 'Content Manager');
    await signInTo(page, '/admin/packages', manager);
    await expect(page.getByText(`${manager.email} · Content Manager`)).toBeVisible();
    const site = await context.newPage();
    const title = unique('Graduate');

    await page.getByRole('button', { name: '+ Add New Package' }).click();
    await dialog(page).getByLabel('Title', { exact: true }).fill(title);
    await dialog(page).getByLabel('Price').fill('$99');
    await dialog(page).getByLabel('Features (comma separated)').fill('Airport pickup (standard)');
    await dialog(page).getByLabel('Priority').fill('20');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(banner(page, 'Package added')).toBeVisible();

    const star = row(page, title).getByRole('switch', { name: `Most Popular: ${title}` });
    await expect(star).toHaveAttribute('aria-checked', 'false');
    await star.click();
    await expect(banner(page, 'Most Popular updated')).toBeVisible();
    await expect(star).toHaveAttribute('aria-checked', 'true');
    let card = await publicPackageCard(site, title);
    await expect(card.getByText('Most Popular', { exact: true })).toBeVisible();
    await expect(card.getByText('$99', { exact: true })).toBeVisible();

    // The eye shows what the server now holds (the list is asked again after the change); the
    // banner alone would not tell the second change from the first, still showing.
    const eye = row(page, title).getByRole('switch', { name: `Visible: ${title}` });
    await eye.click();
    await expect(banner(page, 'Visibility updated')).toBeVisible();
    await expect(eye).toHaveAttribute('aria-checked', 'false');
    card = await publicPackageCard(site, title);
    await expect(card).toHaveCount(0);
    await eye.click();
    await expect(banner(page, 'Visibility updated')).toBeVisible();
    await expect(eye).toHaveAttribute('aria-checked', 'true');
    card = await publicPackageCard(site, title);
    await expect(card).toHaveCount(1);

    await confirmDelete(page, title, 'Are you sure you want to delete this package?');
    await expect(banner(page, 'Package deleted')).toBeVisible();
    card = await publicPackageCard(site, title);
    await expect(card).toHaveCount(0);
    await page.getByLabel('Show Deleted').check();
    await action(row(page, title), 'Restore').click();
    await expect(banner(page, 'Package restored')).toBeVisible();
    card = await publicPackageCard(site, title);
    await expect(card.getByText('Most Popular', { exact: true })).toBeVisible();
  });
});

test.describe('banking screen', () => {
  test('add → edit → hide → delete → Restore, with /services following; links open in a new tab', async ({
    page,
    context,
  }) => {
    await signInTo(page, '/admin/banking', E2E_ADMIN);
    const site = await context.newPage();
    const title = unique('Credit score basics');
    const onSite = async () => {
      await site.goto('/services');
      await expect(site.getByRole('heading', { name: 'Our Services', level: 1 })).toBeVisible();
      await expect(site.getByRole('heading', { level: 3 }).first()).toBeVisible();
      return site.getByRole('heading', { level: 3, name: title });
    };

    await page.getByRole('button', { name: '+ Add New Banking Service' }).click();
    const form = dialog(page);
    await expect(form.getByRole('heading', { name: 'Add New Banking Service' })).toBeVisible();
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Description').fill('How credit works here.');
    await form.getByLabel('Estimated Processing Time').fill('1 day');
    await form
      .getByLabel('Required Documents (comma separated)')
      .fill('Passport, Visa, , Payslip, Lease');
    await form.getByLabel('External Links (comma separated)').fill('javascript:alert(1)');
    await form.getByLabel('Cost').fill('$15');
    await form.getByLabel('Service Category').fill('Credit');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(
      form.getByText('Links must be web addresses starting with http:// or https://.'),
    ).toBeVisible();
    await form
      .getByLabel('External Links (comma separated)')
      .fill('https://moneysmart.gov.au, https://www.ato.gov.au');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(banner(page, 'Banking service added')).toBeVisible();

    const added = row(page, title);
    await expect(added).toContainText('Passport, Visa, Payslip +1 more');
    await expect(added).toContainText('Credit');
    const link = added.getByRole('link', { name: /^Link 1/ });
    await expect(link).toHaveAttribute('href', 'https://moneysmart.gov.au');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(added.getByRole('link', { name: /^Link 2/ })).toBeVisible();
    await expect(await onSite()).toBeVisible();

    const edited = `${title} and cards`;
    await action(added, 'Edit').click();
    await expect(dialog(page).getByRole('heading', { name: 'Edit Banking Service' })).toBeVisible();
    await dialog(page).getByLabel('Title', { exact: true }).fill(edited);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(banner(page, 'Banking service updated')).toBeVisible();
    await expect(site.getByRole('heading', { level: 3, name: edited })).toHaveCount(0);

    await row(page, edited).getByRole('switch').click();
    await expect(banner(page, 'Visibility updated')).toBeVisible();
    await site.goto('/services');
    await expect(site.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(site.getByRole('heading', { level: 3, name: edited })).toHaveCount(0);
    await row(page, edited).getByRole('switch').click();
    await expect(row(page, edited).getByRole('switch')).toHaveAttribute('aria-checked', 'true');

    await confirmDelete(page, edited, 'Are you sure you want to delete this banking service?');
    await expect(banner(page, 'Banking service deleted')).toBeVisible();
    await site.goto('/services');
    await expect(site.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(site.getByRole('heading', { level: 3, name: edited })).toHaveCount(0);

    await page.getByLabel('Show Deleted').check();
    await action(row(page, edited), 'Restore').click();
    await expect(banner(page, 'Banking service restored')).toBeVisible();
    await site.goto('/services');
    await expect(site.getByRole('heading', { level: 3, name: edited })).toBeVisible();
  });

  test('search and category filter together; the categories are those in use', async ({ page }) => {
    await signInTo(page, '/admin/banking', E2E_ADMIN);
    await expect(row(page, 'Tax File Number application help')).toBeVisible();
    const category = page.getByLabel('Service Category');
    await expect(category.locator('option').first()).toHaveText('All Categories');
    await category.selectOption('Tax');
    await expect(row(page, 'Student everyday account setup')).toHaveCount(0);
    await page.getByLabel('Search banking services').fill('file number');
    await expect(row(page, 'Tax File Number application help')).toBeVisible();
    await category.selectOption('Accounts');
    await expect(page.getByText('No banking services match these filters.')).toBeVisible();
  });
});

test.describe('the dashboard tabs', () => {
  test('Services tab: the dashboard texts; Packages and Banking tabs list theirs', async ({
    page,
  }) => {
    await signInTo(page, '/admin?tab=services', E2E_ADMIN);
    const title = unique('Bike Hire');
    await page.getByRole('button', { name: '+ Add New Service' }).click();
    await dialog(page).getByLabel('Title', { exact: true }).fill(title);
    await dialog(page).getByLabel('Visibility').selectOption('Hidden');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(banner(page, 'Service saved successfully!')).toBeVisible();

    await page.route('**/api/admin/services/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' })
        : route.fallback(),
    );
    await confirmDelete(page, title, 'Are you sure you want to delete this service?');
    await expect(banner(page, 'Error deleting service.')).toBeVisible();
    await expect(row(page, title)).toBeVisible();
    await page.unroute('**/api/admin/services/*');
    await confirmDelete(page, title, 'Are you sure you want to delete this service?');
    await expect(row(page, title)).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Packages', exact: true })
      .click();
    await expect(row(page, 'Standard')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Banking', exact: true })
      .click();
    await expect(row(page, 'Student everyday account setup')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a list that is not an array says so', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/admin/services',
      (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"services":"x"}' }),
    );
    await signInTo(page, '/admin?tab=services', E2E_ADMIN);
    await expect(banner(page, 'Error: Services data is not an array.')).toBeVisible();
  });
});

test('a Booking Agent sees the catalogue without any write control and is refused by the API', async ({
  page,
  request,
}) => {
  const agent = await teamMember(request, 'Booking Agent');
  await signInTo(page, '/admin/packages', agent);
  await expect(row(page, 'Standard')).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Add New Package' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete|Restore)/ })).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);

  await page.goto('/admin/services');
  await expect(row(page, 'Airport Pickup')).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Add New Service' })).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);

  const token = await apiToken(request, agent.email, agent.password);
  const headers = { authorization: `Bearer ${token}` };
  const read = await request.get('/api/admin/packages', { headers });
  expect(read.status()).toBe(200);
  const write = await request.post('/api/admin/packages', {
    headers,
    data: { title: 'Sneaky', price: '$1' },
  });
  expect(write.status()).toBe(403);
  const standard = (
    (await read.json()) as { packages: Array<{ _id: string; title: string }> }
  ).packages.find((p) => p.title === 'Standard')!;
  const toggle = await request.patch(`/api/admin/packages/${standard._id}/visibility`, {
    headers,
    data: { visibility: false },
  });
  expect(toggle.status()).toBe(403);
});
