// An invoice as a one-page A4 PDF (pdfkit), drawn from its frozen content (docs/decisions/061).
// Text is set in Helvetica (built into every PDF reader, nothing to embed); a text in another
// script, or with letters beyond Windows-1252 (a Vietnamese or Polish name), is drawn run by run
// in embedded fonts of its scripts: Noto Sans, Noto Sans Devanagari, and a subset of Noto Sans SC
// with every common Chinese character (fonts/noto-sans-sc-invoice.ttf, made by
// scripts/subset-invoice-font.js; docs/decisions/080). A font is embedded only in an invoice
// that needs it, with only the glyphs it draws.
//
// A student who reads another language gets every label and heading in English (an Australian
// tax invoice's required information is in English) followed, in smaller muted type, by its
// translation (`invoice.*` of the server's catalogues, issue 18). Amounts, numbers, dates and
// what the invoice is about stay as they are. An English invoice is drawn exactly as before.
//
// The one document builder: it draws an invoice and, from the same layout, an adjustment note
// (issue 26; docs/decisions/087), the kind told by the content (`kind: 'adjustment-note'`). A
// note's facts name the original invoice; its one line and totals are the adjustment and its
// GST, then how it was refunded.
//
// Partners (issue 27) add two kinds: a partner's monthly invoice (`kind: 'partner-invoice'`,
// docs/decisions/096), whose lines are its bookings with their GST and whose facts carry the
// period, the due date and the reference to pay with; and an agent's commission statement
// (`kind: 'commission-statement'`, docs/decisions/097), whose lines are commissions (a
// reversal negative). Both are English, like every mail to a partner.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';

import { formatCalendarDate } from '@landed/shared/dates';
import type { Locale } from '@landed/shared/locales';

import { INVOICE_NOTES } from '#server/operations/invoices/issue-invoice.ts';
import { ADJUSTMENT_NOTE_TEXT } from '#server/operations/invoices/issue-adjustment-note.ts';
import type { AdjustmentNoteContent } from '#server/plugins/app/adjustment-notes/adjustment-notes-repository.ts';
import type { InvoiceContent } from '#server/plugins/app/invoices/invoices-repository.ts';
import type { CommissionStatementContent } from '#server/plugins/app/commissions/commissions-repository.ts';
import type { PartnerInvoiceContent } from '#server/plugins/app/partner-invoices/partner-invoices-repository.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';
import type { MailKey } from '#server/plugins/app/mail/translations.ts';

const require = createRequire(import.meta.url);
// The Simplified Chinese font: a subset of Noto Sans SC made by scripts/subset-invoice-font.js.
export const SIMPLIFIED_CHINESE_INVOICE_FONT = new URL(
  './fonts/noto-sans-sc-invoice.ttf',
  import.meta.url,
);
// The embedded fonts' files, each read once, when the first invoice needs it. pdfkit parses a
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

// The languages whose invoices carry translations; English, or anything else, draws none.
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

// Invoices always show cents: '$180.00'.
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

const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';

export function invoiceFileName(content: Pick<InvoiceContent, 'number'>): string {
  return `Landed-${content.number}.pdf`;
}

// `locale`: the student's language (users.locale); English, or anything else, draws no
// translations.
// The documents the builder draws: an invoice (its content has no `kind`, as stored since
// decision 061) or an adjustment note.
export type DocumentContent =
  InvoiceContent | AdjustmentNoteContent | PartnerInvoiceContent | CommissionStatementContent;

const isAdjustmentNote = (content: DocumentContent): content is AdjustmentNoteContent =>
  'kind' in content && content.kind === 'adjustment-note';
const isPartnerInvoice = (content: DocumentContent): content is PartnerInvoiceContent =>
  'kind' in content && content.kind === 'partner-invoice';
const isCommissionStatement = (content: DocumentContent): content is CommissionStatementContent =>
  'kind' in content && content.kind === 'commission-statement';

