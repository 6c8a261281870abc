import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { signUp } from './support.ts';

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name }) });

test('packages: four cards from the API, Most Popular, feature preview, Why Choose, FAQ one at a time', async ({
  page,
}) => {
  await page.goto('/packages');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Save with a package that covers your first weeks')).toBeVisible();
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText([
    'Basic',
    'Standard',
    'Premium',
    'Custom Package',
  ]);
  await expect(card(page, 'Basic').getByText('$75', { exact: true })).toBeVisible();
  await expect(card(page, 'Standard').getByText('$180', { exact: true })).toBeVisible();
  await expect(card(page, 'Premium').getByText('$385', { exact: true })).toBeVisible();
  await expect(card(page, 'Custom Package').getByText('Quote-based')).toBeVisible();
  await expect(page.getByText('Most Popular', { exact: true })).toHaveCount(1);
  await expect(card(page, 'Standard').getByText('Most Popular', { exact: true })).toBeVisible();

  // 3 features, then all 8 (5 of them not in Basic), then 3 again.
  const basic = card(page, 'Basic');
  await expect(basic.getByRole('listitem')).toHaveCount(3);
  await basic.getByRole('button', { name: 'Show All' }).click();
  await expect(basic.getByRole('listitem')).toHaveCount(8);
  await expect(basic.getByRole('button', { name: 'Show Less' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(basic.getByText('Not included: Part-time job and resume support')).toBeAttached();
  await basic.getByRole('button', { name: 'Show Less' }).click();
  await expect(basic.getByRole('listitem')).toHaveCount(3);
  await expect(card(page, 'Premium').getByRole('listitem')).toHaveCount(3);

  const why = page.getByRole('region', { name: 'Why Choose Landed?' });
  await expect(why.getByText('Fast: 24-48 hours')).toBeVisible();
  await expect(why.getByText('Safe and reliable')).toBeVisible();
  await expect(why.getByText('24/7 support')).toBeVisible();

  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const pay = faq.getByRole('button', { name: 'How can I pay?' });
  const upgrade = faq.getByRole('button', { name: 'Can I upgrade my package later?' });
  await expect(faq.getByRole('button')).not.toHaveCount(0);
  await pay.click();
  await expect(pay).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByRole('region', { name: 'How can I pay?' })).toBeVisible();
  await upgrade.click();
  await expect(upgrade).toHaveAttribute('aria-expanded', 'true');
  await expect(pay).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByRole('region', { name: 'How can I pay?' })).toBeHidden();
  await expect(faq.getByText('you only pay the difference')).toBeVisible();
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);
  // Keyboard: Enter toggles the focused question.
  await upgrade.focus();
  await page.keyboard.press('Enter');
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);
});

test('Book Now signed out: the toast, then /login, and back to /packages after signing in', async ({
  page,
}) => {
  const { email, password } = await signUp(page, 'Book Later');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await page.goto('/packages');
  await card(page, 'Standard').getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('You must log in to book a package.')).toHaveCount(1);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/packages');
});

test('Book Now signed in opens the booking modal for that package; Escape closes it', async ({
  page,
}) => {
  await signUp(page, 'Book Now');
  await page.goto('/packages');
  const bookNow = card(page, 'Premium').getByRole('button', { name: 'Book Now' });
  await bookNow.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Premium', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(bookNow).toBeFocused();
});

test('custom builder: choose, replace, remove, running total, close clears, book', async ({
  page,
}) => {
  await signUp(page, 'Custom Builder');
  await page.goto('/packages');
  const open = page.getByRole('button', { name: 'Build Custom Package' });
  await open.click();
  const builder = page.getByRole('dialog', { name: 'Build Your Custom Package' });
  await expect(builder).toBeVisible();
  const services = builder.getByRole('list', { name: 'Services' });
  await expect(services.locator(':scope > li')).toHaveCount(9);
  const total = builder.getByTestId('custom-total');
  await expect(total).toContainText('$0');
  await expect(builder.getByRole('button', { name: 'Book Custom Package' })).toBeDisabled();

  // Expand Airport Pickup: its options with their features.
  const pickup = builder.getByRole('button', { name: /^Airport Pickup/ });
  await pickup.click();
  await expect(pickup).toHaveAttribute('aria-expanded', 'true');
  await expect(builder.getByText('Meet at the international arrivals hall')).toBeVisible();
  await builder.getByRole('button', { name: 'Select Airport Pickup: Standard' }).click();
  await expect(total).toContainText('$25');
  // Another option of the same service replaces it.
  await builder.getByRole('button', { name: 'Select Airport Pickup: Luxury' }).click();
  await expect(total).toContainText('$75');
  await expect(
    builder.getByRole('button', { name: 'Selected Airport Pickup: Luxury' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    builder.getByRole('button', { name: 'Select Airport Pickup: Standard' }),
  ).toHaveAttribute('aria-pressed', 'false');
  const chosen = builder.getByRole('list', { name: 'Chosen services' });
  await expect(chosen.getByRole('listitem')).toHaveCount(1);

  await builder.getByRole('button', { name: /^SIM Card Setup/ }).click();
  await builder.getByRole('button', { name: 'Select SIM Card Setup: Premium' }).click();
  await builder.getByRole('button', { name: /^TFN/ }).click();
  await builder
    .getByRole('button', { name: 'Select TFN & ABN Assistance: Both TFN & ABN' })
    .click();
  await expect(chosen.getByRole('listitem')).toHaveCount(3);
  await expect(total).toContainText('$165');

  await chosen.getByRole('button', { name: 'Remove SIM Card Setup' }).click();
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await expect(total).toContainText('$125');

  // Closing clears the selection; focus goes back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(builder).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await expect(builder.getByTestId('custom-total')).toContainText('$0');
  await expect(builder.getByText('No services chosen yet.')).toBeVisible();

  await builder.getByRole('button', { name: /^Bank Account Setup/ }).click();
  await builder.getByRole('button', { name: 'Select Bank Account Setup: Standard' }).click();
  await builder.getByRole('button', { name: /^Healthcare Registration/ }).click();
  await builder.getByRole('button', { name: 'Select Healthcare Registration: Basic' }).click();
  await expect(builder.getByTestId('custom-total')).toContainText('$55');
  await builder.getByRole('button', { name: 'Book Custom Package' }).click();
  await expect(builder).toBeHidden();
  const booking = page.getByRole('dialog');
  await expect(booking).toBeVisible();
  await expect(booking.getByRole('heading', { name: 'Custom Package', exact: true })).toBeVisible();
});
