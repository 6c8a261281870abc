// Finds Debian's Chromium for the end-to-end tests, installing it when allowed. Browsers are
// never downloaded by Playwright (no `playwright install`).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

// Returns the browser's path, or null with the reason printed.
export function ensureChromium(log) {
  const found = findChromium();
  if (found) return found;
  const canInstall =
    process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!canInstall) {
    console.error(
      'No Chromium found for the end-to-end tests. Install it with `sudo apt-get install chromium` ' +
        '(Debian/Ubuntu) or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
    return null;
  }
  log('Installing Chromium from Debian packages for the end-to-end tests...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install =
    update.status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], {
      stdio: 'inherit',
      env,
    });
  if (!install || install.status !== 0) {
    console.error('apt-get could not install chromium; install it by hand or set CHROMIUM_PATH.');
    return null;
  }
  return findChromium();
}
