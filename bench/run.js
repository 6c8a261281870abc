// npm run bench: measures and writes bench/results/<date>.json and .md. Budgets are checked
// here, as sizes or ratios, never as timed tests. Run from the repository root.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ensureWebBuilt } from '../scripts/lib.js';
import { measureFirstLoad } from './first-load.js';
import { LIGHTHOUSE_PAGES, TARGETS, lighthousePasses, runLighthouse } from './lighthouse.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_FIRST_LOAD_HOME = 100 * 1024;

if ((await ensureWebBuilt()) !== 0) {
  console.error('The web app did not build.');
  process.exit(1);
}

const firstLoad = measureFirstLoad(path.join(root, 'apps', 'web', 'dist'));
const home = firstLoad['/'];
const checks = [
  {
    name: 'first-load JS of / (gzip)',
    value: `${(home.gzipBytes / 1024).toFixed(1)} KB`,
    budget: '≤ 100 KB',
    pass: home.gzipBytes <= BUDGET_FIRST_LOAD_HOME,
  },
  {
    name: 'no heavy library or admin code in the first load of /',
    value: [...home.heavy, ...(home.adminCode ? ['admin code'] : [])].join(', ') || 'none',
    budget: 'none',
    pass: home.heavy.length === 0 && !home.adminCode,
  },
];

// Lighthouse, mobile preset, on the production build (bench/lighthouse.js).
let lighthouse = [];
try {
  lighthouse = await runLighthouse();
} catch (error) {
  console.error(`Lighthouse could not run: ${error.message}`);
}
for (const page of LIGHTHOUSE_PAGES) {
  const r = lighthouse.find((l) => l.path === page.path);
  checks.push({
    name: `Lighthouse ${page.path} (perf / a11y / best practices / SEO)`,
    value: r ? `${r.performance} / ${r.accessibility} / ${r.bestPractices} / ${r.seo}` : 'not run',
    budget: `≥ ${page.performance} / ${TARGETS.accessibility} / ${TARGETS['best-practices']} / ${TARGETS.seo}`,
    pass: Boolean(r && lighthousePasses(r)),
  });
}

const date = new Date().toISOString().slice(0, 10);
const report = { date, node: process.version, firstLoad, lighthouse, checks };
const dir = path.join(root, 'bench', 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, `${date}.json`), JSON.stringify(report, null, 2) + '\n');

const md = [
  `# Bench ${date}`,
  '',
  '## Budgets',
  '',
  '| check | measured | budget | |',
  '|---|---|---|---|',
  ...checks.map(
    (c) => `| ${c.name} | ${c.value} | ${c.budget} | ${c.pass ? 'pass' : '**FAIL**'} |`,
  ),
  '',
  '## First-load JavaScript per page (gzip)',
  '',
  '| page | KB | heavy packages |',
  '|---|---|---|',
  ...Object.entries(firstLoad).map(
    ([route, r]) =>
      `| \`${route}\` | ${(r.gzipBytes / 1024).toFixed(1)} | ${r.heavy.join(', ') || '–'} |`,
  ),
  '',
  '## Lighthouse (mobile preset, Debian Chromium, map tiles blocked)',
  '',
  '| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | audits below 100 |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...lighthouse.map(
    (r) =>
      `| \`${r.path}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.failingAudits.join(', ') || '–'} |`,
  ),
  '',
].join('\n');
writeFileSync(path.join(dir, `${date}.md`), md);
console.log(md);
process.exit(checks.every((c) => c.pass) ? 0 : 1);
