import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig, devices } from '@playwright/test';

import { servicePorts } from './e2e/test-service-ports.ts';

// End-to-end tests drive the production build served by the real server, over a fresh
// embedded database, in Debian's Chromium (browsers are never downloaded).
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
// The SMTP server and OpenID provider the app server uses (e2e/test-services.ts).
const services = servicePorts(port);
const nodeBin = path.join(root, 'node_modules', '.bin', 'node');

// Computed once in the main process; workers inherit it.
process.env.LANDED_E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'landed-e2e-'));

// Specs that change what the public pages show (decision 042).
const SITE_EDITS = /admin-(catalogue|content)\.spec\.ts$/;

export const E2E_ADMIN = { email: 'admin@landed.test', password: 'Admin-e2e-Passw0rd!' };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Three on two cores: a third of a test's time is waiting (for the network to be quiet, for
  // a page to load), which a third worker fills. 5.0 to 4.0 minutes for the whole run, its
  // longest test 23 s of its 90 (docs/decisions/098).
  workers: 3,
  retries: 0,
  // A whole flow (sign-up, mail, booking, back-office) on a loaded two-core machine: the longest
  // took 44 s of the old 45 s limit in a full local run, and CI's machine is slower still. The
  // limit is there to catch a hang, not to time anything (budgets are `npm run bench`'s).
  timeout: 90_000,
  // A wait for what a person would see: 15 s catches a hang on CI's slower machine (decision 127).
  expect: { timeout: 15_000 },
  forbidOnly: true,
  outputDir: path.join(root, 'test-results'),
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? path.join(root, 'test-results', 'e2e.json'),
      },
    ],
  ],
  use: {
    baseURL,
    // A trace records a screencast and a DOM snapshot of every action of every test, a good part
    // of two cores' time, and only a failure's is kept. Under CI nobody can open it (the run
    // prints text), so it is off there; a failing test is re-run here with its trace.
    trace: process.env.CI === 'true' || process.env.CI === '1' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's old headless shell when installed (`npm test` installs it; decision 127),
      // else the full browser.
      executablePath:
        process.env.CHROMIUM_PATH ??
        (existsSync('/usr/bin/chromium-headless-shell')
          ? '/usr/bin/chromium-headless-shell'
          : '/usr/bin/chromium'),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: SITE_EDITS },
    // The catalogue and content specs add, hide and delete services, packages and banking
    // services and rewrite the site's texts, which changes what the public pages show (a tenth
    // service card, a second Most Popular, another headline): they run once the specs that read
    // what those pages show are done.
    {
      name: 'catalogue',
      use: { ...devices['Desktop Chrome'] },
      testMatch: SITE_EDITS,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    // First, so they exist before the app server starts.
    {
      command: `"${nodeBin}" "${path.join(here, 'e2e', 'test-services.ts')}"`,
      url: `http://127.0.0.1:${services.control}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { E2E_PORT: String(port) },
    },
    {
      command: `"${nodeBin}" "${path.join(root, 'apps', 'server', 'src', 'server.ts')}"`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: baseURL,
        DATA_DIR: process.env.LANDED_E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        JWT_SECRET: 'e2e-only-secret-that-is-long-enough-0123456789',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        // Many sign-ups from one address in a few seconds: the limits themselves are tested on
        // the server.
        RATE_LIMIT_AUTH_PER_MINUTE: '10000',
        RATE_LIMIT_FORMS_PER_MINUTE: '10000',
        // The admin specs sign the e2e administrators in with a password; two-factor.spec.ts
        // starts its own server with the production default, required (docs/decisions/054).
        ADMIN_MFA: 'optional',
        // Real mail and a real OpenID provider, on loopback.
        SMTP_URL: `smtp://127.0.0.1:${services.smtp}`,
        MAIL_FROM: 'Landed <no-reply@landed.test>',
        GOOGLE_CLIENT_ID: 'landed-e2e',
        GOOGLE_CLIENT_SECRET: 'landed-e2e-secret',
        GOOGLE_ISSUER: `http://127.0.0.1:${services.oidc}`,
      },
    },
  ],
});
