// An invoice as a one-page A4 PDF (pdfkit), drawn from its frozen content (docs/decisions/061).
// Text is set in Helvetica (built into every PDF reader, nothing to embed), except a string with
// letters beyond Windows-1252 (a Vietnamese, Greek or Cyrillic name), which is set in Noto Sans,
// embedded: embedding costs about 60 ms a font, so only invoices that need it pay for it.
//
// A student who reads another language gets every label and heading in English (an Australian
// tax invoice's required information is in English) followed, in smaller muted type, by its
// translation (`invoice.*` of the server's catalogues, issue 18). Amounts, numbers, dates and
// what the invoice is about stay as they are. The translations are drawn in a font of their
// script, embedded only for that language: Noto Sans (Vietnamese), Noto Sans Devanagari (Hindi,
// Nepali), and for Simplified Chinese a subset of Noto Sans SC that holds only the characters of
// the Chinese invoice messages (fonts/noto-sans-sc-invoice.ttf, made by
// scripts/subset-invoice-font.js). An English invoice is drawn exactly as before.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';

import { formatCalendarDate } from '@landed/shared/dates';
import type { Locale } from '@landed/shared/locales';

import { INVOICE_NOTES } from '#server/operations/invoices/issue-invoice.ts';
import type { InvoiceContent } from '#server/plugins/app/invoices/invoices-repository.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';
import type { MailKey } from '#server/plugins/app/mail/translations.ts';

const require = createRequire(import.meta.url);
const fontFile = (path: string) =>
  readFileSync(require.resolve(`@expo-google-fonts/noto-sans/${path}`));
// Read once, when the first invoice is drawn.
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () =>
  (fonts ??= {
    regular: fontFile('400Regular/NotoSans_400Regular.ttf'),
    bold: fontFile('700Bold/NotoSans_700Bold.ttf'),
  });

