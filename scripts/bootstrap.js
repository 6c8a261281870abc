// Installs what is missing (see lib.js ensureInstalled), then runs the script named after it
// with the project's Node 24, passing its arguments on: `node scripts/bootstrap.js bench/run.js`.
// Used by the npm scripts that need the dependencies (bench, db:backup, db:restore, test:load,
// test:faults) and by db:migrate and db:seed before their workspace's script. The script is
// run from here, not by a second `node` in the npm script's shell: that shell has already
// looked `node` up (the system's, before the install) and would run it again, so the first run
// on a fresh clone failed.
import { spawnSync } from 'node:child_process';

import { ensureInstalled, node24, root } from './lib.js';

ensureInstalled();
const [script, ...args] = process.argv.slice(2);
if (script) {
  const result = spawnSync(node24, [script, ...args], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
