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

// A check without test cases counts as one.
async function check(name, command, args, options) {
  stage(name);
  const code = await run(command, args, options);
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

function countVitest(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numFailedTestSuites ?? 0),
  };
}

async function vitest(name, config, jsonName, env = {}) {
  stage(name);
  const file = path.join(out, `${jsonName}.json`);
  const code = await run(
    node24,
    [
      bin('vitest', 'vitest.mjs'),
      'run',
      '--config',
      config,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    { env: { ...process.env, ...env } },
  );
  const counts = countVitest(file);
  if (!counts) record(name, 0, 1, `exit code ${code}, no report`);
  else record(name, counts.passed, counts.failed + (code !== 0 && counts.failed === 0 ? 1 : 0));
}

stage('install');
ensureInstalled();

await check('type check (shared)', node24, [
  bin('typescript', 'bin', 'tsc'),
  '--noEmit',
  '-p',
  'packages/shared/tsconfig.json',
]);
await check('type check (server)', node24, [
  bin('typescript', 'bin', 'tsc'),
  '--noEmit',
  '-p',
  'apps/server/tsconfig.json',
]);
await check('type check (web)', node24, [
  bin('typescript', 'bin', 'tsc'),
  '--noEmit',
  '-p',
  'apps/web/tsconfig.json',
]);
await check('catalogues', node24, [path.join(root, 'scripts', 'check-catalogues.js')]);
await check('lint', node24, [bin('eslint', 'bin', 'eslint.js'), '.', '--max-warnings', '0']);
await check('format', node24, [
  bin('prettier', 'bin', 'prettier.cjs'),
  '--check',
  '.',
  '--log-level',
  'warn',
]);

await vitest('unit tests (shared, web)', 'vitest.config.ts', 'unit');
await vitest('server tests on PGlite', 'apps/server/vitest.config.ts', 'server-pglite', {
  TEST_DATABASE_URL: '',
});

// PostgreSQL: the one given, else a throwaway server when PostgreSQL is installed (and, under
// CI, installed first when missing).
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
if (pgUrl) {
  try {
    await vitest('server tests on PostgreSQL', 'apps/server/vitest.config.ts', 'server-postgres', {
      TEST_DATABASE_URL: pgUrl,
    });
  } finally {
    if (pg) stopPostgres(pg.dir);
  }
} else if (CI) {
  record(
    'server tests on PostgreSQL',
    0,
    1,
    'PostgreSQL is required under CI and could not be started',
  );
} else {
  lines.push('– server tests on PostgreSQL: not run (PostgreSQL is not installed; CI runs them)');
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
