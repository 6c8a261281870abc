// npm run bench: measures and writes bench/results/<date>.json and .md. Budgets are checked
// here, as sizes or ratios, never as timed tests. Run from the repository root.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PAGE_LIST } from '../packages/shared/src/pages.ts';
import { compileCatalogue } from '../apps/web/catalogues-plugin.ts';
import { ensureWebBuilt } from '../scripts/lib.js';
import { postgresAvailable, startPostgres, stopPostgres } from '../scripts/postgres.js';
import { benchApi, measureCeiling } from './api.js';
import { FLIGHT_DATA_RATIO, benchArrivals } from './arrivals.js';
import { benchPartnerImport } from './partner-import.js';
import { benchPartnerBoard } from './partner-board.js';
import { atScaleChecks, benchAtScale } from './at-scale.js';
import { LIVE_BUDGET_MS, benchLiveBoard } from './live-board.js';
import { benchStatements } from './statements.js';
import { lookUpsCheck, lookUpsSection, simulateWeek } from './flight-lookups.js';
import {
  BUDGET_APP_START_HOME,
  BUDGET_DRIVER_PAGE,
  BUDGET_FIRST_LOAD_HOME,
  measureDriverPage,
  measureFirstLoad,
  scriptsBytes,
} from './first-load.js';
import {
  BARE_PAGE,
  LIGHTHOUSE_PAGES,
  TARGETS,
  lighthousePasses,
  runLighthouse,
} from './lighthouse.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The first visit of `/` and `/zh-CN/` (docs/decisions/122, 138): Lighthouse's record below.
// The manifest's count here is the app once started (on the reader's first intent).
const budgetText = `≤ ${BUDGET_FIRST_LOAD_HOME / 1024} KB`;
// The public pages: those the server preloads (with `data` in the page table).
const PUBLIC_ROUTES = PAGE_LIST.filter((page) => page.data).map((page) =>
  page.path.replace(/:(\w+)/g, '{$1}'),
);

// BENCH_ONLY=web or BENCH_ONLY=server (or both, comma-separated) runs only those parts: the
// web app's build, first loads and Lighthouse; the server under load. The results then go to
// bench/results/<date>-<parts>.json and .md, beside the whole run's.
const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
const runs = (part) => !only || only.includes(part);
const web = runs('web');

if (web && (await ensureWebBuilt()) !== 0) {
  console.error('The web app did not build.');
  process.exit(1);
}

const firstLoad = web ? measureFirstLoad(path.join(root, 'apps', 'web', 'dist')) : {};
const home = firstLoad['/'];
const checks = [];
if (web)
  checks.push(
    {
      name: "the app's JS once started on / (entry and home page, gzip)",
      value: `${(home.gzipBytes / 1024).toFixed(1)} KB`,
      budget: `≤ ${BUDGET_APP_START_HOME / 1024} KB`,
      pass: home.gzipBytes <= BUDGET_APP_START_HOME,
    },
    {
      name: 'no heavy library or admin code in the first load of /',
      value: [...home.heavy, ...(home.adminCode ? ['admin code'] : [])].join(', ') || 'none',
      budget: 'none',
      pass: home.heavy.length === 0 && !home.adminCode,
    },
    {
      name: 'no admin code in the first load of any public page',
      value: PUBLIC_ROUTES.filter((r) => firstLoad[r]?.adminCode).join(', ') || 'none',
      budget: 'none',
      pass: PUBLIC_ROUTES.every((r) => !firstLoad[r]?.adminCode),
    },
    {
      name: 'no dashboard, booking, partner or admin code in the first load of /',
      value: home.privateCode.join(', ') || 'none',
      budget: 'none',
      pass: home.privateCode.length === 0,
    },
    {
      name: 'no form, validation or known-messages code in the first load of /',
      value: home.forms.join(', ') || 'none',
      budget: 'none',
      pass: home.forms.length === 0,
    },
  );

// The driver's phone page (issue 35, docs/decisions/131): its own entry, never the app's shell.
const driverPage = web ? measureDriverPage(path.join(root, 'apps', 'web', 'dist')) : null;
if (web)
  checks.push(
    {
      name: "first-load JS of the driver's page /driver (gzip)",
      value: `${(driverPage.gzipBytes / 1024).toFixed(1)} KB in ${driverPage.files.length} files`,
      budget: `≤ ${BUDGET_DRIVER_PAGE / 1024} KB`,
      pass: driverPage.gzipBytes <= BUDGET_DRIVER_PAGE,
    },
    {
      name: "none of the app's first-load files in the driver's page",
      value: driverPage.appFiles.join(', ') || 'none',
      budget: 'none',
      pass: driverPage.appFiles.length === 0,
    },
  );

