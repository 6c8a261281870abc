// A partner's CSV of students, read and checked row by row (issue 27 item 2;
// docs/decisions/093). The preview shows these problems; confirming checks the stored rows
// again, in its transaction, so what is booked is what the catalogue and calendar allow then.
import { parse as parseCsv } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';

import { melbourneDate } from '@landed/shared/dates';
import { LOCALES, type Locale } from '@landed/shared/locales';
import { flightNumberSchema, phoneSchema, timeOfDaySchema } from '@landed/shared/schemas/booking';
import { emailSchema } from '@landed/shared/schemas/common';
import type { PartnerImportRow } from '@landed/shared/schemas/partner-bookings';
import {
  PARTNER_CSV_CELL_LIMITS,
  PARTNER_CSV_COLUMNS,
  PARTNER_IMPORT_LIMITS,
} from '@landed/shared/schemas/partner-bookings';

import type { DbOrTx } from '#server/db/client.ts';
import { HttpError, badRequest } from '#server/lib/http-errors.ts';
import type { PackageChoice, PricedBooking } from '#server/operations/bookings/create-booking.ts';
import { arrivalDateProblem, priceBooking } from '#server/operations/bookings/create-booking.ts';
import type { PartnerRow } from '#server/plugins/app/partners/partners-repository.ts';
import type { StudentBooking } from './create-partner-bookings.ts';
import { notAllowedProblem, studentDateKey } from './create-partner-bookings.ts';

type Column = (typeof PARTNER_CSV_COLUMNS)[number];

// A row as uploaded: its line in the file and its cells by column.
export type RawImportRow = { line: number; cells: Partial<Record<Column, string>> };

// Headers people write for the template's columns.
const ALIASES: Record<string, Column> = {
  'external id': 'external_id',
  reference: 'external_id',
  'full name': 'name',
  'student name': 'name',
  'e-mail': 'email',
  'email address': 'email',
  mobile: 'phone',
  'student id': 'student_id',
  'arrival date': 'arrival_date',
  date: 'arrival_date',
  'arrival time': 'arrival_time',
  time: 'arrival_time',
  'flight number': 'flight',
  destination: 'address',
  locale: 'language',
};
const REQUIRED: Column[] = ['name', 'email', 'arrival_date'];

function columnOf(header: string): Column | undefined {
  const name = header.trim().toLowerCase().replace(/_/g, ' ');
  const exact = PARTNER_CSV_COLUMNS.find((c) => c.replace(/_/g, ' ') === name);
  return exact ?? ALIASES[name];
}

// The file's rows, or a 400 saying what is wrong with the file as a whole.
export function readPartnerCsv(content: Buffer): RawImportRow[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parseCsv(content.toString('utf8'), {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw badRequest(
      `This is not a CSV file we can read (${(error as Error).message.split('\n')[0]!.slice(0, 120)}).`,
      'CSV_UNREADABLE',
    );
  }
  const [header, ...body] = records;
  if (!header) throw badRequest('The file is empty: start from the template.', 'CSV_EMPTY');
  const columns = header.record.map(columnOf);
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    throw badRequest(
      `The file has no ${missing.map((c) => `"${c}"`).join(', ')} column: start from the template.`,
      'CSV_COLUMNS',
    );
  }
  if (body.length === 0) throw badRequest('The file has no students in it.', 'CSV_EMPTY');
  if (body.length > PARTNER_IMPORT_LIMITS.maxRows) {
    throw badRequest(
      `The file has ${body.length} students; upload at most ${PARTNER_IMPORT_LIMITS.maxRows} at a time.`,
      'CSV_TOO_MANY_ROWS',
    );
  }
  return body.map(({ record, info }) => {
    const cells: RawImportRow['cells'] = {};
    record.forEach((value, index) => {
      const column = columns[index];
      if (column && value !== '' && cells[column] === undefined) cells[column] = value;
    });
    return { line: info.lines, cells };
  });
}

// 14/02/2027 (as Australians write it) or 2027-02-14, to YYYY-MM-DD; null when neither.
function calendarDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
  if (!y || !m || !d) return null;
  const date = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : null;
}

