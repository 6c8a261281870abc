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
  log(`Installing ${packages.join(', ')} from Debian packages for the browser tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install =
    update.status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  return Boolean(install) && install.status === 0;
}

// The site's languages write in three scripts: Latin (English, Vietnamese), Han (Chinese) and
// Devanagari (Hindi, Nepali). A reader's phone has fonts for all three; a bare Debian has only
// Latin ones, and Chromium then draws the others as empty boxes, of other widths than the
// letters, so screenshots show nothing readable and a page's fit on a phone is measured on
// boxes. The smallest Debian fonts that cover them are installed when missing and allowed
// (about 8 MB); without them the tests still run, with a warning.
const SCRIPT_FONTS = [
  { lang: 'zh-cn', name: 'Chinese', pkg: 'fonts-wqy-zenhei' },
  { lang: 'hi', name: 'Devanagari', pkg: 'fonts-lohit-deva' },
];

export function ensureScriptFonts(log) {
  if (spawnSync('sh', ['-c', 'command -v fc-list']).status !== 0) return;
  const missing = SCRIPT_FONTS.filter(
    ({ lang }) =>
      spawnSync('fc-list', [`:lang=${lang}`], { encoding: 'utf8' }).stdout?.trim() === '',
  );
  if (missing.length === 0) return;
  const packages = missing.map((font) => font.pkg);
  if (!aptInstall(log, packages)) {
    const names = missing.map((font) => font.name).join(' or ');
    log(
      `No ${names} font: pages in those languages are drawn as boxes in the browser tests ` +
        `(apt-get install ${packages.join(' ')}).`,
    );
  }
}

// The browser for the end-to-end tests, with fonts for every language of the site (after the
// browser, which brings fontconfig along).
export function ensureChromium(log) {
  const browser = findTestBrowser(log);
  if (browser) ensureScriptFonts(log);
  return browser;
}

// CHROMIUM_PATH, else the headless shell (installed when missing and allowed), else the full
// browser. Returns its path, or null with the reason printed.
function findTestBrowser(log) {
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
