// The page every issued document shares: its title, the seller, the facts beside the buyer, a
// table of lines, the totals, then its notes. A document's own layout (tax-invoice.ts,
// adjustment-note.ts, partner-invoice.ts, commission-statement.ts) says what goes in each.
import { formatCalendarDate } from '@landed/shared/dates';

import type { DocumentContent, FrozenTranslation } from '#server/documents/content.ts';
import { invoiceMoney, MUTED, RULE, writePdf } from '#server/documents/pdf-writer.ts';
import type { Pen } from '#server/documents/pdf-writer.ts';

// A label, its value and the label's translation (null: none).
export type Fact = [label: string, value: string, translation: string | null];
export type Line = {
  description: string;
  // Drawn under the description.
  translation?: FrozenTranslation | undefined;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
};
// Draws one total: its label right-aligned, its amount in the last column.
export type Total = (fact: Fact, weight?: 'regular' | 'bold') => void;

export type Layout = {
  facts: Fact[];
  // 'Bill to', or 'Payable to' when Landed is the one paying.
  billTo?: string;
  // A partner's ABN and address: the buyer's identity on a tax invoice of $1,000 or more.
  buyerDetails?: { abn: string; address: string };
  lines: Line[];
  totals: (total: Total) => void;
  // Drawn after the totals (a partner invoice's "How to pay").
  after?: () => void;
  // The translation of one of the document's notes (they are known sentences), or null.
  noteTranslation?: (text: string) => string | null;
  // The last note: whom to ask.
  closing: [string, string | null];
};

export const longDate = (date: string) => formatCalendarDate(date, 'long');

// The fact every document has.
export const issuedFact = (pen: Pen, content: { issueDate: string }): Fact => [
  'Issue date',
  longDate(content.issueDate),
  pen.translate('invoice.issueDate'),
];

// The document as a PDF: `layout` says what it holds, given the pen it is drawn with.
export function renderLayout(
  content: DocumentContent,
  { locale, layout }: { locale?: string | null; layout: (pen: Pen) => Layout },
): Promise<Buffer> {
  // A booking's own document names its booking; a partner's lists many.
  const bookingRef = 'bookingRef' in content ? content.bookingRef : null;
  const title = `${content.title} ${content.number}`;
  const info = {
    title,
    author: content.seller.name,
    subject: bookingRef ? `Booking ${bookingRef}` : title,
    issueDate: content.issueDate,
    locale,
  };
  return writePdf(info, (pen) => drawPage(pen, { content, layout: layout(pen) }));
}

function drawPage(pen: Pen, { content, layout }: { content: DocumentContent; layout: Layout }) {
  const { doc, write, sub, translate, left, width } = pen;
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
  for (const [label, value, translation] of layout.facts) {
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
  write(layout.billTo ?? 'Bill to', { color: MUTED, x: buyerX, y: factsTop });
  sub(translate('invoice.billTo'), { x: buyerX, width: buyerWidth });
  const buyerName = buyer.name || buyer.email;
  write(buyerName, { weight: 'bold', x: buyerX, y: doc.y, width: buyerWidth });
  if (buyer.name) write(buyer.email, { x: buyerX, y: doc.y, width: buyerWidth });
  if (layout.buyerDetails) {
    const { abn, address } = layout.buyerDetails;
    for (const line of [abn ? `ABN ${abn}` : '', address].filter(Boolean)) {
      write(line, { color: MUTED, x: buyerX, y: doc.y, width: buyerWidth });
    }
  }
  doc.y = Math.max(doc.y, factsBottom);

  // ------------------------------------------------------------ what was supplied
  doc.moveDown(1.5);
  drawLines(pen, layout.lines);

  // ------------------------------------------------------------ totals
  const total: Total = ([label, value, translation], weight = 'regular') => {
    const y = doc.y;
    write(label, { weight, size: 11, x: left + width - 330, y, width: 230, align: 'right' });
    const labelBottom = doc.y;
    doc.text(value, left + width - 90, y, { width: 90, align: 'right' });
    if (translation) {
      sub(translation, { x: left + width - 330, y: labelBottom, width: 230, align: 'right' });
      doc.moveDown(0.2);
    } else doc.moveDown(0.3);
  };
  layout.totals(total);
  layout.after?.();

  // ------------------------------------------------------------ notes
  const notes: Array<[string, string | null]> = [
    ...content.notes.map((text): [string, string | null] => [
      text,
      layout.noteTranslation?.(text) ?? null,
    ]),
    layout.closing,
  ];
  doc.moveDown(1.5);
  for (const [text, translation] of notes) {
    write(text, { size: 9, color: MUTED, x: left, y: doc.y, width });
    sub(translation, { x: left, width });
    doc.moveDown(0.4);
  }
}

// The table: a heading row (each label with its translation), then a line each, between rules.
// A frozen translation, on a document drawn in its language.
const shownTranslation = (pen: Pen, frozen: FrozenTranslation | undefined) =>
  frozen && frozen.locale === pen.locale ? frozen.text : null;

function drawLines(pen: Pen, lines: Line[]) {
  const { doc, write, sub, translate, left, width } = pen;
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
  for (const line of lines) {
    row(
      [
        line.description,
        String(line.quantity),
        invoiceMoney(line.unitPriceCents),
        invoiceMoney(line.amountCents),
      ],
      { weight: 'regular', translations: [shownTranslation(pen, line.translation)] },
    );
  }
  rule();
}
