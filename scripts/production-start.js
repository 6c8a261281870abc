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
const scriptVariables =
  /^(npm_(package|lifecycle)_.*|npm_(command|execpath|node_execpath)|npm_config_(local_prefix|user_agent|node_gyp)|NODE|INIT_CWD)$/;
function hostEnvironment() {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!scriptVariables.test(key)) env[key] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => !/node_modules[\\/]\.bin$/.test(dir) && !/node-gyp-bin$/.test(dir))
    .join(path.delimiter);
  return env;
}

// Linux only: the processes in a process group and their environments, to find the server.
function processesInGroup(pgid) {
  if (!existsSync('/proc/self/stat')) return [];
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ');
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      found.push({ pid: Number(entry), cmdline, environ });
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

function groupAlive(pgid) {
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
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

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
  if (existsSync('/proc/self/stat')) {
    if (!server) problems.push('no server process (apps/server/src/server.ts) found');
    else if (!server.environ.includes('NODE_ENV=production'))
      problems.push('the server does not run with NODE_ENV=production');
  }

  log(`Stopping npm start (PID ${child.pid}) with SIGTERM...`);
  child.kill('SIGTERM');
  const stop = await Promise.race([exited, sleep(STOP_TIMEOUT_MS).then(() => null)]);
  if (!stop) problems.push(`npm start was still running ${STOP_TIMEOUT_MS / 1000} s after SIGTERM`);
  else if (stop.code !== 0)
    problems.push(`npm start exited with code ${stop.code} (signal ${stop.signal}) after SIGTERM`);
  for (let i = 0; i < 50 && groupAlive(child.pid); i++) await sleep(100);
  if (groupAlive(child.pid)) {
    problems.push('processes of npm start were left running after it stopped (killed)');
    process.kill(-child.pid, 'SIGKILL');
  }
  if (server && existsSync(`/proc/${server.pid}`))
    problems.push(`the server (PID ${server.pid}) is still running`);
  if (problems.length)
    throw new Error(`${problems.join('; ')}. Last lines of its output:\n${tail(outputFile)}`);
} catch (error) {
  cleanUp();
  fail(`Production start on a fresh clone failed after ${seconds()}: ${error.message}`);
}
cleanUp();
log(`Production start on a fresh clone: passed in ${seconds()}.`);