// Flight look-ups (issue 34; docs/decisions/128): a simulated week of 1,000 bookings on 200
// flights through the real cadence; a count, not a timing.
const flightLookUps = simulateWeek();
checks.push(lookUpsCheck(flightLookUps));

// Lighthouse, mobile preset, on the production build (bench/lighthouse.js). First, while the
// machine is quiet: its scores are absolute, and right after minutes of load runs this shared
// machine gave several points less than on its own.
let lighthouse = [];
try {
  if (web) lighthouse = await runLighthouse({ bare: true });
} catch (error) {
  console.error(`Lighthouse could not run: ${error.message}`);
}
// The floor (issue 36, docs/decisions/137): a bare page measured in the same run, under the
// same simulated network and processor.
const floor = lighthouse.find((l) => l.bare);
const floorText = floor ? `${(floor.lcpMs / 1000).toFixed(2)} s` : 'not run';
if (web)
  checks.push({
    name: `Lighthouse ${BARE_PAGE.path} (one heading and a paragraph, inline CSS, gzip): the floor`,
    value: floor ? `LCP ${floorText}, TBT ${floor.tbtMs} ms` : 'not run',
    budget: 'measured',
    pass: Boolean(floor),
  });
for (const page of web ? LIGHTHOUSE_PAGES : []) {
  const r = lighthouse.find((l) => l.path === page.path);
  checks.push({
    name: `Lighthouse ${page.path} (perf / a11y / best practices / SEO)`,
    value: r ? `${r.performance} / ${r.accessibility} / ${r.bestPractices} / ${r.seo}` : 'not run',
    budget: `≥ ${page.performance} / ${TARGETS.accessibility} / ${TARGETS['best-practices']} / ${TARGETS.seo}`,
    pass: Boolean(r && lighthousePasses(r)),
  });
  // The rendered public pages: the largest paint early, beside the floor, and nothing moving.
  if (page.lcpMs) {
    const ratio =
      r && floor ? `${(r.lcpMs / floor.lcpMs).toFixed(2)}× the floor's ${floorText}` : '';
    checks.push({
      name: `Lighthouse ${page.path} Largest Contentful Paint / CLS`,
      value: r ? `${(r.lcpMs / 1000).toFixed(2)} s (${ratio}) / ${r.cls}` : 'not run',
      budget: `≤ ${(page.lcpMs / 1000).toFixed(1)} s / 0`,
      pass: Boolean(r && r.lcpMs <= page.lcpMs && r.cls === 0),
    });
  }
  if (page.tbtMs) {
    checks.push({
      name: `Lighthouse ${page.path} Total Blocking Time`,
      value: r ? `${r.tbtMs} ms` : 'not run',
      budget: `< ${page.tbtMs} ms`,
      pass: Boolean(r && r.tbtMs < page.tbtMs),
    });
  }
}

