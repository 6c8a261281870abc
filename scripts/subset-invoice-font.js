// Regenerates apps/server/src/lib/fonts/noto-sans-sc-invoice.ttf, the small font the invoice PDF
// draws its Simplified Chinese labels with (issue 18, docs/decisions/061).
//
// Run it after changing any `invoice.*` message of apps/server/src/locales/zh-CN.json (the test
// apps/server/test/invoice-pdf-languages.test.ts fails until you do):
//
//   node scripts/subset-invoice-font.js
//
// Where the font comes from: Noto Sans SC Regular (Google Fonts, originally Adobe's Source Han
// Sans), as packaged on npm by Expo in `@expo-google-fonts/noto-sans-sc` (pinned below). The
// whole font is about 10 MB (the package 57 MB), too much to install on every server for a few
// labels, so this script downloads the package into a temporary folder (`npm pack`), installs
// `subset-font` (HarfBuzz) there too, and keeps only the glyphs of the characters the Chinese
// invoice messages use, plus printable ASCII (for placeholders such as the business name, and
// "Landed", "ABN", "GST"). Nothing is added to the project's dependencies.
//
// Licence: the font is under the SIL Open Font License 1.1, which allows subsetting and
// redistributing it with software; its text is next to the font
// (apps/server/src/lib/fonts/noto-sans-sc-invoice.OFL.txt) and must travel with it. The subset
// keeps the font's name ("Noto Sans SC"), which the OFL allows: no Reserved Font Name of the
// licence ("Source") is used.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE_PACKAGE = '@expo-google-fonts/noto-sans-sc@0.4.3';
const SOURCE_FILE = 'package/400Regular/NotoSansSC_400Regular.ttf';
const SUBSET_TOOL = 'subset-font@2.9.0';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const catalogue = path.join(root, 'apps/server/src/locales/zh-CN.json');
const target = path.join(root, 'apps/server/src/lib/fonts/noto-sans-sc-invoice.ttf');

// The characters to keep: every character of the Chinese `invoice.*` messages, and printable
// ASCII. The test checks the same set against the font.
export function invoiceCharacters(messages) {
  const chars = new Set();
  for (let code = 0x20; code <= 0x7e; code++) chars.add(String.fromCodePoint(code));
  for (const [key, text] of Object.entries(messages)) {
    if (key.startsWith('invoice.')) for (const char of text) chars.add(char);
  }
  return [...chars].sort().join('');
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'invoice-font-'));
  try {
    const npm = (...args) => execFileSync('npm', args, { cwd: work, stdio: 'inherit' });
    npm('init', '-y');
    npm('install', '--no-audit', '--no-fund', SUBSET_TOOL);
    npm('pack', SOURCE_PACKAGE);
    const tarball = execFileSync('sh', ['-c', 'ls *.tgz'], { cwd: work }).toString().trim();
    execFileSync('tar', ['xzf', tarball, SOURCE_FILE], { cwd: work });
    const subsetFont = createRequire(path.join(work, 'package.json'))('subset-font');
    const text = invoiceCharacters(JSON.parse(readFileSync(catalogue, 'utf8')));
    const font = await subsetFont(readFileSync(path.join(work, SOURCE_FILE)), text, {
      targetFormat: 'truetype',
      // Only the glyphs of these characters, not their vertical or alternative forms.
      noLayoutClosure: true,
    });
    writeFileSync(target, font);
    console.log(`${path.relative(root, target)}: ${text.length} characters, ${font.length} bytes`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
