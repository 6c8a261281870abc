// Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on the production build,
// served by the real server over a throwaway embedded database, in Debian's Chromium.
//
// The map tiles of /contact come from OpenStreetMap; this machine may have no internet, and a
// tile that fails to load is a console error that Lighthouse charges to Best Practices. The run
// blocks the tile host (Lighthouse ignores the errors of requests it blocked itself), so the
// figures measure our page, not a third party's reachability. See docs/decisions/024.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

import { ensureScriptFonts, findChromium } from '../scripts/chromium.js';
import { freePort, node24, root, serverArgs } from '../scripts/lib.js';

// Read when a run starts, so that a script may set it after importing this module.
const runsPerPage = () => Number(process.env.LIGHTHOUSE_RUNS ?? 3);

// The rendered public pages (issue 36, docs/decisions/137): performance 100, the largest paint
// within 0.8 s and under 100 ms of blocking time.
export const LIGHTHOUSE_PAGES = [
  { path: '/', performance: 100, lcpMs: 800, tbtMs: 100 },
  // A language's home page carries its interface texts in the page (docs/decisions/071).
  { path: '/zh-CN/', performance: 100, lcpMs: 800, tbtMs: 100 },
  { path: '/packages', performance: 100, lcpMs: 800, tbtMs: 100 },
  { path: '/blog', performance: 100, lcpMs: 800, tbtMs: 100 },
  { path: '/blog/oshc-and-seeing-a-gp-in-australia', performance: 100, lcpMs: 800, tbtMs: 100 },
  // The map (Leaflet) is the page's own work after its paint.
  { path: '/contact', performance: 95, lcpMs: 800, tbtMs: 200 },
];
export const TARGETS = { accessibility: 100, 'best-practices': 95, seo: 100 };

// The floor (issue 36): a bare page, one heading and a paragraph with inline CSS, gzip,
// answered at once by a loopback server of the bench's own and measured in the same run
// under the same simulated network and CPU as the app's pages.
export const BARE_PAGE = { path: 'bare page', bare: true, performance: 0 };
const BARE_HTML = gzipSync(
  [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Bare page</title><meta name="description" content="A heading and a paragraph.">',
    // No icon to fetch (the app's pages carry theirs inside too).
    '<link rel="icon" href="data:,">',
    '<style>body{margin:0 auto;max-width:40rem;padding:1rem;font-family:system-ui,sans-serif;',
    'line-height:1.5;color:#0f172a}h1{font-size:2rem;line-height:1.2}</style></head><body>',
    '<h1>Arrival support for international students</h1>',
    '<p>Airport pickup, a SIM card, somewhere to stay and a bank account: everything a new',
    ' student needs in their first week in Melbourne, arranged before they land.</p>',
    '</body></html>',
  ].join(''),
);

function startBarePage() {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'cache-control': 'no-cache',
    });
    response.end(BARE_HTML);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    });
  });
}

async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('The server stopped while starting.');
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not start within a minute.');
}

// `bare`: measure the bare page first, as the floor (its result is the one marked `bare`);
// `onReady(baseUrl)`: called once the server answers, before the first run.
export async function runLighthouse({
  pages = LIGHTHOUSE_PAGES,
  bare = false,
  onRun,
  onReady,
} = {}) {
  ensureScriptFonts(console.log);
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium found (set CHROMIUM_PATH).');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'landed-bench-'));
  // The embedded database in a throwaway folder, whatever this shell has configured.
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SMTP_URL', 'JWT_SECRET'])
    delete env[key];
  const server = spawn(node24, serverArgs(), {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  let chrome;
  const barePage = bare ? await startBarePage() : null;
  try {
    await waitForHealth(baseUrl, server);
    await onReady?.(baseUrl);
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const results = [];
    for (const page of barePage ? [BARE_PAGE, ...pages] : pages) {
      const url = page.bare ? barePage.url : `${baseUrl}${page.path}`;
      // Asked for once first, so that every run measures the page as the public cache keeps it
      // (docs/decisions/068), as nearly every visitor gets it, not its first render.
      await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }).then((r) =>
        r.arrayBuffer(),
      );
      // Three runs, and the median one kept (Lighthouse's own computeMedianRun), as Lighthouse
      // advises: one run on a shared two-core machine moves by several points.
      const lhrs = [];
      for (let run = 0; run < runsPerPage(); run++) {
        // One retry: on a busy machine a run can time out before the first paint.
        for (let attempt = 0; attempt < 2; attempt++) {
          const { lhr, artifacts } = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            blockedUrlPatterns: ['*.tile.openstreetmap.org'],
          });
          if (!lhr.runtimeError || attempt === 1) {
            lhrs.push(lhr);
            onRun?.(page, lhr, artifacts);
            break;
          }
        }
      }
      const valid = filterToValidRuns(lhrs);
      const runnerResult = { lhr: valid.length ? computeMedianRun(valid) : lhrs[0] };
      if (runnerResult.lhr.runtimeError) {
        console.error(`Lighthouse ${page.path}: ${runnerResult.lhr.runtimeError.message}`);
      }
      const { categories, audits } = runnerResult.lhr;
      const numeric = (id, digits = 0) => {
        const value = audits[id]?.numericValue;
        return typeof value === 'number' ? Number(value.toFixed(digits)) : null;
      };
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      const failing = Object.values(audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 1 &&
            ['binary', 'numeric'].includes(a.scoreDisplayMode) &&
            !['performance'].includes(a.id),
        )
        .filter((a) =>
          ['accessibility', 'best-practices', 'seo'].some((c) =>
            categories[c]?.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0),
          ),
        )
        .map((a) => a.id);
      results.push({
        path: page.path,
        ...(page.bare ? { bare: true } : {}),
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift', 3),
        lcpElement: lcpElement(audits),
        targets: { performance: page.performance, ...TARGETS },
        failingAudits: failing,
        // The scripts the run fetched, until the network was idle.
        scripts: (audits['network-requests']?.details?.items ?? [])
          .filter((item) => item.resourceType === 'Script')
          .map((item) => item.url),
      });
    }
    return results;
  } finally {
    if (chrome) await chrome.kill();
    barePage?.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => {
      if (server.exitCode !== null) resolve();
      else server.once('exit', resolve);
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// What the largest paint was (Lighthouse's own record): the element's tag and text.
export function lcpElement(audits) {
  const lists = audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = lists.find((item) => item.type === 'node');
  if (!node) return null;
  const tag = /^<(\w+)/.exec(node.snippet ?? '')?.[1] ?? '';
  return `${tag} ${(node.nodeLabel ?? '').slice(0, 60)}`.trim();
}

export function lighthousePasses(result) {
  return (
    result.performance >= result.targets.performance &&
    result.accessibility >= TARGETS.accessibility &&
    result.bestPractices >= TARGETS['best-practices'] &&
    result.seo >= TARGETS.seo
  );
}