// Every script the first visit of a home page fetched until the network was idle
// (Lighthouse's record of the run), each at its gzip size from the build: not only what the
// page needs to render. The same budget for each language's home page (issue 18), whose
// interface texts come with the app (docs/decisions/137; measured beside it).
const catalogueBytes = (locale) => {
  const dir = path.join(root, 'apps', 'web', 'src', 'locales', locale);
  const messages = {};
  for (const file of readdirSync(dir).filter((name) => /^public(\..+)?\.json$/.test(name))) {
    Object.assign(messages, JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  }
  return gzipSync(JSON.stringify(compileCatalogue(messages)), { level: 9 }).length;
};
for (const [pagePath, locale] of [
  ['/', 'en'],
  ['/zh-CN/', 'zh-CN'],
]) {
  const run = lighthouse.find((l) => l.path === pagePath);
  if (!run?.scripts) continue;
  const bytes = scriptsBytes(path.join(root, 'apps', 'web', 'dist'), run.scripts);
  checks.push({
    name: `JavaScript of the first visit of ${pagePath}, every script until the network is idle (gzip)`,
    value: `${(bytes / 1024).toFixed(1)} KB in ${run.scripts.length} files (its texts, ${(catalogueBytes(locale) / 1024).toFixed(1)} KB, come with the app: 137)`,
    budget: budgetText,
    pass: bytes <= BUDGET_FIRST_LOAD_HOME,
  });
}

// The API under load, on both databases, beside the ceiling (a bare Fastify route).
// BENCH_SKIP_API=1 measures the build only.
const apiRuns = [];
let ceiling = null;
let arrivals = null;
let partnerBoard = null;
let statements = null;
let partnerImport = null;
let liveBoard = null;
let atScale = null;
const server = runs('server') && !process.env.BENCH_SKIP_API;
if (server) {
  ceiling = await measureCeiling();
  const given = process.env.BENCH_DATABASE_URL;
  const pg = !given && postgresAvailable() ? await startPostgres() : null;
  try {
    apiRuns.push(await benchApi({ label: 'PGlite', ceiling }));
    if (given || pg) {
      apiRuns.push(await benchApi({ label: 'PostgreSQL', databaseUrl: given ?? pg.url, ceiling }));
      // The arrivals board for a day among 10,000 bookings (issue 15; docs/decisions/060).
      arrivals = await benchArrivals({ databaseUrl: given ?? pg.url });
      // The partner's board, a week of one partner among 10,000 bookings (issue 27; 095).
      partnerBoard = await benchPartnerBoard({ databaseUrl: given ?? pg.url });
      // The back-office's reads among 100,000 bookings, with their plans (issue 36; 139). The
      // plans are read from the server's log: only on the PostgreSQL started here.
      atScale = await benchAtScale({
        databaseUrl: given ?? pg.url,
        logFile: pg ? path.join(pg.dir, 'server.log') : null,
      });
      // Status to board across two instances, 50 changes a second (issue 35; 135).
      liveBoard = await benchLiveBoard({ databaseUrl: given ?? pg.url });
    }
    // A 5,000-line bank statement imported and matched (issue 26; docs/decisions/088): on
    // PostgreSQL when there is one, else on PGlite.
    statements = await benchStatements({ databaseUrl: given ?? pg?.url ?? null });
    // A partner's 1,000-row CSV of students confirmed (issue 27; docs/decisions/093).
    partnerImport = await benchPartnerImport({ databaseUrl: given ?? pg?.url ?? null });
  } finally {
    ceiling.stop();
    if (pg) stopPostgres(pg.dir);
  }
  for (const run of apiRuns) {
    for (const read of ['GET /api/public/services', 'GET /api/public/packages']) {
      const r = run.throughput[read];
      checks.push({
        name: `${read} throughput vs the ceiling (${run.label})`,
        value: `${Math.round(r.ratioToCeiling * 100)} % (${r.requestsPerSecond} of ${r.ceilingRequestsPerSecond} req/s)`,
        budget: '≥ 50 %',
        pass: r.ratioToCeiling >= 0.5,
      });
    }
    // The rendered post against its API answer is checked as the server's processor time per
    // answer at one pace (docs/decisions/069). Their raw rates at saturation are in the table
    // below, not checked: autocannon, not the server, caps a compressed 11 KB page (the
    // server is about half idle then), so that ratio says what the load generator manages.
    const paced = run.blogAtOnePace;
    const measured = Boolean(paced.apiMicrosPerAnswer && paced.htmlMicrosPerAnswer);
    checks.push({
      name: `GET /blog/{slug} (HTML, rendered) server capacity vs GET /api/public/blog/{slug}: processor time per answer, both at ${paced.requestsPerSecond} req/s (${run.label})`,
      value: measured
        ? `${Math.round((paced.apiMicrosPerAnswer / paced.htmlMicrosPerAnswer) * 100)} % (${paced.htmlMicrosPerAnswer} µs vs ${paced.apiMicrosPerAnswer} µs per answer)`
        : 'not measured (no /proc)',
      budget: '≥ 50 %',
      pass:
        measured &&
        paced.htmlMicrosPerAnswer <= 2 * paced.apiMicrosPerAnswer &&
        run.throughput['GET /blog/{slug} (HTML)'].non2xx === 0,
    });
    checks.push({
      name: `sign-in at 50 connections vs one sign-in alone (${run.label})`,
      value: `${run.login.perLoginAt50Ms} ms per sign-in vs ${run.login.singleLoginMs} ms alone`,
      budget: '≤ 2×',
      pass: run.login.perLoginAt50Ms <= 2 * run.login.singleLoginMs,
    });
  }
  const onPostgres = apiRuns.find((r) => r.label === 'PostgreSQL');
  for (const [what, key] of [
    ['booking creation', 'createBookingLatency'],
    ['bookings list', 'bookingsListLatency'],
  ]) {
    checks.push({
      name: `${what} p99 at 50 connections, 50 req/s, PostgreSQL`,
      value: onPostgres
        ? `${onPostgres[key].p99Ms} ms (the ceiling at the same pace: ${ceiling.latency.p99Ms} ms)`
        : 'not measured (no PostgreSQL)',
      budget: '< 50 ms',
      pass: onPostgres ? onPostgres[key].p99Ms < 50 : false,
    });
  }
}

if (server) {
  checks.push(
    ...(atScale
      ? atScaleChecks(atScale)
      : [
          {
            name: "the back-office's reads among 100,000 bookings, p99 and plans, PostgreSQL",
            value: 'not measured (no PostgreSQL)',
            budget: '< 50 ms; indexes, no seq scan',
            pass: false,
          },
        ]),
  );
  checks.push(
    {
      name: 'arrivals board, a day among 10,000 bookings, p99 at 50 req/s, PostgreSQL',
      value: arrivals
        ? `${arrivals.latency.p99Ms} ms (p50 ${arrivals.latency.p50Ms} ms, ${arrivals.rowsOnTheDay} arrivals that day)`
        : 'not measured (no PostgreSQL)',
      budget: '< 50 ms',
      pass: Boolean(arrivals && arrivals.latency.p99Ms < 50 && arrivals.latency.non2xx === 0),
    },
    {
      name: 'arrivals board, a day with a flights row for every booking vs a day without, measured at once, p99 at 25 + 25 req/s, PostgreSQL',
      value: arrivals
        ? `${Math.round(arrivals.flightData.ratio * 100)} % (${arrivals.flightData.withFlights.p99Ms} ms vs ${arrivals.flightData.without.p99Ms} ms, medians of ${arrivals.flightData.turns} turns; p50 ${Math.round(arrivals.flightData.p50Ratio * 100)} %; ${arrivals.flightData.rowsWithFlight} and ${arrivals.flightData.rows.without} rows)`
        : 'not measured (no PostgreSQL)',
      budget: `≤ ${Math.round(FLIGHT_DATA_RATIO * 100)} %`,
      pass: Boolean(
        arrivals &&
        arrivals.flightData.ratio <= FLIGHT_DATA_RATIO &&
        arrivals.flightData.rowsWithFlight > 0 &&
        arrivals.flightData.non2xx === 0,
      ),
    },
    {
      name: "partner's board, a week of one partner among 10,000 bookings, p99 at 50 req/s, PostgreSQL",
      value: partnerBoard
        ? `${partnerBoard.latency.p99Ms} ms (p50 ${partnerBoard.latency.p50Ms} ms, ${partnerBoard.rowsInTheWeek} arrivals that week)`
        : 'not measured (no PostgreSQL)',
      budget: '< 50 ms',
      pass: Boolean(
        partnerBoard &&
        partnerBoard.rowsInTheWeek > 0 &&
        partnerBoard.latency.p99Ms < 50 &&
        partnerBoard.latency.non2xx === 0,
      ),
    },
    {
      name: 'status to board: a change made on one instance heard by a board open on another, 50 active drivers, 50 changes/s, p99, PostgreSQL',
      value: liveBoard
        ? `${liveBoard.p99Ms} ms (p50 ${liveBoard.p50Ms} ms, max ${liveBoard.maxMs} ms; ${liveBoard.changes} changes by ${liveBoard.trigger}, ${liveBoard.missed} missed, ${liveBoard.failed} failed)`
        : 'not measured (no PostgreSQL)',
      budget: `< ${LIVE_BUDGET_MS / 1000} s`,
      pass: Boolean(liveBoard?.pass),
    },
    {
      name: 'arrivals board reads bookings_preferred_date_idx',
      value: arrivals
        ? `${arrivals.indexScans} index scans for ${arrivals.requests} requests`
        : 'not measured (no PostgreSQL)',
      budget: 'every request',
      pass: Boolean(arrivals?.usesIndex),
    },
  );
}

if (statements) {
  checks.push({
    name: `a 5,000-line bank statement imported and matched (${statements.database})`,
    value: `${statements.import.linesPerSecond} lines/s (${statements.import.ms} ms): ${statements.import.exact} exact, ${statements.import.mismatched} mismatched, ${statements.import.unmatched} unmatched of ${statements.import.credits} credits; again: ${statements.reimport.duplicates} duplicates, ${statements.reimport.linesPerSecond} lines/s`,
    budget: 'every credit matched as built; nothing twice',
    pass: statements.asBuilt,
  });
}

if (partnerImport) {
  checks.push({
    name: `a partner's 1,000-row CSV of new students previewed and confirmed (${partnerImport.database})`,
    value: `preview ${partnerImport.preview.ms} ms, confirm ${partnerImport.confirm.ms} ms (${partnerImport.confirm.created} bookings and accounts); the same file again: ${partnerImport.again.created} created, ${partnerImport.again.skipped} skipped`,
    budget: 'every row booked once; nothing twice',
    pass: partnerImport.asBuilt,
  });
}

const date = new Date().toISOString().slice(0, 10);
const report = {
  date,
  node: process.version,
  firstLoad,
  driverPage,
  ceiling,
  api: apiRuns,
  arrivals,
  flightLookUps,
  statements,
  partnerImport,
  liveBoard,
  atScale,
  lighthouse,
  checks,
};
const dir = path.join(root, 'bench', 'results');
mkdirSync(dir, { recursive: true });
const file = only ? `${date}-${only.join('-')}` : date;
writeFileSync(path.join(dir, `${file}.json`), JSON.stringify(report, null, 2) + '\n');

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
  ...(apiRuns.length
    ? [
        `## API at ${apiRuns[0].connections} connections (autocannon, ${apiRuns[0].durationSeconds} s each)`,
        '',
        `Ceiling: a bare Fastify route in its own process, measured just before each endpoint (first measurement: ${ceiling.throughput.requestsPerSecond} req/s, p99 ${ceiling.throughput.p99Ms} ms). Every run follows an unmeasured 2 s one (docs/decisions/015).`,
        '',
        'Server µs per answer: the processor time the server (or the ceiling) spent per answer during the measured run, read from /proc; a measure of its capacity that the load generator cannot cap (docs/decisions/069).',
        '',
        '| database | endpoint | req/s | ceiling req/s | vs ceiling | server µs per answer | ceiling µs per answer | p50 ms | p99 ms | non-2xx | errors |',
        '|---|---|---|---|---|---|---|---|---|---|---|',
        ...apiRuns.flatMap((run) =>
          Object.entries(run.throughput).map(
            ([name, r]) =>
              `| ${run.label} | ${name} | ${r.requestsPerSecond} | ${r.ceilingRequestsPerSecond} | ${Math.round(r.ratioToCeiling * 100)} % | ${r.cpuMicrosPerRequest ?? '–'} | ${r.ceilingCpuMicrosPerRequest ?? '–'} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.errors} |`,
          ),
        ),
        '',
        `At an even 50 req/s over 50 connections (open loop), booking creation: ${apiRuns.map((r) => `${r.label} p50 ${r.createBookingLatency.p50Ms} ms, p99 ${r.createBookingLatency.p99Ms} ms`).join('; ')}; bookings list: ${apiRuns.map((r) => `${r.label} p50 ${r.bookingsListLatency.p50Ms} ms, p99 ${r.bookingsListLatency.p99Ms} ms`).join('; ')}; the ceiling at the same pace: p99 ${ceiling.latency.p99Ms} ms.`,
        '',
      ]
    : []),
  ...lookUpsSection(flightLookUps),
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
  `The floor is a bare page (one heading and a paragraph, inline CSS, gzip) served by the bench itself and measured in the same run; "× floor" is each page's LCP over the floor's.`,
  '',
  '| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | × floor | TBT ms | CLS | largest paint | audits below 100 |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...lighthouse.map(
    (r) =>
      `| ${r.bare ? r.path : `\`${r.path}\``} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${floor ? (r.lcpMs / floor.lcpMs).toFixed(2) : '–'} | ${r.tbtMs} | ${r.cls} | ${r.lcpElement ?? '–'} | ${r.bare ? '–' : r.failingAudits.join(', ') || '–'} |`,
  ),
  '',
].join('\n');
writeFileSync(path.join(dir, `${file}.md`), md);
console.log(md);
process.exit(checks.every((c) => c.pass) ? 0 : 1);
