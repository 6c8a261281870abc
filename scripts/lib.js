// Shared by the bootstrap scripts. Plain JavaScript that any Node >= 20 runs: these scripts
// run before the project's own Node 24 (the `node` package) is installed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const node24 = path.join(
  root,
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'node.cmd' : 'node',
);
const installStamp = path.join(root, 'node_modules', '.landed-install-stamp');

// The server's V8 flags wherever it is started as a server (npm start, npm run dev, the bench;
// docs/decisions/141). A request allocates about a megabyte (mostly the query builder's SQL),
// so with V8's default 16 MB semi-space each young collection promoted what a few in-flight
// requests still held, and the old generation filled with it; its collection then stopped the
// server for tens of milliseconds (the bookings list's p99 at 50 req/s went from 15-20 ms to
// 45-66 ms after a burst of writes). At 32 MB more of them die young; 64 MB made each young
// collection long enough to be the tail itself.
const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];

// The server's command line after `node`: its V8 flags, then `options` (e.g. `--watch`, or a
// profiler's; a flag given again there wins), then its entry point.
export function serverArgs(options = []) {
  return [...SERVER_NODE_FLAGS, ...options, path.join(root, 'apps', 'server', 'src', 'server.ts')];
}

export function log(message) {
  console.log(`\x1b[36m▸\x1b[0m ${message}`);
}

export function fail(message) {
  console.error(`\x1b[31m✖ ${message}\x1b[0m`);
  process.exit(1);
}

function hashFiles(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update(existsSync(file) ? readFileSync(file) : Buffer.alloc(0));
  }
  return hash.digest('hex');
}

const manifestFiles = () => [
  path.join(root, 'package-lock.json'),
  path.join(root, 'package.json'),
  ...['packages/shared', 'apps/server', 'apps/web'].map((w) => path.join(root, w, 'package.json')),
];

// What the project needs installed whatever NODE_ENV says: its own Node 24 and the tools
// that build the web app are dev dependencies (docs/decisions/046-production-start.md).
const devEntryPoints = [node24, path.join(root, 'node_modules', 'vite', 'bin', 'vite.js')];
// The install stamp records that dev dependencies were included: a stamp without it (an
// earlier install, or one made another way) is not taken as complete.
const stampOf = (hash) => `${hash} with-dev-dependencies`;

// Installs when node_modules is missing or the manifests changed since the last install; a
// no-op otherwise. `npm install --no-save` installs what the lockfile says without rewriting it:
// `npm ci` refuses a lockfile that lacks other platforms' optional native bindings, which this
// registry does not carry (docs/decisions/003-node-pin.md). `--include=dev` installs the dev
// dependencies even when NODE_ENV=production, npm_config_omit=dev or npm_config_production
// would leave them out (an --include wins over every --omit). Browsers are never downloaded.
export function ensureInstalled() {
  const wanted = stampOf(hashFiles(manifestFiles()));
  const current = existsSync(installStamp) ? readFileSync(installStamp, 'utf8').trim() : '';
  if (current === wanted && devEntryPoints.every((file) => existsSync(file))) return;
  log('Installing dependencies, this takes a minute the first time...');
  const args = ['install', '--no-save', '--include=dev', '--no-audit', '--no-fund'];
  const result = spawnSync('npm', args, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      npm_config_update_notifier: 'false',
    },
  });
  if (result.status !== 0) fail('npm could not install the dependencies (see above).');
  if (!existsSync(node24)) {
    fail(
      'The project pins Node.js 24 through the `node` package, but its binary is missing. ' +
        'npm may have skipped its install script: check "allowScripts" in package.json.',
    );
  }
  const missing = devEntryPoints.filter((file) => !existsSync(file));
  if (missing.length)
    fail(`npm left out dev dependencies the project needs: ${missing.join(', ')} is missing.`);
  writeFileSync(installStamp, stampOf(hashFiles(manifestFiles())) + '\n');
}

// Runs a command and resolves with its exit code; output goes to this terminal.
// `prefix`: the child's output goes through line by line, each line prefixed (two runs at once
// stay readable).
export function run(command, args, options = {}) {
  const { prefix, ...spawnOptions } = options;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      ...spawnOptions,
    });
    if (prefix) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) =>
          to.write(`${prefix} ${line}\n`),
        );
      }
    }
    // 'close': after the exit and the end of its output.
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

function listFiles(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (
      entry.name === 'node_modules' ||
      entry.name === 'dist' ||
      entry.name === 'dist-ssr' ||
      entry.name.startsWith('.')
    )
      continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, out);
    else out.push(full);
  }
  return out;
}

const webDist = path.join(root, 'apps', 'web', 'dist');
const buildStamp = path.join(webDist, '.build-stamp');

function webInputsHash() {
  const inputs = [
    ...listFiles(path.join(root, 'apps', 'web')).filter(
      (f) => !f.includes(`${path.sep}e2e${path.sep}`),
    ),
    ...listFiles(path.join(root, 'packages', 'shared', 'src')),
    path.join(root, 'package-lock.json'),
  ].sort();
  return hashFiles(inputs);
}

// Builds the web app for production unless the last build came from the same sources.
export async function ensureWebBuilt({ force = false } = {}) {
  const wanted = webInputsHash();
  if (!force && existsSync(buildStamp) && readFileSync(buildStamp, 'utf8').trim() === wanted)
    return 0;
  log('Building the web app...');
  // A production build whoever asks for it: a test runner's NODE_ENV=test would otherwise give
  // React's development build, which the stamp would then keep for `npm start`.
  const env = { ...process.env, NODE_ENV: 'production' };
  const code = await run(
    node24,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
    {
      cwd: path.join(root, 'apps', 'web'),
      env,
    },
  );
  if (code !== 0) return code;
  // The public pages' server renderer (docs/decisions/068), into dist-ssr/.
  const ssr = await run(
    node24,
    [
      path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--ssr',
      'src/app/entry-server.tsx',
      '--logLevel',
      'warn',
    ],
    { cwd: path.join(root, 'apps', 'web'), env },
  );
  if (ssr !== 0) return ssr;
  const compressed = await run(node24, [path.join(root, 'scripts', 'compress-dist.js'), webDist]);
  if (compressed !== 0) return compressed;
  writeFileSync(buildStamp, wanted + '\n');
  return 0;
}

export function isDirectory(p) {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

// A port nobody listens on at the moment, on the loopback interface.
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
