// Finds Debian's Chromium, installing it when allowed. Browsers are never downloaded by
// Playwright (no `playwright install`).
//
// The end-to-end tests use Debian's `chromium-headless-shell` (the old headless shell, which is
// what Playwright itself runs headless tests in): the full browser in its new headless mode is
// a whole browser without a window, and took twice the wall time and more than twice the CPU
// for the same specs (docs/decisions/127). Lighthouse (`npm run bench`) uses the full browser.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

// The full browser (Lighthouse).
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv) && fromEnv !== HEADLESS_SHELL) return fromEnv;
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

function aptInstall(log, packages) {
  const canInstall =
    process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!canInstall) return false;
  log(`Installing ${packages.join(', ')} from Debian packages for the end-to-end tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install =
    update.status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  return Boolean(install) && install.status === 0;
}

// The browser for the end-to-end tests: CHROMIUM_PATH, else the headless shell (installed when
// missing and allowed), else the full browser. Returns its path, or null with the reason printed.
export function ensureChromium(log) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (
    aptInstall(log, ['chromium-headless-shell', 'fonts-liberation']) &&
    existsSync(HEADLESS_SHELL)
  )
    return HEADLESS_SHELL;
  const full = findChromium();
  if (full) {
    log(
      `chromium-headless-shell could not be installed; the end-to-end tests use ${full} (slower).`,
    );
    return full;
  }
  console.error(
    'No Chromium found for the end-to-end tests. Install it with `sudo apt-get install ' +
      'chromium-headless-shell` (Debian/Ubuntu) or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  return null;
}
