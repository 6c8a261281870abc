// Two-factor sign-in (issue 13, docs/decisions/054): a student turns it on from Account
// Settings and signs in with a code, then with a recovery code; an administrator without it is
// sent from /admin to enrolment by a server with the production default, ADMIN_MFA=required.
// Codes are computed here with the library the server uses, as an authenticator app would.
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

import { startFreshInstall } from './fresh-install.ts';
import type { FreshInstall } from './fresh-install.ts';
import { PASSWORD, signUp, uniqueEmail } from './support.ts';
import { servicePorts } from './test-service-ports.ts';

// The code an authenticator app shows `stepsAhead` 30-second steps from now. The server
// accepts one step either side and each step once, so a second code in the same half-minute
// is the next step's.
function code(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function enrol(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('2. Enter the 6-digit code the app shows').fill(code(secret));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();
  const recoveryCodes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  return { secret, recoveryCodes };
}

async function signInWithPassword(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a student turns on two-factor sign-in, then signs in with a code and with a recovery code', async ({
  page,
}) => {
  test.slow();
  const { email } = await signUp(page, 'Hoa Nguyen', uniqueEmail('two-factor'));
  await page.goto('/dashboard');
  const settings = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(settings.getByText('Off', { exact: true })).toBeVisible();
  const { secret, recoveryCodes } = await enrol(page);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(settings.getByText('Recovery codes left: 10.')).toBeVisible();

  // Signed out, the password alone is not enough.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await signInWithPassword(page, email);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right');
  await page.getByLabel('Authentication code').fill(code(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();

  // Phone lost: a recovery code, once.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await signInWithPassword(page, email);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('Recovery codes left: 9.')).toBeVisible();
});

test.describe('with ADMIN_MFA=required (the production default)', () => {
  const port = servicePorts(Number(process.env.E2E_PORT ?? 4310)).strictAdmin;
  const baseURL = `http://127.0.0.1:${port}`;
  const admin = { email: 'strict-admin@landed.test', password: 'Strict-admin-Passw0rd!' };
  let install: FreshInstall | null = null;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    install = await startFreshInstall({ port, owner: admin, env: { ADMIN_MFA: 'required' } });
  });

  test.afterAll(async () => {
    await install?.stop();
  });

  test('an administrator without two-factor is sent from /admin to enrolment, then let in', async ({
    page,
  }) => {
    test.slow();
    await page.goto(`${baseURL}/login`);
    await page.getByLabel('Email Address').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Logged in successfully')).toBeVisible();

    await page.goto(`${baseURL}/admin`);
    await expect(page).toHaveURL(`${baseURL}/dashboard/two-factor`);
    await expect(
      page.getByText('Administrators must turn on two-factor sign-in before using the admin area.'),
    ).toBeVisible();
    const { secret } = await enrol(page);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(page).toHaveURL(`${baseURL}/admin`);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    // Required: it cannot be turned off, and the next sign-in asks for the code.
    await page.goto(`${baseURL}/dashboard/two-factor`);
    await expect(page.getByRole('button', { name: 'New recovery codes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn off two-factor sign-in' })).toHaveCount(0);
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${baseURL}/login`);
    await page.getByLabel('Email Address').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByLabel('Authentication code').fill(code(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Logged in successfully')).toBeVisible();
    await page.goto(`${baseURL}/admin`);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  });
});
