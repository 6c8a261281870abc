import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

// A spreadsheet treats a cell starting with = + - @ (or a tab or carriage return) as a formula.
// Such cells get a leading apostrophe so they stay text (OWASP "CSV Injection").
export function csvSafe(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

// A CSV file as spreadsheets open it: a header row, formula-safe cells, and a byte-order mark
// so Excel reads it as UTF-8 (names in other scripts stay readable).
export function toCsv({
  columns,
  rows,
}: {
  columns: string[];
  rows: Array<Array<string | number | boolean | null | undefined>>;
}): string {
  return `\uFEFF${stringify(
    rows.map((row) => row.map(csvSafe)),
    { header: true, columns },
  )}`;
}

// Sends a CSV as a download named `landed-<name>-<date>.csv`.
export function sendCsv(reply: FastifyReply, { name, csv }: { name: string; csv: string }) {
  const date = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="landed-${name}-${date}.csv"`)
    .send(csv);
}