// "Airport Pickup: Premium; SIM Card: Standard" to the booking payload's services.
function servicesOf(text: string): PackageChoice['services'] | null {
  const pairs = text
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf(':');
      return at < 1
        ? null
        : { serviceName: part.slice(0, at).trim(), optionName: part.slice(at + 1).trim() };
    });
  return pairs.length > 0 && pairs.every((p) => p && p.optionName)
    ? (pairs as NonNullable<PackageChoice['services']>)
    : null;
}

// The problem a pricing refusal names, in plain words and without the field's name.
function pricingProblem(error: unknown, choice: string): string {
  if (!(error instanceof HttpError)) throw error;
  if (error.code === 'PACKAGE_UNAVAILABLE') return `There is no package called "${choice}".`;
  return error.message.replace(/^[\w.]+: /, '');
}

export type CheckedRow = PartnerImportRow & { booking: StudentBooking | null; key: string };

// The columns in the problems' words.
const COLUMN_WORDS: Record<Column, string> = {
  external_id: 'external id',
  name: 'name',
  email: 'e-mail address',
  phone: 'phone number',
  student_id: 'student ID',
  university: 'university',
  package: 'package',
  services: 'services',
  arrival_date: 'arrival date',
  arrival_time: 'arrival time',
  flight: 'flight',
  address: 'address',
  language: 'language',
};

// A row's cells within their limits, and a problem for each cell beyond (the cell is then
// left out of the other checks, so it is never echoed back).
function withinLimits(cells: RawImportRow['cells']): {
  cells: RawImportRow['cells'];
  problems: string[];
  tooLong: Set<Column>;
} {
  const kept: RawImportRow['cells'] = {};
  const problems: string[] = [];
  const tooLong = new Set<Column>();
  for (const column of PARTNER_CSV_COLUMNS) {
    const value = cells[column];
    if (value === undefined) continue;
    if (value.length > PARTNER_CSV_CELL_LIMITS[column]) {
      tooLong.add(column);
      problems.push(
        `The ${COLUMN_WORDS[column]} is longer than ${PARTNER_CSV_CELL_LIMITS[column]} characters.`,
      );
    } else kept[column] = value;
  }
  return { cells: kept, problems, tooLong };
}

// Only a university's own people may fill the university column, and only with its own name:
// the column sets a new account's university, which routes the student's own bookings into
// that university's approval queue (docs/decisions/106). The problem, or null.
function universityProblem(partner: PartnerRow, university: string | undefined): string | null {
  const named = (university ?? '').trim();
  if (!named) return null;
  if (partner.kind !== 'University') {
    return 'Only a university may fill in the university column: leave it empty (the student names their own university).';
  }
  return named.toLowerCase() === partner.name.trim().toLowerCase()
    ? null
    : `The university column may only name your own university, ${partner.name}: leave it empty or write that name.`;
}

