// Regenerates apps/server/src/documents/fonts/noto-sans-sc-invoice.ttf, the font the invoice PDF draws
// Simplified Chinese with: the Chinese labels (issue 18, docs/decisions/061) and any name or other
// typed text in Chinese characters (issue 25, docs/decisions/080).
//
// Run it after changing any `invoice.*` message of apps/server/src/locales/zh-CN.json (the test
// apps/server/test/invoice-pdf-languages.test.ts fails until you do):
//
//   node scripts/subset-invoice-font.js
//
// Where the font comes from: Noto Sans SC Regular (Google Fonts, originally Adobe's Source Han
// Sans), as packaged on npm by Expo in `@expo-google-fonts/noto-sans-sc` (pinned below). The
// whole font is about 10 MB (the package 57 MB), too much to install on every server, so this
// script downloads the package into a temporary folder (`npm pack`), installs `subset-font`
// (HarfBuzz) there too, and keeps only the glyphs of the characters below. Nothing is added to
// the project's dependencies.
//
// What is kept (about 7 MB): every CJK Unified Ideograph of the basic block (U+4E00–U+9FFF, the
// 20,992 characters that hold all but a few of the 8,105 characters China allows in names), the
// ideographs of the supplementary planes the font carries (about 220: the rest of those 8,105),
// CJK punctuation and full-width forms, printable ASCII (placeholders such as the business name,
// "Landed", "ABN", "GST") and every character of the Chinese `invoice.*` messages. Extension A
// (U+3400–U+4DBF, 6,582 mostly historic characters, 2.4 MB more) is left out.
//
// Licence: the font is under the SIL Open Font License 1.1, which allows subsetting and
// redistributing it with software; its text is next to the font
// (apps/server/src/documents/fonts/noto-sans-sc-invoice.OFL.txt) and must travel with it. The subset
// keeps the font's name ("Noto Sans SC"), which the OFL allows: no Reserved Font Name of the
// licence ("Source") is used.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import * as fontkit from 'fontkit';

const SOURCE_PACKAGE = '@expo-google-fonts/noto-sans-sc@0.4.3';
const SOURCE_FILE = 'package/400Regular/NotoSansSC_400Regular.ttf';
const SUBSET_TOOL = 'subset-font@2.9.0';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const catalogue = path.join(root, 'apps/server/src/locales/zh-CN.json');
const target = path.join(root, 'apps/server/src/documents/fonts/noto-sans-sc-invoice.ttf');

// The characters to keep, less the supplementary-plane ideographs (which depend on the source
// font, so main adds them). The test checks the same set against the font.
export const HAN_RANGES = [
  [0x4e00, 0x9fff], // CJK Unified Ideographs
  [0x3000, 0x303f], // CJK Symbols and Punctuation
  [0xff00, 0xffef], // Halfwidth and Fullwidth Forms
];
export function invoiceCharacters(messages) {
  const chars = new Set();
  for (let code = 0x20; code <= 0x7e; code++) chars.add(String.fromCodePoint(code));
  for (const [from, to] of HAN_RANGES) {
    for (let code = from; code <= to; code++) chars.add(String.fromCodePoint(code));
  }
  for (const [key, text] of Object.entries(messages)) {
    if (key.startsWith('invoice.')) for (const char of text) chars.add(char);
  }
  return chars;
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
    const requireThere = createRequire(path.join(work, 'package.json'));
    const subsetFont = requireThere('subset-font');
    const source = readFileSync(path.join(work, SOURCE_FILE));
    const chars = invoiceCharacters(JSON.parse(readFileSync(catalogue, 'utf8')));
    // The font's ideographs beyond the basic plane (CJK Extensions B and later), read from its
    // character map with fontkit (pdfkit's, already installed).
    for (const code of fontkit.create(source).characterSet) {
      if (code >= 0x20000) chars.add(String.fromCodePoint(code));
    }
    const text = [...chars].sort().join('');
    const font = await subsetFont(source, text, {
      targetFormat: 'truetype',
      // Only the glyphs of these characters, not their vertical or alternative forms.
      noLayoutClosure: true,
    });
    writeFileSync(target, font);
    console.log(`${path.relative(root, target)}: ${chars.size} characters, ${font.length} bytes`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