// The font of a language's translations (regular weight only), read once when first needed.
export const SIMPLIFIED_CHINESE_INVOICE_FONT = new URL(
  './fonts/noto-sans-sc-invoice.ttf',
  import.meta.url,
);
const translationFontFiles: Partial<Record<Locale, () => Buffer>> = {
  vi: () => loadFonts().regular,
  hi: () =>
    readFileSync(
      require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
    ),
  'zh-CN': () => readFileSync(SIMPLIFIED_CHINESE_INVOICE_FONT),
};
translationFontFiles.ne = translationFontFiles.hi;
const translationFonts = new Map<Locale, Buffer>();
const translationFont = (locale: Locale) => {
  let font = translationFonts.get(locale);
  if (!font) {
    font = translationFontFiles[locale]!();
    translationFonts.set(locale, font);
  }
  return font;
};

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
export function renderInvoicePdf(
  content: InvoiceContent,
  { locale }: { locale?: string | null } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${content.title} ${content.number}`,
      Author: content.seller.name,
      Subject: `Booking ${content.bookingRef}`,
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
  // Chooses the face for `text`, so every call below reads doc.font(face(text)).text(text).
  let embedded = false;
  const face = (text: string, weight: 'regular' | 'bold' = 'regular') => {
    if (WINDOWS_1252.test(text)) return weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica';
    if (!embedded) {
      const { regular, bold } = loadFonts();
      doc.registerFont('noto-regular', regular);
      doc.registerFont('noto-bold', bold);
      embedded = true;
    }
    return `noto-${weight}`;
  };

  // The translation of a label, or null on an English invoice.
  const translator = translatorFor(locale);
  const english = !translationFontFiles[translator.locale];
  let translationFace: string | undefined;
  const translate = (key: MailKey, values?: Record<string, string>): string | null => {
    if (english) return null;
    if (!translationFace) {
      translationFace = 'translation';
      doc.registerFont(translationFace, translationFont(translator.locale));
    }
    return translator.t(key, values);
  };
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
    doc.font(translationFace!).fontSize(size).fillColor(MUTED).text(text, x, y, options);
    doc.y += 2;
  };

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const { seller, buyer } = content;
  type Style = { weight?: 'regular' | 'bold'; size?: number; color?: string };
  // Sets the face, size and colour for `text`; then doc.text(text, …) draws it.
  const style = (text: string, { weight = 'regular', size = 10, color = INK }: Style = {}) =>
    doc.font(face(text, weight)).fontSize(size).fillColor(color);

  // ------------------------------------------------------------ heading and seller
  style(content.title, { weight: 'bold', size: 24 }).text(content.title, left, 56);
  const titles: Record<string, () => string | null> = {
    'Tax invoice': () => translate('invoice.taxInvoice'),
    Invoice: () => translate('invoice.invoice'),
  };
  sub(titles[content.title]?.() ?? null, { x: left, size: 14 });
  doc.moveDown(0.3);
  style(seller.name, { weight: 'bold', size: 12 }).text(seller.name);
  const sellerLines = [
    seller.abn ? `ABN ${seller.abn}` : '',
    seller.address,
    seller.email,
    seller.phone,
  ];
  for (const line of sellerLines.filter(Boolean)) {
    style(line, { color: MUTED }).text(line);
    if (line === sellerLines[0] && seller.abn) sub(translate('invoice.abn'), { x: left });
  }

  // ------------------------------------------------------------ facts and buyer
  doc.moveDown(1.2);
  const factsTop = doc.y;
  const facts: Array<[string, string, string | null]> = [
    ['Invoice number', content.number, translate('invoice.invoiceNumber')],
    ['Issue date', formatCalendarDate(content.issueDate, 'long'), translate('invoice.issueDate')],
    ['Booking reference', content.bookingRef, translate('invoice.bookingReference')],
  ];
  for (const [label, value, translation] of facts) {
    const y = doc.y;
    style(label, { color: MUTED }).text(label, left, y, { width: 110 });
    sub(translation, { x: left, width: 110 });
    const labelBottom = doc.y;
    style(value, { weight: 'bold' }).text(value, left + 115, y, { width: 150 });
    doc.y = Math.max(doc.y, labelBottom);
    if (translation) doc.moveDown(0.3);
  }
  const factsBottom = doc.y;
  const buyerX = left + 290;
  const buyerWidth = width - 290;
  style('Bill to', { color: MUTED }).text('Bill to', buyerX, factsTop);
  sub(translate('invoice.billTo'), { x: buyerX, width: buyerWidth });
  const buyerName = buyer.name || buyer.email;
  style(buyerName, { weight: 'bold' }).text(buyerName, buyerX, doc.y, { width: buyerWidth });
  if (buyer.name) style(buyer.email).text(buyer.email, buyerX, doc.y, { width: buyerWidth });
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
      style(cell, { weight }).text(cell, column.x, y, { width: column.width, align: column.align });
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
  for (const line of content.lines) {
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
    style(label, { weight, size: 11 }).text(label, left + width - 330, y, {
      width: 230,
      align: 'right',
    });
    const labelBottom = doc.y;
    doc.text(value, left + width - 90, y, { width: 90, align: 'right' });
    if (translation) {
      sub(translation, { x: left + width - 330, y: labelBottom, width: 230, align: 'right' });
      doc.moveDown(0.2);
    } else doc.moveDown(0.3);
  };
  total(
    content.gstRegistered
      ? [
          'Total (including GST)',
          invoiceMoney(content.totalCents),
          translate('invoice.totalIncludingGst'),
        ]
      : ['Total', invoiceMoney(content.totalCents), translate('invoice.total')],
    'bold',
  );
  if (content.gstRegistered) {
    total(['GST included', invoiceMoney(content.gstCents), translate('invoice.gstIncluded')]);
  }
  const paidOn = formatCalendarDate(content.payment.verifiedOn, 'long');
  total([
    `Paid by ${content.payment.method.toLowerCase()} on ${paidOn}`,
    invoiceMoney(content.payment.amountCents),
    content.payment.method === 'Bank Transfer'
      ? translate('invoice.paidByBankTransfer')
      : translate('invoice.paid'),
  ]);
  const due = Math.max(0, content.totalCents - content.payment.amountCents);
  total(['Balance due', invoiceMoney(due), translate('invoice.balanceDue')]);
  if (content.gstRegistered) {
    doc.moveDown(0.5);
    const includes = 'Total price includes GST';
    style(includes, { weight: 'bold', size: 11 }).text(includes, left, doc.y, {
      width,
      align: 'right',
    });
    sub(translate('invoice.totalPriceIncludesGst'), { x: left, width, align: 'right' });
  }

  // ------------------------------------------------------------ notes
  // The notes an invoice is issued with are known sentences: each has its translation.
  const noteTranslation = (note: string) => {
    if (note === INVOICE_NOTES.noAbn) return translate('invoice.noteNoAbn');
    if (note === INVOICE_NOTES.notRegistered(seller.name)) {
      return translate('invoice.noteNotRegistered', { seller: seller.name });
    }
    const { replaces } = content;
    if (replaces && note === INVOICE_NOTES.replaces(replaces.number, replaces.issueDate)) {
      return translate('invoice.noteReplaces', {
        number: replaces.number,
        date: replaces.issueDate,
      });
    }
    return null;
  };
  const notes: Array<[string, string | null]> = [
    ...content.notes.map((note): [string, string | null] => [note, noteTranslation(note)]),
    [
      'Thank you for choosing Landed. Questions about this invoice? Reply to our e-mail or contact us.',
      translate('invoice.thanks'),
    ],
  ];
  doc.moveDown(1.5);
  for (const [note, translation] of notes) {
    style(note, { size: 9, color: MUTED }).text(note, left, doc.y, { width });
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
