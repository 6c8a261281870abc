// The readable page of "Download my data" (issue 25): what data.json holds, as a person reads
// it, in the student's language, with links to the files beside it in the ZIP. Every value is
// escaped: names, references and messages are whatever was typed.
import type { Translator } from '#server/plugins/app/mail/translations.ts';

const escape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

type Cell = string | { text: string; href: string };

const cell = (value: Cell) =>
  typeof value === 'string'
    ? escape(value)
    : `<a href="${escape(value.href)}">${escape(value.text)}</a>`;

function table({
  headers,
  rows,
  none,
}: {
  headers: string[];
  rows: Cell[][];
  none: string;
}): string {
  if (rows.length === 0) return `<p>${escape(none)}</p>`;
  return `<table><thead><tr>${headers.map((h) => `<th scope="col">${escape(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((value) => `<td>${cell(value)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

export type ExportSummary = {
  exportedOn: string; // YYYY-MM-DD, Melbourne
  account: { name: string; email: string; phone: string; createdOn: string };
  bookings: Array<{
    reference: string;
    packageName: string;
    arrival: string;
    status: string;
    totalCents: number;
  }>;
  payments: Array<{
    booking: string;
    amountCents: number;
    reference: string;
    status: string;
    on: string;
  }>;
  invoices: Array<{ number: string; file: string }>;
  documents: Array<{ name: string; file: string }>;
  messages: Array<{ subject: string; on: string; status: string }>;
  newsletter: 'subscribed' | 'pending' | null;
};

export function exportSummaryHtml(summary: ExportSummary, tr: Translator): string {
  const { t } = tr;
  const none = t('export.none');
  const section = (title: string, body: string) => `<h2>${escape(title)}</h2>${body}`;
  const statusOf = (status: string) => {
    const key = `status.${status}` as Parameters<Translator['t']>[0];
    const said = t(key);
    return said === key ? status : said;
  };
  return `<!doctype html>
<html lang="${escape(tr.htmlLang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(t('export.title'))}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#0f172a}table{border-collapse:collapse;width:100%}th,td{border:1px solid #cbd5e1;padding:.25rem .5rem;text-align:left;vertical-align:top}th{background:#f1f5f9}dt{font-weight:600}h2{margin-top:2rem}</style></head>
<body><h1>${escape(t('export.title'))}</h1><p>${escape(t('export.intro', { date: tr.date(summary.exportedOn) }))}</p>
${section(
  t('export.account'),
  `<dl><dt>${escape(t('export.name'))}</dt><dd>${escape(summary.account.name)}</dd><dt>${escape(t('export.email'))}</dt><dd>${escape(summary.account.email)}</dd><dt>${escape(t('export.phone'))}</dt><dd>${escape(summary.account.phone || none)}</dd><dt>${escape(t('export.memberSince'))}</dt><dd>${escape(tr.date(summary.account.createdOn))}</dd></dl>`,
)}
${section(
  t('export.bookings'),
  table({
    headers: [
      t('fact.bookingRef'),
      t('fact.package'),
      t('fact.arrival'),
      t('fact.status'),
      t('fact.total'),
    ],
    rows: summary.bookings.map((b) => [
      b.reference,
      b.packageName,
      b.arrival ? tr.date(b.arrival) : none,
      statusOf(b.status),
      tr.money(b.totalCents),
    ]),
    none,
  }),
)}
${section(
  t('export.payments'),
  table({
    headers: [
      t('fact.bookingRef'),
      t('fact.amount'),
      t('export.paymentReference'),
      t('fact.status'),
      t('export.date'),
    ],
    rows: summary.payments.map((p) => [
      p.booking,
      tr.money(p.amountCents),
      p.reference || none,
      p.status,
      tr.date(p.on),
    ]),
    none,
  }),
)}
${section(
  t('export.invoices'),
  table({
    headers: [t('fact.invoiceNumber')],
    rows: summary.invoices.map((i) => [{ text: i.number, href: i.file }]),
    none,
  }),
)}
${section(
  t('export.documents'),
  table({
    headers: [t('export.name')],
    rows: summary.documents.map((d) => [{ text: d.name, href: d.file }]),
    none,
  }),
)}
${section(
  t('export.messages'),
  table({
    headers: [t('export.date'), t('export.subject'), t('fact.status')],
    rows: summary.messages.map((m) => [tr.date(m.on), m.subject || none, m.status]),
    none,
  }),
)}
${section(
  t('export.newsletter'),
  `<p>${escape(
    summary.newsletter === 'subscribed'
      ? t('export.newsletterSubscribed')
      : summary.newsletter === 'pending'
        ? t('export.newsletterPending')
        : none,
  )}</p>`,
)}
</body></html>
`;
}
