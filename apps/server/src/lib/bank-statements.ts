// Reading a bank statement (docs/decisions/088-bank-statements.md): CSV as CommBank, NAB, ANZ
// and Westpac export it (or in columns the user mapped once), OFX 1.x (SGML) and 2.x (XML), and
// ISO 20022 camt.053. Each becomes the same list of lines: a date, a signed amount in cents and
// a description. Anything unreadable is a sentence for the user (HttpError 400), never a 500.
import { createHash } from 'node:crypto';

import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { Ofx } from 'ofx-data-extractor';

import type { RefundDetails } from '@landed/shared/schemas/refund-details';
import { refundDetailsSchema } from '@landed/shared/schemas/refund-details';
import type { StatementMapping } from '@landed/shared/schemas/statements';
import { STATEMENT_LIMITS } from '@landed/shared/schemas/statements';

import { badRequest } from './http-errors.ts';

export type StatementLineInput = {
  postedOn: string; // YYYY-MM-DD
  amountCents: number; // credits positive, debits negative
  description: string;
  // camt.053 only: the account the money came from, when the bank wrote one complete enough to
  // pay a refund into (docs/decisions/108). Never stored as it is: sealed for a matched line.
  payerAccount?: RefundDetails;
};

export type ParsedStatement = { format: string; lines: StatementLineInput[] };

