// Which server test files run on both databases (docs/decisions/107-suite-within-budget.md).
//
// `npm test` runs every server test file on PostgreSQL when it has one (always under CI), and on
// the embedded PGlite only the files that carry `// @both-databases: <why>` near their top: the
// ones about the storage layer itself (start-up, migrations, seed, backup, outage, the on-disk
// database), numbering and counters, raw SQL, transactions and row locks, two requests or two
// instances at once, and anything that behaves differently on the two (`onPostgres`). Without
// PostgreSQL, everything runs on PGlite. The lint rule `local/server-test-databases` fails a
// server test file that shows one of the signals below and carries no marker, so a new
// feature's test follows the rule without anyone remembering it.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const BOTH_MARKER = '@both-databases';
// A file that shows a signal but needs no PGlite pass, and says why (its two-instance part
// skips itself on PGlite; the rest is not about storage).
export const ONCE_MARKER = '@once';

const markerLine = (marker) => new RegExp(`^[ \\t]*//[ \\t]*${marker}\\b:?[ \\t]*(.*)$`, 'm');

// The reason written after the marker ('' when the marker has none), or null without it.
export function markerReason(text, marker = BOTH_MARKER) {
  const found = markerLine(marker).exec(text);
  return found ? found[1].trim() : null;
}

// What in a test file's text shows it exercises the storage layer where the two databases
// differ (driver, connections, locks, start-up), with what to call it in the lint message.
export const STORAGE_SIGNALS = [
  { pattern: /\bsql`/, what: 'raw SQL (sql`…`)' },
  { pattern: /\.execute\(/, what: 'a raw statement (.execute)' },
  { pattern: /\.transaction\(/, what: 'a transaction' },
  { pattern: /\.for\(\s*['"](update|share|no key update)['"]/, what: 'a row lock' },
  { pattern: /\bcreateTestDatabase\b/, what: 'databases of its own (createTestDatabase)' },
  { pattern: /\bonPostgres\b/, what: 'behaviour that differs by database (onPostgres)' },
  { pattern: /\b(seedDatabase|openDatabase|migrate)\b/, what: 'seeding, opening or migrating' },
  // The same call twice (or n times) at once: a race the locks or a unique index must settle.
  {
    pattern: /Promise\.all\(\s*\[\s*([\w.]+)\([^)]*\),\s*\1\(|Promise\.all\(\s*\[[\d,\s]+\]\.map\(/,
    what: 'the same action at once (Promise.all)',
  },
  {
    pattern: /['"]#server\/db\/(client|counters|backup|migrations|seed\/index)\b/,
    what: 'the storage layer itself (#server/db)',
  },
];

export function storageSignals(text) {
  return STORAGE_SIGNALS.filter(({ pattern }) => pattern.test(text)).map(({ what }) => what);
}

function testFiles(dir, base = dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) testFiles(full, base, out);
    else if (entry.name.endsWith('.test.ts')) out.push(path.relative(base, full));
  }
  return out.sort();
}

// The server test files (relative to apps/server, as vitest's `include` takes them) that carry
// the both-databases marker.
export function bothDatabasesFiles(serverDir) {
  return testFiles(path.join(serverDir, 'test'))
    .map((file) => path.join('test', file).split(path.sep).join('/'))
    .filter((file) => markerReason(readFileSync(path.join(serverDir, file), 'utf8')) !== null);
}
