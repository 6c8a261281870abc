import type { FastifyInstance } from 'fastify';

import { INVOICE_MESSAGES } from '@landed/shared/schemas/invoice';
import { PARTNER_BILLING_MESSAGES } from '@landed/shared/schemas/partner-billing';
import { REFUND_MESSAGES } from '@landed/shared/schemas/refund';

import type { DbOrTx } from '#server/db/client.ts';
import type { DocumentKey } from '#server/db/numbered-documents.ts';
import type { DocumentContentOf, DocumentKind } from '#server/documents/content.ts';
import { documentFileName } from '#server/documents/content.ts';
import { parseDocument, renderDocument } from '#server/documents/render-document.ts';
import { notFound } from '#server/lib/http-errors.ts';

// Where each kind is kept: a repository of the one numbered-documents shape.
type NumberedRepository = {
  findIssued: (key: DocumentKey, tx?: DbOrTx) => Promise<{ content: unknown } | undefined>;
};
const repositoryOf = (app: FastifyInstance, kind: DocumentKind): NumberedRepository =>
  ({
    'tax-invoice': app.invoicesRepository,
    'adjustment-note': app.adjustmentNotesRepository,
    'partner-invoice': app.partnerInvoicesRepository,
    'commission-statement': app.commissionsRepository,
  })[kind];

const NOT_FOUND: Record<DocumentKind, string> = {
  'tax-invoice': INVOICE_MESSAGES.noInvoice,
  'adjustment-note': REFUND_MESSAGES.adjustmentNoteNotFound,
  'partner-invoice': PARTNER_BILLING_MESSAGES.invoiceNotFound,
  'commission-statement': PARTNER_BILLING_MESSAGES.statementNotFound,
};

export type IssuedDocumentKey<K extends DocumentKind> = DocumentKey & { kind: K };

// The one way to an issued document: its kind, its owner (the booking of an invoice or an
// adjustment note, the partner of a partner invoice or a commission statement) and its number
// (none: the owner's latest, as a booking's one invoice). Its content read through its schema;
// undefined when the owner has no such document.
export async function findIssuedDocument<K extends DocumentKind>(
  app: FastifyInstance,
  { kind, ownerId, number, tx }: IssuedDocumentKey<K> & { tx?: DbOrTx },
): Promise<DocumentContentOf<K> | undefined> {
  const row = await repositoryOf(app, kind).findIssued({ ownerId, number }, tx);
  return row && parseDocument(kind, row.content);
}

// The same, where another owner's number, or one never issued, is a 404.
export async function getIssuedDocument<K extends DocumentKind>(
  app: FastifyInstance,
  key: IssuedDocumentKey<K>,
): Promise<DocumentContentOf<K>> {
  const content = await findIssuedDocument(app, key);
  if (!content) throw notFound(NOT_FOUND[key.kind]);
  return content;
}

// A document as its PDF, drawn from its frozen content. `locale`: the reader's language (the
// student whose document it is), for the documents a student reads.
export async function issuedDocumentPdf<K extends DocumentKind>(
  kind: K,
  { content, locale }: { content: DocumentContentOf<K>; locale?: string | null },
): Promise<{ fileName: string; pdf: Buffer }> {
  return {
    fileName: documentFileName(content),
    pdf: await renderDocument({ kind, content, locale }),
  };
}

// The PDF of one of the owner's documents; another owner's, or one never issued, is a 404.
export async function getIssuedDocumentPdf<K extends DocumentKind>(
  app: FastifyInstance,
  { locale, ...key }: IssuedDocumentKey<K> & { locale?: string | null },
): Promise<{ fileName: string; pdf: Buffer }> {
  return issuedDocumentPdf(key.kind, { content: await getIssuedDocument(app, key), locale });
}
