// The PDF writer every issued document is drawn with (pdfkit, one A4 page). Text is set in
// Helvetica (built into every PDF reader, nothing to embed); a text in another script, or with
// letters beyond Windows-1252 (a Vietnamese or Polish name), is drawn run by run in embedded
// fonts of its scripts: Noto Sans, Noto Sans Devanagari, and a subset of Noto Sans SC with
// every common Chinese character (fonts/noto-sans-sc-invoice.ttf, made by
// scripts/subset-invoice-font.js; docs/decisions/080). A font is embedded only in a document
// that needs it, with only the glyphs it draws.
//
// A student who reads another language gets every label and heading in English (an Australian
// tax invoice's required information is in English) followed, in smaller muted type, by its
// translation (`invoice.*` of the server's catalogues, issue 18): `translate` answers null on an
// English document, and `sub` then draws nothing.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import PDFDocument from 'pdfkit';

import type { Locale } from '@landed/shared/locales';

import { translatorFor } from '#server/plugins/app/mail/translations.ts';
import type { MailKey } from '#server/plugins/app/mail/translations.ts';

const require = createRequire(import.meta.url);
// The Simplified Chinese font: a subset of Noto Sans SC made by scripts/subset-invoice-font.js.
export const SIMPLIFIED_CHINESE_INVOICE_FONT = new URL(
  './fonts/noto-sans-sc-invoice.ttf',
  import.meta.url,
);
// The embedded fonts' files, each read once, when the first document needs it. pdfkit parses a
// font again for each document but embeds only the glyphs the document draws.
const fontFiles = {
  'noto-regular': () =>
    readFileSync(
      require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    ),
  'noto-bold': () =>
    readFileSync(require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
  'devanagari-regular': () =>
    readFileSync(
      require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
    ),
  'devanagari-bold': () =>
    readFileSync(
      require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
    ),
  han: () => readFileSync(SIMPLIFIED_CHINESE_INVOICE_FONT),
};
type EmbeddedFace = keyof typeof fontFiles;
const fontData = new Map<EmbeddedFace, Buffer>();
const loadFont = (face: EmbeddedFace) => {
  let data = fontData.get(face);
  if (!data) {
    data = fontFiles[face]();
    fontData.set(face, data);
  }
  return data;
};

// The languages whose documents carry translations; English, or anything else, draws none.
const TRANSLATED: ReadonlySet<Locale> = new Set<Locale>(['vi', 'hi', 'ne', 'zh-CN']);

// ------------------------------------------------------------ scripts
// Typed text (a name, an address, a package) may be in any script, so each run of characters is
// drawn in a font of its script: Devanagari (Hindi, Nepali) in Noto Sans Devanagari, Chinese
// characters in the Noto Sans SC subset, and any other letter (English, Vietnamese, Polish,
// Greek, Cyrillic, …) in Helvetica, or Noto Sans when the run has letters beyond Windows-1252.
// Spaces, ASCII digits and punctuation, joiners and combining marks belong to the run they are
// in (every one of these fonts draws them), so a word is not cut between two fonts. Other
// punctuation is Latin: the middle dot of 约翰·史密斯 is not in the Chinese subset.
export type Script = 'latin' | 'devanagari' | 'han';
// pdfkit's current font, which it does not expose: its ascender places a line's baseline.
type PrivateFont = { _font: { ascender: number } };
const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u;
const HAN =
  /[\u2e80-\u2fdf\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef\u{20000}-\u{3ffff}]/u;
const COMMON = /[\s\x21-\x40\x5b-\x60\x7b-\x7e\p{M}\u200c\u200d]/u;

// `text` cut into runs of one script each, in order; an empty text is no runs.
export function scriptRuns(text: string): Array<{ script: Script; text: string }> {
  const runs: Array<{ script: Script; text: string }> = [];
  let lead = ''; // common characters before the first letter: they join the first run
  for (const char of text) {
    const script: Script | null = DEVANAGARI.test(char)
      ? 'devanagari'
      : HAN.test(char)
        ? 'han'
        : COMMON.test(char)
          ? null
          : 'latin';
    const last = runs.at(-1);
    if (!script) {
      if (last) last.text += char;
      else lead += char;
    } else if (last?.script === script) last.text += char;
    else {
      runs.push({ script, text: lead + char });
      lead = '';
    }
  }
  if (lead) runs.push({ script: 'latin', text: lead });
  return runs;
}

// Documents always show cents: '$180.00'.
const money = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
});
export const invoiceMoney = (cents: number) => money.format(cents / 100);

// What the built-in fonts can draw: printable ASCII, Latin-1 and the few Windows-1252 extras.
const WINDOWS_1252 =
  /^[\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]*$/;

export const INK = '#0f172a';
export const MUTED = '#475569';
export const RULE = '#cbd5e1';

type Weight = 'regular' | 'bold';
type Style = { weight?: Weight; size?: number; color?: string };
export type WriteOptions = Style & { x?: number; y?: number } & PDFKit.Mixins.TextOptions;
export type SubOptions = { x: number; y?: number; size?: number } & PDFKit.Mixins.TextOptions;
export type Translate = (key: MailKey, values?: Record<string, string>) => string | null;

// What a layout draws with: the page, `write` (any text, in fonts of its scripts), `sub` (a
// label's translation under it), `translate` and the text box's left edge and width.
export type Pen = {
  doc: PDFKit.PDFDocument;
  write: (text: string, options?: WriteOptions) => void;
  sub: (text: string | null, options: SubOptions) => void;
  translate: Translate;
  // The language translations are drawn in; null on an English document.
  locale: Locale | null;
  left: number;
  width: number;
};