// Every row's problems, in plain words; a row without any carries the booking it makes.
export async function checkImportRows(
  app: FastifyInstance,
  { partner, rows, tx }: { partner: PartnerRow; rows: RawImportRow[]; tx: DbOrTx },
): Promise<CheckedRow[]> {
  const today = melbourneDate(app.config.now());
  // Most rows of an intake book the same few packages: each is priced once.
  const prices = new Map<string, PricedBooking | string>();
  const firstLineOf = new Map<string, number>();
  const checked: CheckedRow[] = [];
  for (const { line, cells: sent } of rows) {
    const { cells, problems, tooLong } = withinLimits(sent);
    const name = (cells.name ?? '').trim();
    if (!name && !tooLong.has('name')) problems.push('The name is missing.');

    const email = emailSchema.safeParse(cells.email ?? '');
    if (!cells.email) {
      if (!tooLong.has('email')) problems.push('The e-mail address is missing.');
    } else if (!email.success) problems.push(`"${cells.email}" is not a valid e-mail address.`);
    const studentEmail = email.success ? email.data : (cells.email ?? '');

    let date = '';
    if (!cells.arrival_date) {
      if (!tooLong.has('arrival_date')) problems.push('The arrival date is missing.');
    } else {
      date = calendarDate(cells.arrival_date) ?? '';
      const dateProblem = date ? arrivalDateProblem(today, date) : null;
      if (!date) {
        problems.push(
          `"${cells.arrival_date}" is not a date: write it as 2027-02-14 or 14/02/2027.`,
        );
      } else if (dateProblem) {
        problems.push(
          date < today
            ? `The arrival date ${date} is in the past.`
            : `The arrival date ${date} is more than two years away.`,
        );
      }
    }
    const time = cells.arrival_time ? timeOfDaySchema.safeParse(cells.arrival_time) : null;
    if (time && !time.success)
      problems.push(`"${cells.arrival_time}" is not a time: write it like 14:30.`);
    const flight = cells.flight ? flightNumberSchema.safeParse(cells.flight) : null;
    if (flight && !flight.success)
      problems.push(`"${cells.flight}" is not a flight number like QF10.`);
    const phone = cells.phone ? phoneSchema.safeParse(cells.phone) : null;
    if (phone && !phone.success) problems.push(`"${cells.phone}" is not a phone number.`);
    const language = cells.language
      ? LOCALES.find((l) => l.toLowerCase() === cells.language!.trim().toLowerCase())
      : 'en';
    if (!language) {
      problems.push(
        `"${cells.language}" is not a language we write in: use ${LOCALES.join(', ')}.`,
      );
    }
    const university = universityProblem(partner, cells.university);
    if (university) problems.push(university);

    // What is booked: a package by its name, or services and their options.
    let priced: PricedBooking | null = null;
    const choice = cells.package ?? '';
    const services = cells.services ? servicesOf(cells.services) : undefined;
    if (tooLong.has('package') || tooLong.has('services')) {
      // Already said: the cell is too long to look up.
    } else if (!choice && !cells.services)
      problems.push('Name a package, or the services to book.');
    else if (services === null) {
      problems.push(`Write the services as "Airport Pickup: Premium; SIM Card Setup: Standard".`);
    } else {
      const memo = `${choice}\n${cells.services ?? ''}`;
      if (!prices.has(memo)) {
        const body: PackageChoice = services
          ? { packageName: choice || 'Custom Package', services }
          : { packageName: choice };
        try {
          const result = await priceBooking(app, { body, tx });
          prices.set(memo, notAllowedProblem(partner, result) ?? result);
        } catch (error) {
          prices.set(memo, pricingProblem(error, choice));
        }
      }
      const price = prices.get(memo)!;
      if (typeof price === 'string') problems.push(price);
      else priced = price;
    }

    // The same booking twice in one file is booked once: the later line says so.
    const externalId = (cells.external_id ?? '').trim();
    const key = externalId || studentDateKey(studentEmail, date);
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) {
      problems.push(
        externalId
          ? `The external id "${externalId}" is also on line ${earlier}.`
          : `The same student and arrival date are also on line ${earlier}.`,
      );
    } else firstLineOf.set(key, line);

    const ok = problems.length === 0 && priced !== null;
    checked.push({
      line,
      ok,
      problems,
      studentEmail,
      studentName: name,
      preferredDate: date,
      packageName: priced?.packageName ?? choice,
      price: ok && priced ? priced.totalPriceCents / 100 : null,
      key,
      booking: ok
        ? {
            studentEmail,
            studentName: name,
            studentId: (cells.student_id ?? '').trim(),
            // Never another university's name (universityProblem above).
            university: partner.kind === 'University' ? partner.name : '',
            locale: language as Locale,
            contactName: name,
            contactEmail: studentEmail,
            phone: phone?.success ? phone.data : '',
            preferredDate: date,
            arrivalTime: time?.success ? time.data : '',
            flightNumber: flight?.success ? flight.data : '',
            destinationAddress: (cells.address ?? '').replace(/\s+/g, ' '),
            notes: '',
            key,
            priced: priced!,
          }
        : null,
    });
  }

  // Rows this partner booked from an earlier upload (or the form) are not booked again.
  const booked = await app.partnerBookingsRepository.bookedKeys(
    partner.id,
    checked.filter((r) => r.ok).map((r) => r.key),
    tx,
  );
  for (const row of checked) {
    if (row.ok && booked.has(row.key)) {
      row.ok = false;
      row.booking = null;
      row.problems.push('Already booked, from an earlier upload or the booking form.');
    }
  }
  return checked;
}
