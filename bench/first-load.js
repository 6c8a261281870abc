// The app's JavaScript per page once it starts, from the production build: the entry chunk and
// its static imports, plus the page's own lazy chunk and its static imports (what the browser
// must fetch before the app can take the page over, or render a page the server did not), in
// gzip bytes. Dynamic imports (other pages, the toast library, the map...) are not counted:
// they load only when used. On a page rendered on the server this comes on the reader's first
// intent, not with the first visit (docs/decisions/138), which bench/run.js measures from
// Lighthouse's record.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { PAGE_LIST } from '../packages/shared/src/pages.ts';

// Route (`/services/{slug}`) → page module: every page of the page table (docs/decisions/056).
export const ROUTES = Object.fromEntries(
  PAGE_LIST.map(({ path, module }) => [
    path.replace(/:(\w+)/g, '{$1}'),
    `src/app/routes/${module}`,
  ]),
);

// The budget of the first visit of `/` and of each language's home page (issue 36,
// docs/decisions/122, 138): every script until the network is idle, gzip.
export const BUDGET_FIRST_LOAD_HOME = 80 * 1024;
// The app once started on `/` (the entry and the home page, the manifest's count): what a
// reader's first intent, or a signed-in visitor's arrival, fetches (docs/decisions/138).
export const BUDGET_APP_START_HOME = 100 * 1024;

// The driver's phone page (issue 35, docs/decisions/131): its own entry (driver.html), whose
// first load is every script it loads at once, gzip.
export const DRIVER_PAGE_ENTRY = 'driver.html';
export const BUDGET_DRIVER_PAGE = 60 * 1024;

// Packages that must never be in the first load of a public page.
export const HEAVY = [
  'leaflet',
  'react-leaflet',
  'react-markdown',
  'recharts',
  'chart.js',
  'echarts',
  'react-hot-toast',
];

// Forms and their validation come with the form that needs them, never on arrival at `/`.
export const FORMS = ['zod', 'react-hook-form', '@hookform/resolvers'];
// Code that never comes on arrival at `/`: the signed-in areas (back-office, dashboard, booking,
// partner portal, a driver's page) and the forms' own code (sign-in forms, field errors, known
// messages).
const PRIVATE_CODE = /features\/(admin[^/]*|dashboard|booking|partner[^/]*|driver[^/]*)\//;
const FORM_CODE = /features\/auth\/|lib\/(known-messages|form-field)\.ts$/;

// The gzip size of each file of a build, level 9 (what the budgets count).
export function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

// The scripts a visit fetched (their addresses), weighed from the build; addresses that are not
// a file of the build (none so far) weigh nothing.
export function scriptsBytes(distDir, urls) {
  return urls.reduce((sum, url) => {
    const file = path.join(distDir, new URL(url).pathname);
    return existsSync(file) ? sum + gzipSize(file) : sum;
  }, 0);
}

export function measureFirstLoad(distDir) {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`No build manifest at ${manifestPath}: build the web app first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const modulesPath = path.join(distDir, '.vite', 'chunk-modules.json');
  const chunkModules = existsSync(modulesPath) ? JSON.parse(readFileSync(modulesPath, 'utf8')) : {};
  const gzipCache = new Map();
  const gzipBytes = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSize(path.join(distDir, file)));
    return gzipCache.get(file);
  };
  const closure = (key, seen = new Set()) => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return seen;
    seen.add(key);
    for (const imported of entry.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find(
    (k) => manifest[k].isEntry && k !== DRIVER_PAGE_ENTRY,
  );
  const results = {};
  for (const [route, module] of Object.entries(ROUTES)) {
    if (!manifest[module]) continue;
    const keys = closure(module, closure(entryKey));
    const files = [...new Set([...keys].map((k) => manifest[k].file))].filter((f) =>
      f.endsWith('.js'),
    );
    const packages = new Set();
    const appModules = new Set();
    for (const file of files) {
      for (const id of chunkModules[file] ?? []) {
        if (id.startsWith('node_modules')) {
          const parts = id.split('/');
          packages.add(parts[1].startsWith('@') ? `${parts[1]}/${parts[2]}` : parts[1]);
        } else appModules.add(id);
      }
    }
    results[route] = {
      gzipBytes: files.reduce((sum, f) => sum + gzipBytes(f), 0),
      files,
      packages: [...packages].sort(),
      heavy: HEAVY.filter((p) => packages.has(p)),
      forms: [
        ...FORMS.filter((p) => packages.has(p)),
        ...[...appModules].filter((m) => FORM_CODE.test(m)),
      ],
      adminCode: [...appModules].some((m) => /features\/admin[^/]*\//.test(m)),
      // Code of the signed-in areas, which must load only when they are visited.
      privateCode: [...appModules].filter((m) => PRIVATE_CODE.test(m)),
    };
  }
  return results;
}

// The driver's page's first load: its entry and what it imports at once (gzip), and whether any
// of it is a file of the app's own first load (the app's shell must not come with it).
export function measureDriverPage(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  if (!manifest[DRIVER_PAGE_ENTRY]) throw new Error(`No ${DRIVER_PAGE_ENTRY} in the build.`);
  const closure = (key, seen = new Set()) => {
    if (!manifest[key] || seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const files = (key) =>
    [...closure(key)].map((k) => manifest[k].file).filter((file) => file.endsWith('.js'));
  const appKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k !== DRIVER_PAGE_ENTRY);
  const appFiles = new Set(appKey ? files(appKey) : []);
  // The runtime's few lines are the bundler's, shared by every entry.
  const own = files(DRIVER_PAGE_ENTRY);
  return {
    files: own,
    gzipBytes: own.reduce((sum, file) => sum + gzipSize(path.join(distDir, file)), 0),
    appFiles: own.filter((file) => appFiles.has(file) && !/rolldown-runtime/.test(file)),
  };
}