export function renderInvoicePdf(
  content: DocumentContent,
  { locale }: { locale?: string | null } = {},
): Promise<Buffer> {
  const note = isAdjustmentNote(content) ? content : null;
  const account = isPartnerInvoice(content) ? content : null;
  const statement = isCommissionStatement(content) ? content : null;
  // A booking's own document names its booking; a partner's lists many.
  const bookingRef = 'bookingRef' in content ? content.bookingRef : null;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${content.title} ${content.number}`,
      Author: content.seller.name,
      Subject: bookingRef ? `Booking ${bookingRef}` : `${content.title} ${content.number}`,
      // Fixed, so the same invoice gives the same file every time it is downloaded.
      CreationDate: new Date(`${content.issueDate}T00:00:00Z`),
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
  type Weight = 'regular' | 'bold';
  type Style = { weight?: Weight; size?: number; color?: string };
  // The face of a run of one script. An embedded font is registered the first time a document
  // needs it, so an invoice pays only for the fonts its text needs.
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
  // script (see scriptRuns). Every text of the invoice is drawn by it, typed or not: a
  // one-script text in one call, as before; a mixed one as runs continuing each other.
  const write = (
    text: string,
    {
      weight = 'regular',
      size = 10,
      color = INK,
      x,
      y,
      ...options
    }: Style & { x?: number; y?: number } & PDFKit.Mixins.TextOptions = {},
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

  // The translation of a label, or null on an English invoice.
  const translator = translatorFor(locale);
  const english = !TRANSLATED.has(translator.locale);
  const translate = (key: MailKey, values?: Record<string, string>): string | null =>
    english ? null : translator.t(key, values);
  // Draws a label's translation under it, smaller and muted, in the same box.
  // `y`: the English label's bottom, by default where drawing stands.
  const sub = (
    text: string | null,
    {
      x,
      y = doc.y,
      size = 8,
      ...options
    }: { x: number; y?: number; size?: number } & PDFKit.Mixins.TextOptions,
  ) => {
    if (!text) return;
    write(text, { size, color: MUTED, x, y, ...options });
    doc.y += 2;
  };

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const { seller, buyer } = content;

  // ------------------------------------------------------------ heading and seller
  write(content.title, { weight: 'bold', size: 24, x: left, y: 56 });
  const titles: Record<string, () => string | null> = {
    'Tax invoice': () => translate('invoice.taxInvoice'),
    Invoice: () => translate('invoice.invoice'),
    'Adjustment note': () => translate('invoice.adjustmentNote'),
  };
  sub(titles[content.title]?.() ?? null, { x: left, size: 14 });
  doc.moveDown(0.3);
  write(seller.name, { weight: 'bold', size: 12 });
  const sellerLines = [
    seller.abn ? `ABN ${seller.abn}` : '',
    seller.address,
    seller.email,
    seller.phone,
  ];
  for (const line of sellerLines.filter(Boolean)) {
    write(line, { color: MUTED });
    if (line === sellerLines[0] && seller.abn) sub(translate('invoice.abn'), { x: left });
  }

  // ------------------------------------------------------------ facts and buyer
  doc.moveDown(1.2);
  const factsTop = doc.y;
  const issued: [string, string, string | null] = [
    'Issue date',
    formatCalendarDate(content.issueDate, 'long'),
    translate('invoice.issueDate'),
  ];
  const bookingFact: [string, string, string | null] = [
    'Booking reference',
    bookingRef ?? '',
    translate('invoice.bookingReference'),
  ];
  const long = (date: string) => formatCalendarDate(date, 'long');
  const facts: Array<[string, string, string | null]> = account
    ? [
        ['Invoice number', account.number, null],
        issued,
        ['Period', `${long(account.periodStart)} to ${long(account.periodEnd)}`, null],
        ['Due date', long(account.dueOn), null],
        ['Payment reference', account.paymentReference, null],
      ]
    : statement
      ? [
          ['Statement number', statement.number, null],
          issued,
          ['Month', long(`${statement.month}-01`).replace(/^1 /, ''), null],
        ]
      : note
        ? [
            ['Adjustment note number', note.number, translate('invoice.adjustmentNoteNumber')],
            issued,
            [
              'Original invoice',
              `${note.invoice.number}, ${formatCalendarDate(note.invoice.issueDate, 'long')}`,
              translate('invoice.originalInvoice'),
            ],
            bookingFact,
          ]
        : [
            ['Invoice number', content.number, translate('invoice.invoiceNumber')],
            issued,
            bookingFact,
          ];
  for (const [label, value, translation] of facts) {
    const y = doc.y;
    write(label, { color: MUTED, x: left, y, width: 110 });
    sub(translation, { x: left, width: 110 });
    const labelBottom = doc.y;
    write(value, { weight: 'bold', x: left + 115, y, width: 150 });
    doc.y = Math.max(doc.y, labelBottom);
    if (translation) doc.moveDown(0.3);
  }
  const factsBottom = doc.y;
  const buyerX = left + 290;
  const buyerWidth = width - 290;
  write(statement ? 'Payable to' : 'Bill to', { color: MUTED, x: buyerX, y: factsTop });
  sub(translate('invoice.billTo'), { x: buyerX, width: buyerWidth });
  const buyerName = buyer.name || buyer.email;
  write(buyerName, { weight: 'bold', x: buyerX, y: doc.y, width: buyerWidth });
  if (buyer.name) write(buyer.email, { x: buyerX, y: doc.y, width: buyerWidth });
  // A partner's ABN and address: the buyer's identity on a tax invoice of $1,000 or more.
  const organisation = account ?? statement;
  if (organisation) {
    const { abn, address } = organisation.buyer;
    for (const line of [abn ? `ABN ${abn}` : '', address].filter(Boolean)) {
      write(line, { color: MUTED, x: buyerX, y: doc.y, width: buyerWidth });
    }
  }
  doc.y = Math.max(doc.y, factsBottom);

  // ------------------------------------------------------------ what was supplied
  doc.moveDown(1.5);
  const columns = [
    {
      label: 'Description',
      translation: translate('invoice.description'),
      x: left,
      width: width - 230,
      align: 'left' as const,
    },
    {
      label: 'Qty',
      translation: translate('invoice.quantity'),
      x: left + width - 225,
      width: 40,
      align: 'right' as const,
    },
    {
      label: 'Unit price',
      translation: translate('invoice.unitPrice'),
      x: left + width - 180,
      width: 85,
      align: 'right' as const,
    },
    {
      label: 'Amount',
      translation: translate('invoice.amount'),
      x: left + width - 90,
      width: 90,
      align: 'right' as const,
    },
  ];
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.moveDown(0.4);
  };
  // `translations`: each cell's, under it (the heading's).
  const row = (
    cells: string[],
    { weight, translations }: { weight: 'regular' | 'bold'; translations?: Array<string | null> },
  ) => {
    const y = doc.y;
    let bottom = y;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      write(cell, { weight, x: column.x, y, width: column.width, align: column.align });
      sub(translations?.[i] ?? null, {
        x: column.x,
        width: column.width,
        align: column.align,
      });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 4;
  };
  row(
    columns.map((c) => c.label),
    { weight: 'bold', translations: columns.map((c) => c.translation) },
  );
  rule();
  const lines: InvoiceContent['lines'] = note
    ? [
        {
          description: note.description,
          quantity: 1,
          unitPriceCents: note.amountCents,
          amountCents: note.amountCents,
        },
      ]
    : account
      ? // Each booking: its reference, the student, the service, the arrival day and its GST.
        account.lines.map((line) => ({
          description: `${line.bookingRef}, ${line.student}: ${line.service} (arrival ${formatCalendarDate(line.arrival)}${account.gstRegistered ? `; GST ${invoiceMoney(line.gstCents)}` : ''})`,
          quantity: 1,
          unitPriceCents: line.amountCents,
          amountCents: line.amountCents,
        }))
      : statement
        ? statement.lines.map((line) => ({
            description: `${line.bookingRef}, ${line.student}: ${line.service}${line.reversal ? ' (refunded: commission reversed)' : ''}`,
            quantity: 1,
            unitPriceCents: line.amountCents,
            amountCents: line.amountCents,
          }))
        : (content as InvoiceContent).lines;
  for (const line of lines) {
    row(
      [
        line.description,
        String(line.quantity),
        invoiceMoney(line.unitPriceCents),
        invoiceMoney(line.amountCents),
      ],
      { weight: 'regular' },
    );
  }
  rule();

  // ------------------------------------------------------------ totals
  const total = (
    [label, value, translation]: [string, string, string | null],
    weight: 'regular' | 'bold' = 'regular',
  ) => {
    const y = doc.y;
    write(label, { weight, size: 11, x: left + width - 330, y, width: 230, align: 'right' });
    const labelBottom = doc.y;
    doc.text(value, left + width - 90, y, { width: 90, align: 'right' });
    if (translation) {
      sub(translation, { x: left + width - 330, y: labelBottom, width: 230, align: 'right' });
      doc.moveDown(0.2);
    } else doc.moveDown(0.3);
  };
  // An invoice's totals: what was charged, its GST, how it was paid, what is left.
  const drawInvoiceTotals = (invoice: InvoiceContent) => {
    total(
      invoice.gstRegistered
        ? [
            'Total (including GST)',
            invoiceMoney(invoice.totalCents),
            translate('invoice.totalIncludingGst'),
          ]
        : ['Total', invoiceMoney(invoice.totalCents), translate('invoice.total')],
      'bold',
    );
    if (invoice.gstRegistered) {
      total(['GST included', invoiceMoney(invoice.gstCents), translate('invoice.gstIncluded')]);
    }
    const paidOn = formatCalendarDate(invoice.payment.verifiedOn, 'long');
    total([
      `Paid by ${invoice.payment.method.toLowerCase()} on ${paidOn}`,
      invoiceMoney(invoice.payment.amountCents),
      invoice.payment.method === 'Bank Transfer'
        ? translate('invoice.paidByBankTransfer')
        : translate('invoice.paid'),
    ]);
    const due = Math.max(0, invoice.totalCents - invoice.payment.amountCents);
    total(['Balance due', invoiceMoney(due), translate('invoice.balanceDue')]);
    if (invoice.gstRegistered) {
      doc.moveDown(0.5);
      const includes = 'Total price includes GST';
      write(includes, { weight: 'bold', size: 11, x: left, y: doc.y, width, align: 'right' });
      sub(translate('invoice.totalPriceIncludesGst'), { x: left, width, align: 'right' });
    }
  };
  if (account) {
    total(
      [
        account.gstRegistered ? 'Total (including GST)' : 'Total',
        invoiceMoney(account.totalCents),
        null,
      ],
      'bold',
    );
    if (account.gstRegistered) {
      total(['GST included', invoiceMoney(account.gstCents), null]);
    }
    total([
      `Due by ${formatCalendarDate(account.dueOn, 'long')}`,
      invoiceMoney(account.totalCents),
      null,
    ]);
  } else if (statement) {
    total(['Commission payable', invoiceMoney(statement.totalCents), null], 'bold');
  } else if (note) {
    total(
      note.gstCharged
        ? [
            'Adjustment (including GST)',
            invoiceMoney(note.amountCents),
            translate('invoice.adjustmentIncludingGst'),
          ]
        : ['Adjustment', invoiceMoney(note.amountCents), translate('invoice.adjustment')],
      'bold',
    );
    if (note.gstCharged) {
      total(['GST adjustment', invoiceMoney(note.gstCents), translate('invoice.gstAdjustment')]);
    }
    const refundedOn = formatCalendarDate(note.refund.paidOn, 'long');
    total([
      `Refunded by ${note.refund.method.toLowerCase()} on ${refundedOn}`,
      invoiceMoney(note.amountCents),
      note.refund.method === 'Bank Transfer'
        ? translate('invoice.refundedByBankTransfer')
        : translate('invoice.refunded'),
    ]);
  } else drawInvoiceTotals(content as InvoiceContent);

  // ------------------------------------------------------------ how to pay
  // A partner pays its invoice by transfer: the account, PayID and the reference to quote.
  if (account?.payTo) {
    const { payTo } = account;
    doc.moveDown(1.2);
    write('How to pay', { weight: 'bold', x: left, y: doc.y, width });
    doc.moveDown(0.2);
    const rows: Array<[string, string]> = [
      ['Account name', payTo.accountName],
      ['BSB', payTo.bsb],
      ['Account number', payTo.accountNumber],
      ['PayID', payTo.payId],
      ['Reference', account.paymentReference],
    ];
    for (const [label, value] of rows.filter(([, v]) => v)) {
      const y = doc.y;
      write(label, { color: MUTED, x: left, y, width: 110 });
      write(value, { weight: 'bold', x: left + 115, y, width: width - 115 });
    }
  }

  // ------------------------------------------------------------ notes
  // The notes an invoice is issued with are known sentences: each has its translation.
  const adjusted = note?.invoice;
  const noteTranslation = (text: string) => {
    if (text === INVOICE_NOTES.noAbn) return translate('invoice.noteNoAbn');
    if (adjusted && text === ADJUSTMENT_NOTE_TEXT(adjusted.number, adjusted.issueDate)) {
      return translate('invoice.noteAdjusts', {
        number: adjusted.number,
        date: adjusted.issueDate,
      });
    }
    if (text === INVOICE_NOTES.notRegistered(seller.name)) {
      return translate('invoice.noteNotRegistered', { seller: seller.name });
    }
    const replaces = 'replaces' in content ? content.replaces : undefined;
    if (replaces && text === INVOICE_NOTES.replaces(replaces.number, replaces.issueDate)) {
      return translate('invoice.noteReplaces', {
        number: replaces.number,
        date: replaces.issueDate,
      });
    }
    return null;
  };
  const notes: Array<[string, string | null]> = [
    ...content.notes.map((text): [string, string | null] => [text, noteTranslation(text)]),
    account || statement
      ? [
          `Questions about this ${account ? 'invoice' : 'statement'}? Reply to our e-mail or contact us.`,
          null,
        ]
      : note
        ? [
            'Questions about this adjustment note? Reply to our e-mail or contact us.',
            translate('invoice.thanksAdjustment'),
          ]
        : [
            'Thank you for choosing Landed. Questions about this invoice? Reply to our e-mail or contact us.',
            translate('invoice.thanks'),
          ],
  ];
  doc.moveDown(1.5);
  for (const [text, translation] of notes) {
    write(text, { size: 9, color: MUTED, x: left, y: doc.y, width });
    sub(translation, { x: left, width });
    doc.moveDown(0.4);
  }

  doc.end();
  return finished;
}

// Sends an invoice as a download. Private: it names the buyer.
export function sendPdf(reply: FastifyReply, { fileName, pdf }: { fileName: string; pdf: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
