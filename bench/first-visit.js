// npm run bench:first-visit: what the first visit of `/` and `/zh-CN/` loads, quickly (one
// Lighthouse run each instead of `npm run bench`'s three and everything else), the app once
// started (on the reader's first intent, docs/decisions/138), and the floor under the app: the
// libraries its code imports, bundled alone. For working on the budgets (docs/decisions/122);
// `npm run bench` is what checks them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { build } from 'vite';

import { ensureWebBuilt, root } from '../scripts/lib.js';
import { BUDGET_FIRST_LOAD_HOME, gzipSize, measureFirstLoad } from './first-load.js';
import { runLighthouse } from './lighthouse.js';

const dist = path.join(root, 'apps', 'web', 'dist');
const web = path.join(root, 'apps', 'web');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
// The libraries whose imports make the floor, in the order they are added to it.
const LIBRARIES = [
  'react',
  'react-dom/client',
  'react-router',
  '@tanstack/react-query',
  '@lingui/core',
];

// The names the first visit's own modules import from each library.
function importedNames(files) {
  const chunkModules = JSON.parse(readFileSync(path.join(dist, '.vite', 'chunk-modules.json')));
  const names = new Map(LIBRARIES.map((library) => [library, new Set()]));
  const ownModules = files.flatMap((file) => chunkModules[file] ?? []);
  for (const id of ownModules.filter((m) => /\.tsx?$/.test(m) && !m.startsWith('node_modules'))) {
    const source = readFileSync(path.join(web, id), 'utf8');
    for (const [, list, from] of source.matchAll(/import\s+\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
      for (const name of list.split(',').map((n) => n.trim())) {
        if (name && !name.startsWith('type ')) names.get(from)?.add(name.split(' as ')[0]);
      }
    }
  }
  return names;
}

// Those imports alone, minified as the app's build is: what any first visit of this stack costs.
async function bundledSize(imports) {
  const used = [...imports].filter(([, names]) => names.size > 0);
  const code = [
    ...used.map(([from, names]) => `import { ${[...names].join(', ')} } from '${from}';`),
    `window.floor = [${used.flatMap(([, names]) => [...names]).join(', ')}];`,
  ].join('\n');
  const output = await build({
    configFile: false,
    root: web,
    logLevel: 'silent',
    mode: 'production',
    plugins: [
      {
        name: 'floor',
        resolveId: (id) => (id === 'floor' ? id : null),
        load: (id) => (id === 'floor' ? code : null),
      },
    ],
    build: {
      write: false,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: { input: 'floor' },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
  return chunks
    .filter((chunk) => chunk.type === 'chunk')
    .reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
}

if ((await ensureWebBuilt()) !== 0) process.exit(1);
process.env.LIGHTHOUSE_RUNS ??= '1';
const home = measureFirstLoad(dist)['/'];
console.log(
  `The app once started on / (the build manifest: entry and the page's static imports): ${kb(home.gzipBytes)}`,
);

const runs = await runLighthouse({
  pages: [
    { path: '/', performance: 0 },
    { path: '/zh-CN/', performance: 0 },
  ],
});
for (const run of runs) {
  const files = run.scripts.map((url) => path.join(dist, new URL(url).pathname));
  const sizes = files.map((file) => gzipSize(file));
  const total = sizes.reduce((a, b) => a + b, 0);
  console.log(
    `\n${run.path}: ${kb(total)} in ${files.length} scripts until the network was idle (budget ${kb(BUDGET_FIRST_LOAD_HOME)})`,
  );
  files.forEach((file, i) =>
    console.log(`  ${kb(sizes[i]).padStart(8)}  ${path.relative(dist, file)}`),
  );
}

// The app's code once started (the first visit itself now loads none of it, docs/decisions/138).
const imports = importedNames(home.files);
console.log('\nThe floor under the app once started: the libraries its code imports, alone');
let previous = 0;
const added = new Map();
for (const library of LIBRARIES) {
  added.set(library, imports.get(library));
  const size = await bundledSize(added);
  console.log(`  + ${library.padEnd(24)} ${kb(size - previous).padStart(8)}  (${kb(size)})`);
  previous = size;
}
