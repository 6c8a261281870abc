// npm start: install what is missing, build, then run the server (which applies migrations
// and loads the seed into an empty database) on http://localhost:3000.
import { ensureInstalled, ensureWebBuilt, fail, log, node24, root, serverArgs } from './lib.js';

ensureInstalled();
if ((await ensureWebBuilt()) !== 0) fail('The web app did not build (see above).');

log(`Starting Landed${process.env.NODE_ENV ? ` (NODE_ENV=${process.env.NODE_ENV})` : ''}...`);
const { spawn } = await import('node:child_process');
const server = spawn(node24, serverArgs(), { cwd: root, stdio: 'inherit', env: process.env });
// Pass Ctrl-C and SIGTERM on so the server can close gracefully.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
// Under `npm start`, a host stops the app with SIGTERM to npm's PID. npm passes it to the
// shell running this script, and Debian's sh (dash) dies of it without passing it on: this
// script would be orphaned and the server keep running after npm has gone. So when the parent
// goes away, the server is stopped as if SIGTERM had come.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    server.kill('SIGTERM');
  }, 500);
  watch.unref();
}
