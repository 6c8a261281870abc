// npm test: install what is missing, then type checks, lint, unit and integration tests (on
// embedded PGlite and on real PostgreSQL), the production build and the end-to-end tests in
// headless Chromium. Ends with `N passed, N failed` and a non-zero exit on any failure.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { ensureChromium } from './chromium.js';
import { ensureInstalled, ensureWebBuilt, log, node24, root, run } from './lib.js';
import { installPostgres, postgresAvailable, startPostgres, stopPostgres } from './postgres.js';

const CI = process.env.CI === 'true' || process.env.CI === '1';
const out = path.join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const bin = (...p) => path.join(root, 'node_modules', ...p);
const totals = { passed: 0, failed: 0 };
const lines = [];
const started = Date.now();

// Each stage's minutes are printed with its counts, so a slow stage is seen in every CI run.
let stageStarted = Date.now();
function stage(name) {
  stageStarted = Date.now();
  log(name);
}

function record(name, passed, failed, note = '') {
  totals.passed += passed;
  totals.failed += failed;
  const took = `${((Date.now() - stageStarted) / 60_000).toFixed(1)} min`;
  lines.push(
    `${failed ? '✖' : '✔'} ${name}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}, ${took}`,
  );
}

function countVitest(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numFailedTestSuites ?? 0),
  };
}

function vitestArgs(config, file) {
  return [
    bin('vitest', 'vitest.mjs'),
    'run',
    '--config',
    config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
}

function countOrFail(file, code) {
  const counts = countVitest(file);
  if (!counts) return { passed: 0, failed: 1, note: `exit code ${code}, no report` };
  return {
    passed: counts.passed,
    failed: counts.failed + (code !== 0 && counts.failed === 0 ? 1 : 0),
  };
}

async function vitest(name, config, jsonName, env = {}) {
  stage(name);
  const file = path.join(out, `${jsonName}.json`);
  const code = await run(node24, vitestArgs(config, file), { env: { ...process.env, ...env } });
  const { passed, failed, note } = countOrFail(file, code);
  record(name, passed, failed, note);
}

// Several vitest runs at once, each line of their output prefixed with the run's name; each
// recorded with its own minutes.
async function vitestTogether(runs) {
  stage(runs.map((r) => r.name).join(' and '));
  const results = await Promise.all(
    runs.map(async ({ name, config, jsonName, env, prefix }) => {
      const begun = Date.now();
      const file = path.join(out, `${jsonName}.json`);
      const code = await run(node24, vitestArgs(config, file), {
        env: { ...process.env, ...env },
        prefix,
      });
      return { name, took: Date.now() - begun, ...countOrFail(file, code) };
    }),
  );
  for (const { name, took, passed, failed, note } of results) {
    stageStarted = Date.now() - took;
    record(name, passed, failed, note);
  }
}

stage('install');
ensureInstalled();

// The static checks in two lanes at once, one a core (each is one process on one core): the
// type checks and the catalogues in one, lint and format in the other. Each is recorded with its
// own minutes, in this order; a check without test cases counts as one.
async function checksTogether(lanes) {
  stage('type checks, catalogues, lint and format');
  const results = await Promise.all(
    lanes.map(async (lane) => {
      const done = [];
      for (const { name, args } of lane) {
        const begun = Date.now();
        const code = await run(node24, args, { prefix: `[${name}]` });
        done.push({ name, code, took: Date.now() - begun });
      }
      return done;
    }),
  );
  for (const { name, code, took } of results.flat()) {
    stageStarted = Date.now() - took;
    record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  }
}

const tsc = (project) => [bin('typescript', 'bin', 'tsc'), '--noEmit', '-p', project];
await checksTogether([
  [
    { name: 'type check (shared)', args: tsc('packages/shared/tsconfig.json') },
    { name: 'type check (server)', args: tsc('apps/server/tsconfig.json') },
    { name: 'type check (web)', args: tsc('apps/web/tsconfig.json') },
    { name: 'catalogues', args: [path.join(root, 'scripts', 'check-catalogues.js')] },
  ],
  [
    { name: 'lint', args: [bin('eslint', 'bin', 'eslint.js'), '.', '--max-warnings', '0'] },
    {
      name: 'format',
      args: [bin('prettier', 'bin', 'prettier.cjs'), '--check', '.', '--log-level', 'warn'],
    },
  ],
]);

await vitest('unit tests (shared, web)', 'vitest.config.ts', 'unit');
// The server tests (docs/decisions/107): with PostgreSQL (always under CI), every file on
// PostgreSQL, the production database, and at the same time, on the embedded PGlite, the files
// marked `// @both-databases` (the storage layer, numbering, raw SQL, transactions, locks, work
// at once). Without PostgreSQL, every file on PGlite.
let pg = null;
let pgUrl = process.env.TEST_DATABASE_URL || '';
if (!pgUrl) {
  if (!postgresAvailable() && CI) installPostgres();
  if (postgresAvailable()) {
    try {
      pg = await startPostgres();
      pgUrl = pg.url;
    } catch (error) {
      console.error(`Could not start a throwaway PostgreSQL: ${error.message}`);
    }
  }
}
const serverConfig = 'apps/server/vitest.config.ts';
if (pgUrl) {
  try {
    await vitestTogether([
      {
        name: 'server tests on PostgreSQL (every file)',
        config: serverConfig,
        jsonName: 'server-postgres',
        env: { TEST_DATABASE_URL: pgUrl },
        prefix: '[postgres]',
      },
      {
        name: 'server tests on PGlite (@both-databases files)',
        config: serverConfig,
        jsonName: 'server-pglite',
        env: { TEST_DATABASE_URL: '', SERVER_TESTS: 'both-databases' },
        prefix: '[pglite]',
      },
    ]);
  } finally {
    if (pg) stopPostgres(pg.dir);
  }
} else {
  await vitest('server tests on PGlite (every file)', serverConfig, 'server-pglite', {
    TEST_DATABASE_URL: '',
  });
  if (CI) {
    record(
      'server tests on PostgreSQL',
      0,
      1,
      'PostgreSQL is required under CI and could not be started',
    );
  } else {
    lines.push(
      '– server tests on PostgreSQL: not run (PostgreSQL is not installed; CI runs them); every file ran on PGlite',
    );
  }
}

stage('production build');
const built = await ensureWebBuilt({ force: true });
record('production build', built === 0 ? 1 : 0, built === 0 ? 0 : 1);

const chromium = ensureChromium(log);
if (!chromium) {
  record('end-to-end tests', 0, 1, 'no Chromium');
} else if (built !== 0) {
  record('end-to-end tests', 0, 1, 'the build failed');
} else {
  stage('end-to-end tests (headless Chromium)');
  const file = path.join(out, 'e2e.json');
  const code = await run(
    node24,
    [bin('@playwright', 'test', 'cli.js'), 'test', '--config', 'apps/web/playwright.config.ts'],
    {
      env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_FILE: file },
    },
  );
  if (!existsSync(file)) {
    record('end-to-end tests', 0, 1, `exit code ${code}, no report`);
  } else {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    const failed = stats.unexpected + stats.flaky;
    record('end-to-end tests', stats.expected, failed + (code !== 0 && failed === 0 ? 1 : 0));
  }
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`\n${lines.join('\n')}\n\nFinished in ${minutes} min.`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
