// npm run test:production-start: `NODE_ENV=production npm start` on a fresh clone, the way
// most hosts start a Node app (docs/decisions/046-production-start.md). Clones this
// repository at HEAD (committed files only) into a temporary folder, starts it there with
// NODE_ENV=production and npm_config_omit=dev on its own loopback port and data folder, waits
// for GET /api/health to answer 200 (at most PRODUCTION_START_TIMEOUT_S, 300 by default),
// checks the built web app is served and the server runs with NODE_ENV=production, then stops
// it by its PID (SIGTERM; anything left after 30 s is killed and counts as a failure) and
// removes the folder. Part of .ci/run; a fresh install and a web build take a few minutes.
// Plain JavaScript that Node >= 20 runs: it needs none of the project's dependencies.
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { fail, freePort, log, root } from './lib.js';

const TIMEOUT_MS = Number(process.env.PRODUCTION_START_TIMEOUT_S ?? 300) * 1000;
const STOP_TIMEOUT_MS = 30_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The environment of a host, not of the `npm run` this script may be running under: the
// variables npm sets for a script go (the user's npm configuration, such as a registry, stays),
// and so do the node_modules/.bin folders npm put on PATH (they would run the clone's
// bootstrap with this checkout's Node 24 instead of the machine's Node).
const scriptVariables = new Set([
  'INIT_CWD',
  'NODE',
  'npm_command',
  'npm_execpath',
  'npm_node_execpath',
  'npm_config_local_prefix',
  'npm_config_node_gyp',
  'npm_config_user_agent',
]);
function hostEnvironment() {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!scriptVariables.has(key) && !/^npm_(package|lifecycle)_/.test(key)) env[key] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => !/node_modules[\\/]\.bin$/.test(dir) && !/node-gyp-bin$/.test(dir))
    .join(path.delimiter);
  return env;
}

const hasProc = existsSync('/proc/self/stat');

// Linux only: the live processes of a process group (not zombies, which wait for init to
// reap them) and their environments, to find the server.
function processesInGroup(pgid) {
  if (!hasProc) return [];
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const read = (file) => {
      try {
        return readFileSync(`/proc/${entry}/${file}`, 'utf8');
      } catch {
        return ''; // gone meanwhile
      }
    };
    const stat = read('stat');
    const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (!stat || Number(group) !== pgid || state === 'Z' || state === 'X') continue;
    const cmdline = read('cmdline').split('\0').join(' ');
    found.push({ pid: Number(entry), cmdline, environ: read('environ').split('\0') });
  }
  return found;
}

function groupAlive(pgid) {
  if (hasProc) return processesInGroup(pgid).length > 0;
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function tail(file, lines = 60) {
  if (!existsSync(file)) return '(no output)';
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'landed-production-start-'));
const clone = path.join(tmp, 'landed');
const outputFile = path.join(tmp, 'start.log');
let child = null;
const problems = [];

function cleanUp() {
  if (child && groupAlive(child.pid)) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(tmp, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(1);
  });
}

try {
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (dirty.stdout?.trim()) log('Note: uncommitted changes are not in the clone; it takes HEAD.');
  const cloned = spawnSync('git', ['clone', '--quiet', root, clone], { stdio: 'inherit' });
  if (cloned.status !== 0) throw new Error(`git clone ${root} failed`);

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  log(`NODE_ENV=production npm start in a fresh clone (${clone}), port ${port}...`);
  const output = openSync(outputFile, 'a');
  child = spawn('npm', ['start'], {
    cwd: clone,
    // Its own process group, so whatever it leaves behind can be found and stopped.
    detached: true,
    stdio: ['ignore', output, output],
    env: {
      ...hostEnvironment(),
      NODE_ENV: 'production',
      npm_config_omit: 'dev',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: path.join(tmp, 'data'),
    },
  });
  closeSync(output);

  let healthy = false;
  const deadline = Date.now() + TIMEOUT_MS;
  while (
    !healthy &&
    Date.now() < deadline &&
    child.exitCode === null &&
    child.signalCode === null
  ) {
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) });
      healthy = response.status === 200;
    } catch {
      // not listening yet
    }
    if (!healthy) await sleep(1000);
  }
  if (!healthy) {
    const why =
      child.exitCode !== null || child.signalCode !== null
        ? `npm start exited (code ${child.exitCode}, signal ${child.signalCode})`
        : `GET /api/health did not answer 200 within ${TIMEOUT_MS / 1000} s`;
    throw new Error(`${why}. Last lines of its output:\n${tail(outputFile)}`);
  }
  log(`Healthy after ${seconds()}.`);

  const page = await fetch(`${url}/`, { signal: AbortSignal.timeout(10_000) });
  const html = await page.text();
  if (page.status !== 200 || !/<div id="root"/.test(html))
    problems.push(`GET / answered ${page.status} without the built web app`);

  const server = processesInGroup(child.pid).find((p) => /server\.ts/.test(p.cmdline));
  if (hasProc) {
    if (!server) problems.push('no server process (apps/server/src/server.ts) found');
    else if (!server.environ.includes('NODE_ENV=production'))
      problems.push('the server does not run with NODE_ENV=production');
  }

  // As a host stops an app: SIGTERM to the PID it started. The server closes gracefully
  // (at most 10 s); whatever of npm start is left after STOP_TIMEOUT_MS is killed and counts
  // as a failure.
  log(`Stopping npm start (PID ${child.pid}) with SIGTERM...`);
  child.kill('SIGTERM');
  const stopDeadline = Date.now() + STOP_TIMEOUT_MS;
  while (groupAlive(child.pid) && Date.now() < stopDeadline) await sleep(200);
  if (groupAlive(child.pid)) {
    const left = processesInGroup(child.pid).map((p) => `${p.pid} ${p.cmdline.trim()}`);
    process.kill(-child.pid, 'SIGKILL');
    problems.push(
      `still running ${STOP_TIMEOUT_MS / 1000} s after SIGTERM (killed): ${left.join('; ')}`,
    );
  } else if (!/SIGTERM received, closing/.test(readFileSync(outputFile, 'utf8'))) {
    problems.push('the server stopped without closing gracefully on SIGTERM');
  }
  if (!problems.length) log(`Stopped after ${seconds()}; removing the clone...`);
  if (problems.length)
    throw new Error(`${problems.join('; ')}. Last lines of its output:\n${tail(outputFile)}`);
} catch (error) {
  cleanUp();
  fail(`Production start on a fresh clone failed after ${seconds()}: ${error.message}`);
}
cleanUp();
log(`Production start on a fresh clone: passed in ${seconds()}.`);
