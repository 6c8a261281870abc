// Any issued document by its kind: its stored content read through its schema, and its PDF.
import { DOCUMENT_SCHEMAS } from '#server/documents/content.ts';
import type { DocumentContentOf, DocumentKind } from '#server/documents/content.ts';
import { renderAdjustmentNote } from '#server/documents/adjustment-note.ts';
import { renderCommissionStatement } from '#server/documents/commission-statement.ts';
import { renderPartnerInvoice } from '#server/documents/partner-invoice.ts';
import { renderTaxInvoice } from '#server/documents/tax-invoice.ts';

type Renderers = {
  [K in DocumentKind]: (
    content: DocumentContentOf<K>,
    options: { locale?: string | null },
  ) => Promise<Buffer>;
};
const RENDERERS: Renderers = {
  'tax-invoice': renderTaxInvoice,
  'adjustment-note': renderAdjustmentNote,
  'partner-invoice': renderPartnerInvoice,
  'commission-statement': renderCommissionStatement,
};

// A document's stored content (a table's `content` column), checked against its kind's schema:
// a row that does not match fails loudly rather than drawing a wrong document.
export function parseDocument<K extends DocumentKind>(
  kind: K,
  stored: unknown,
): DocumentContentOf<K> {
  return DOCUMENT_SCHEMAS[kind].parse(stored) as DocumentContentOf<K>;
}

// The document as a PDF. `locale`: the reader's language, for the documents a student reads.
export function renderDocument<K extends DocumentKind>({
  kind,
  content,
  locale,
}: {
  kind: K;
  content: DocumentContentOf<K>;
  locale?: string | null;
}): Promise<Buffer> {
  return RENDERERS[kind](content, { locale });
}
