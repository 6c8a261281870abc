import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

// An amount written with fixed decimals (money as 180.00, -90.00): a number cell, so a
// spreadsheet sums it (docs/decisions/104).
export type CsvAmount = { readonly amount: string };
export type CsvCell = string | number | boolean | null | undefined | CsvAmount;

export function csvAmount(value: number, decimals = 2): CsvAmount {
  return { amount: value.toFixed(decimals) };
}

// A spreadsheet treats a text cell starting with = + - @ (or a tab or carriage return) as a
// formula. Such cells get a leading apostrophe so they stay text (OWASP "CSV Injection").
// Numbers are written as numbers: a formula needs text, and a guarded -180.00 would be text
// that no spreadsheet sums (docs/decisions/104).
export function csvSafe(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'object') return value.amount;
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

// A CSV file as spreadsheets open it: a header row, numbers as numbers, formula-safe text, and
// a byte-order mark so Excel reads it as UTF-8 (names in other scripts stay readable).
export function toCsv({ columns, rows }: { columns: string[]; rows: CsvCell[][] }): string {
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
