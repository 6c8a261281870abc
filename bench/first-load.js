// First-load JavaScript per page, from the production build: the entry chunk and its static
// imports, plus the page's own lazy chunk and its static imports (what the browser must fetch
// before the page can render), in gzip bytes. Dynamic imports (other pages, the toast library,
// the map...) are not counted: they load only when used.
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

export function measureFirstLoad(distDir) {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`No build manifest at ${manifestPath}: build the web app first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const modulesPath = path.join(distDir, '.vite', 'chunk-modules.json');
  const chunkModules = existsSync(modulesPath) ? JSON.parse(readFileSync(modulesPath, 'utf8')) : {};
  const gzipCache = new Map();
  const gzipBytes = (file) => {
    if (!gzipCache.has(file))
      gzipCache.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
    return gzipCache.get(file);
  };
  const closure = (key, seen = new Set()) => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return seen;
    seen.add(key);
    for (const imported of entry.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
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
      adminCode: [...appModules].some((m) => /features\/admin[^/]*\//.test(m)),
      // Code of the signed-in areas, which must load only when they are visited.
      privateCode: [...appModules].filter((m) =>
        /features\/(admin[^/]*|dashboard|booking)\//.test(m),
      ),
    };
  }
  return results;
}