// A new A4 document; `draw` draws it with the pen, and the PDF's bytes are the answer.
// `locale`: the reader's language (users.locale); English, or anything else, draws no
// translations.
export function writePdf(
  {
    title,
    author,
    subject,
    issueDate,
    locale,
  }: { title: string; author: string; subject: string; issueDate: string; locale?: string | null },
  draw: (pen: Pen) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: title,
      Author: author,
      Subject: subject,
      // Fixed, so the same document gives the same file every time it is downloaded.
      CreationDate: new Date(`${issueDate}T00:00:00Z`),
    },
    lang: 'en-AU',
    pdfVersion: '1.7',
    tagged: true,
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // The face of a run of one script. An embedded font is registered the first time a document
  // needs it, so a document pays only for the fonts its text needs.
  const registered = new Set<EmbeddedFace>();
  const embed = (face: EmbeddedFace) => {
    if (!registered.has(face)) {
      doc.registerFont(face, loadFont(face));
      registered.add(face);
    }
    return face;
  };
  const face = ({ script, text }: { script: Script; text: string }, weight: Weight): string => {
    if (script === 'devanagari') return embed(`devanagari-${weight}`);
    // One weight only (a second would double the 7 MB font): bold is drawn thicker instead.
    if (script === 'han') return embed('han');
    if (WINDOWS_1252.test(text)) return weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica';
    return embed(`noto-${weight}`);
  };
  // Noto Sans draws a letter with a dot below (ị, ạ, ọ: Vietnamese) as the letter and a
  // combining dot (its 'ccmp' feature), and pdfkit then maps the plain letter's glyph to ị for
  // every later i of the document: a reader would copy "Nguyễn Thị Mịnh Khaị". Without 'ccmp'
  // the font draws its precomposed letters, which map to themselves. (Helvetica has no features;
  // Devanagari needs them.)
  const featuresOf = (face: string) =>
    face.startsWith('noto-')
      ? { features: { ccmp: false } as unknown as PDFKit.Mixins.TextOptions['features'] }
      : {};
  // Draws `text` at (x, y), or where drawing stands, like doc.text, in a font of each run's
  // script (see scriptRuns). Every text of a document is drawn by it, typed or not: a
  // one-script text in one call; a mixed one as runs continuing each other.
  const write = (
    text: string,
    { weight = 'regular', size = 10, color = INK, x, y, ...options }: WriteOptions = {},
  ) => {
    const runs = scriptRuns(text);
    if (runs.length <= 1 && runs[0]?.script !== 'devanagari' && runs[0]?.script !== 'han') {
      const latin = face({ script: 'latin', text }, weight);
      doc
        .font(latin)
        .fontSize(size)
        .fillColor(color)
        .text(text, x, y, { ...options, ...featuresOf(latin) });
      return;
    }
    const faces = runs.map((run) => face(run, weight));
    // pdfkit places each fragment by its own font's ascender, so fonts of different heights
    // would sit on different baselines: every run takes the first run's.
    doc.font(faces[0]!).fontSize(size);
    const baseline = -((doc as unknown as PrivateFont)._font.ascender / 1000) * size;
    // pdfkit aligns each fragment of a continued text on its own: a one-line text is aligned
    // here as a whole and drawn from the left.
    let start = x;
    let runOptions = options;
    const { align, width: boxWidth } = options;
    if (boxWidth && (align === 'right' || align === 'center')) {
      const textWidth = runs.reduce(
        (sum, run, i) =>
          sum + doc.font(faces[i]!).fontSize(size).widthOfString(run.text, featuresOf(faces[i]!)),
        0,
      );
      if (textWidth <= boxWidth) {
        const offset = (boxWidth - textWidth) / (align === 'right' ? 1 : 2);
        start = (x ?? doc.x) + offset;
        runOptions = { ...options, align: 'left', width: boxWidth - offset };
      }
    }
    runs.forEach((run, i) => {
      doc.font(faces[i]!).fontSize(size).fillColor(color);
      const synthesizedBold = run.script === 'han' && weight === 'bold';
      if (synthesizedBold) doc.lineWidth(size / 30).strokeColor(color);
      // pdfkit hands a continued call's options on to the next: each run says its own.
      const these = {
        ...(i === 0 ? runOptions : {}),
        ...featuresOf(faces[i]!),
        baseline,
        fill: true,
        stroke: synthesizedBold,
        continued: i < runs.length - 1,
      };
      // Devanagari is drawn in visual order (a vowel sign before the consonant it follows), which
      // is the order a reader copies it in; ActualText gives readers the text as typed.
      if (run.script === 'devanagari') doc.markContent('Span', { actual: run.text });
      if (i === 0) doc.text(run.text, start, y, these);
      else doc.text(run.text, these);
      if (run.script === 'devanagari') doc.endMarkedContent();
    });
  };

  // The translation of a label, or null on an English document.
  const translator = translatorFor(locale);
  const english = !TRANSLATED.has(translator.locale);
  const translate: Translate = (key, values) => (english ? null : translator.t(key, values));
  // Draws a label's translation under it, smaller and muted, in the same box.
  // `y`: the English label's bottom, by default where drawing stands.
  const sub = (text: string | null, { x, y = doc.y, size = 8, ...options }: SubOptions) => {
    if (!text) return;
    write(text, { size, color: MUTED, x, y, ...options });
    doc.y += 2;
  };

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  draw({ doc, write, sub, translate, locale: english ? null : translator.locale, left, width });
  doc.end();
  return finished;
}