export type UnknownLayout = {
  needsMapping: true;
  headerKey: string;
  hasHeader: boolean;
  columns: string[];
  sample: string[][];
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

// Australian banks write the day first: 05/01/2027, 5/1/27, 05-01-2027, 05 Jan 27, 05 Jan 2027;
// ISO dates (2027-01-05) come from mapped files and the XML formats.
export function parseStatementDate(raw: string): string | null {
  const text = raw.trim();
  let day: number, month: number, year: number;
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (m) {
    [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  } else if ((m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text))) {
    [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  } else if ((m = /^(\d{1,2})[\s-]([A-Za-z]{3})[A-Za-z]*[\s-](\d{2}|\d{4})$/.exec(text))) {
    day = Number(m[1]);
    month = MONTHS.indexOf(m[2]!.toLowerCase()) + 1;
    year = Number(m[3]);
  } else return null;
  if (year < 100) year += 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

// "+180.00", "-5.00", "1,234.56", "$180.00", "(5.00)" → cents; blank → 0; otherwise null.
export function parseStatementAmount(raw: string): number | null {
  let text = raw.trim().replace(/[$,\s]/g, '');
  if (text === '') return 0;
  let sign = 1;
  if (/^\(.*\)$/.test(text)) {
    sign = -1;
    text = text.slice(1, -1);
  }
  if (/(CR)$/i.test(text)) text = text.slice(0, -2);
  else if (/(DR)$/i.test(text)) {
    sign = -sign;
    text = text.slice(0, -2);
  }
  const m = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return sign * (m[1] === '-' ? -cents : cents);
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

// ---------------------------------------------------------------- CSV

type CsvLayout = { format: string; mapping: StatementMapping };

const headerCell = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, ' ');

// The key a mapped layout is remembered by: the header row as written (case and spacing
// aside), or the column count of a file without one.
export function layoutKey(rows: string[][], hasHeader: boolean): string {
  return hasHeader
    ? rows[0]!.map(headerCell).join('|')
    : `(no header row: ${rows[0]!.length} columns)`;
}

const isAmount = (cell: string | undefined) =>
  cell !== undefined && cell.trim() !== '' && parseStatementAmount(cell) !== null;
const isSigned = (cell: string | undefined) => cell !== undefined && /^[+-]/.test(cell.trim());

// Recognises the four banks' exports (where each layout comes from: the decision record).
function knownLayout(rows: string[][]): CsvLayout | 'header' | null {
  const first = rows[0]!;
  const hasHeader = parseStatementDate(first[0] ?? '') === null;
  if (hasHeader) {
    const header = first.map(headerCell);
    const at = (name: string) => header.indexOf(name);
    // NAB: Date,Amount,Account Number,,Transaction Type,Transaction Details,Balance,Category,Merchant Name
    if (at('date') === 0 && at('amount') >= 0 && at('transaction details') >= 0) {
      const description = [at('transaction type'), at('transaction details'), at('merchant name')];
      return {
        format: 'csv:nab',
        mapping: {
          hasHeader: true,
          date: 0,
          amount: at('amount'),
          description: description.filter((i) => i >= 0),
        },
      };
    }
    // Westpac: Bank Account,Date,Narrative,Debit Amount,Credit Amount,Balance,Categories,Serial
    if (at('date') >= 0 && at('narrative') >= 0 && at('credit amount') >= 0) {
      return {
        format: 'csv:westpac',
        mapping: {
          hasHeader: true,
          date: at('date'),
          credit: at('credit amount'),
          description: [at('narrative')],
        },
      };
    }
    return 'header';
  }
  // CommBank: no header; date, signed amount, description, signed running balance.
  if (first.length === 4 && isAmount(first[1]) && isSigned(first[3])) {
    return {
      format: 'csv:commbank',
      mapping: { hasHeader: false, date: 0, amount: 1, description: [2] },
    };
  }
  // ANZ: no header; date, amount, description.
  if (first.length === 3 && isAmount(first[1]) && !isAmount(first[2])) {
    return {
      format: 'csv:anz',
      mapping: { hasHeader: false, date: 0, amount: 1, description: [2] },
    };
  }
  return null;
}

function linesFromCsv(rows: string[][], mapping: StatementMapping): StatementLineInput[] {
  const lines: StatementLineInput[] = [];
  const body = mapping.hasHeader ? rows.slice(1) : rows;
  body.forEach((row, i) => {
    const lineNo = i + 1 + (mapping.hasHeader ? 1 : 0);
    if (row.every((cell) => cell.trim() === '')) return;
    const amountCell = row[mapping.amount ?? mapping.credit!] ?? '';
    const amountCents = parseStatementAmount(amountCell);
    if (amountCents === null) {
      throw badRequest(
        `Line ${lineNo}: "${amountCell.slice(0, 40)}" is not an amount.`,
        'BAD_STATEMENT',
      );
    }
    // A file with a credit column: a blank credit is a debit, whatever the other columns say.
    if (mapping.credit !== undefined && amountCents === 0) return;
    const dateCell = row[mapping.date] ?? '';
    const postedOn = parseStatementDate(dateCell);
    if (!postedOn) {
      throw badRequest(
        `Line ${lineNo}: "${dateCell.slice(0, 40)}" is not a date.`,
        'BAD_STATEMENT',
      );
    }
    const description = tidy(mapping.description.map((c) => row[c] ?? '').join(' '));
    lines.push({ postedOn, amountCents, description });
  });
  return lines;
}

function readCsv(text: string): string[][] {
  try {
    return parseCsv(text, {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
    }) as string[][];
  } catch (error) {
    throw badRequest(
      `This is not a CSV file we can read (${(error as Error).message.split('\n')[0]!.slice(0, 120)}).`,
      'BAD_STATEMENT',
    );
  }
}

// ---------------------------------------------------------------- OFX and camt.053

type OfxTransaction = {
  TRNTYPE?: string;
  DTPOSTED?: string;
  TRNAMT?: string;
  NAME?: string;
  MEMO?: string;
};

function parseOfx(text: string): StatementLineInput[] {
  let transactions: OfxTransaction[];
  try {
    const list = new Ofx(text).getBankTransferList() as unknown;
    transactions = (Array.isArray(list) ? list : list ? [list] : []) as OfxTransaction[];
  } catch {
    throw badRequest(
      'This OFX file cannot be read: export it again from your bank.',
      'BAD_STATEMENT',
    );
  }
  return transactions.map((t, i) => {
    const postedOn = parseStatementDate(String(t.DTPOSTED ?? ''));
    const amountCents = parseStatementAmount(String(t.TRNAMT ?? ''));
    if (!postedOn || amountCents === null) {
      throw badRequest(
        `Transaction ${i + 1} of this OFX file has no date or amount.`,
        'BAD_STATEMENT',
      );
    }
    return { postedOn, amountCents, description: tidy(`${t.NAME ?? ''} ${t.MEMO ?? ''}`) };
  });
}

const xml = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => ['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Othr'].includes(name),
});

type CamtNode = Record<string, unknown>;
const node = (value: unknown): CamtNode =>
  value && typeof value === 'object' ? (value as CamtNode) : {};
const list = (value: unknown): CamtNode[] =>
  Array.isArray(value) ? value.map(node) : value ? [node(value)] : [];
const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number'
      ? String(value)
      : String(node(value)['#text'] ?? '');

// The payer's account as a camt.053 transaction names it (RltdPties: the debtor's name, its
// account's IBAN or other id; RltdAgts/DbtrAgt: the bank's BIC (BICFI since version 04, BIC
// before), name and clearing code), read as a refund account: an IBAN with its bank's BIC is an
// overseas account of the IBAN's country; an other id with an Australian BSB (the clearing
// code AUBSB, or written before the account number when no foreign bank is named) is an
// Australian one; an other id at a foreign bank is that bank's country's account, with the
// IFSC (INFSC) or CNAPS code when given. Anything the refund form would refuse is left out.
function payerAccountOf(details: CamtNode): RefundDetails | undefined {
  const parties = node(details.RltdPties);
  const debtor = node(parties.Dbtr);
  const accountName = tidy(textOf(node(debtor.Pty ?? debtor).Nm)).slice(0, 100);
  const accountId = node(node(parties.DbtrAcct).Id);
  const iban = textOf(accountId.IBAN).replace(/\s+/g, '').toUpperCase();
  const other = list(accountId.Othr)
    .map((o) => textOf(o.Id).trim())
    .find(Boolean);
  const bank = node(node(node(details.RltdAgts).DbtrAgt).FinInstnId);
  const swift = textOf(bank.BICFI ?? bank.BIC)
    .replace(/\s+/g, '')
    .toUpperCase();
  const clearing = node(bank.ClrSysMmbId);
  const clearingSystem = textOf(node(clearing.ClrSysId).Cd).toUpperCase();
  const member = textOf(clearing.MmbId).replace(/[\s-]/g, '').toUpperCase();
  const bankName = tidy(textOf(bank.Nm)).slice(0, 100) || swift;
  let candidate: unknown;
  if (!accountName || (!iban && !other)) return undefined;
  if (iban) {
    candidate = { kind: 'overseas', accountName, bankName, country: iban.slice(0, 2), swift, iban };
  } else {
    const digits = other!.replace(/[\s-]/g, '');
    const foreign = swift.length >= 6 && swift.slice(4, 6) !== 'AU';
    if (clearingSystem === 'AUBSB') {
      candidate = { kind: 'australian', accountName, bsb: member, accountNumber: digits };
    } else if (!foreign && /^\d{10,16}$/.test(digits)) {
      const [bsb, accountNumber] = [digits.slice(0, 6), digits.slice(6)];
      candidate = { kind: 'australian', accountName, bsb, accountNumber };
    } else if (foreign) {
      candidate = {
        kind: 'overseas',
        accountName,
        bankName,
        country: swift.slice(4, 6),
        swift,
        accountNumber: digits.toUpperCase(),
        ...(clearingSystem === 'INFSC' ? { ifsc: member } : {}),
        ...(clearingSystem === 'CNAPS' ? { cnaps: member } : {}),
      };
    }
  }
  const parsed = refundDetailsSchema.safeParse(candidate);
  return parsed.success ? parsed.data : undefined;
}

// One entry, one payer: an entry batching several payers' transfers names none of them.
function entryPayer(details: CamtNode[]): RefundDetails | undefined {
  const payers = details.map(payerAccountOf).filter((p) => p !== undefined);
  const distinct = new Set(payers.map((p) => JSON.stringify(p)));
  return distinct.size === 1 && payers.length === details.length ? payers[0] : undefined;
}

// ISO 20022 BankToCustomerStatement: every entry (Ntry) of every statement, credits and
// debits, with the remittance information (RmtInf/Ustrd) and the entry's additional text.
function parseCamt053(text: string): StatementLineInput[] {
  let doc: CamtNode;
  try {
    doc = node(xml.parse(text));
  } catch {
    throw badRequest('This XML file cannot be read.', 'BAD_STATEMENT');
  }
  const statements = list(node(node(doc.Document).BkToCstmrStmt).Stmt);
  if (statements.length === 0) {
    throw badRequest(
      'This XML file is not a camt.053 bank statement (BkToCstmrStmt).',
      'BAD_STATEMENT',
    );
  }
  return statements.flatMap((stmt) =>
    list(stmt.Ntry).flatMap((entry, i) => {
      // Pending entries are not on the account yet.
      const status = textOf(node(entry.Sts).Cd ?? entry.Sts);
      if (status === 'PDNG') return [];
      const amount = parseStatementAmount(textOf(entry.Amt));
      const booked = node(entry.BookgDt);
      const postedOn = parseStatementDate(textOf(booked.Dt ?? booked.DtTm));
      if (amount === null || !postedOn) {
        throw badRequest(
          `Entry ${i + 1} of this statement has no date or amount.`,
          'BAD_STATEMENT',
        );
      }
      const details = list(entry.NtryDtls).flatMap((d) => list(d.TxDtls));
      const words = [
        ...details.flatMap((d) => [
          textOf(node(node(node(d.RltdPties).Dbtr).Pty ?? node(d.RltdPties).Dbtr).Nm),
          ...((node(d.RmtInf).Ustrd as unknown[] | undefined) ?? []).map(textOf),
        ]),
        textOf(entry.AddtlNtryInf),
      ];
      const sign = textOf(entry.CdtDbtInd) === 'CRDT' ? 1 : -1;
      const payerAccount = sign > 0 ? entryPayer(details) : undefined;
      return [
        {
          postedOn,
          amountCents: sign * Math.abs(amount),
          description: tidy(words.join(' ')),
          ...(payerAccount ? { payerAccount } : {}),
        },
      ];
    }),
  );
}

// ---------------------------------------------------------------- the one entry point

// A statement's lines, or what the screen needs to let the user map the columns of a CSV it
// did not recognise. `remembered` finds a layout mapped before, by the file's header key.
export async function parseStatement(
  content: Buffer,
  remembered: (headerKey: string) => Promise<StatementMapping | null>,
): Promise<ParsedStatement | UnknownLayout> {
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  const head = text.trimStart().slice(0, 1000);
  if (/^OFXHEADER|<OFX>/i.test(head)) return { format: 'ofx', lines: parseOfx(text) };
  if (head.startsWith('<')) {
    if (!text.includes('BkToCstmrStmt')) {
      throw badRequest(
        'This XML file is not a camt.053 bank statement (BkToCstmrStmt).',
        'BAD_STATEMENT',
      );
    }
    return { format: 'camt053', lines: parseCamt053(text) };
  }
  const rows = readCsv(text);
  if (rows.length === 0) throw badRequest('The statement has no lines.', 'BAD_STATEMENT');
  if (rows[0]!.length > STATEMENT_LIMITS.maxColumns || rows[0]!.length < 2) {
    throw badRequest(
      'This file is not a bank statement: save it from your bank as CSV.',
      'BAD_STATEMENT',
    );
  }
  const known = knownLayout(rows);
  if (known && known !== 'header')
    return { format: known.format, lines: linesFromCsv(rows, known.mapping) };
  const hasHeader = known === 'header';
  const headerKey = layoutKey(rows, hasHeader);
  const mapping = await remembered(headerKey);
  if (mapping) return { format: 'csv:mapped', lines: linesFromCsv(rows, mapping) };
  return {
    needsMapping: true,
    headerKey,
    hasHeader,
    columns: hasHeader ? rows[0]! : rows[0]!.map((_, i) => `Column ${i + 1}`),
    sample: rows.slice(hasHeader ? 1 : 0, hasHeader ? 4 : 3),
  };
}

// A line's identity across files: its date, amount, description and how many identical lines
// came before it in the same file, so two real $50 transfers with the same words on one day
// stay two lines, and the same statement (or an overlapping one) imported again adds nothing.
export function fingerprintLines(lines: StatementLineInput[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const key = `${line.postedOn}|${line.amountCents}|${line.description.toUpperCase()}`;
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return createHash('sha256').update(`${key}|${occurrence}`).digest('hex');
  });
}
