// Lookups of the seeded catalogue and small builders the tests share.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { addDays, melbourneDate } from '@landed/shared/dates';

import { customOptions, customServices, packages, payments } from '#server/db/schema.ts';
import { bearer } from './helper.ts';

export async function packageId(app: FastifyInstance, title: string): Promise<string> {
  const [row] = await app.db
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.title, title));
  if (!row) throw new Error(`no package ${title}`);
  return row.id;
}

export async function optionId(
  app: FastifyInstance,
  serviceKey: string,
  optionName: string,
): Promise<string> {
  const [row] = await app.db
    .select({ id: customOptions.id })
    .from(customOptions)
    .innerJoin(customServices, eq(customOptions.serviceId, customServices.id))
    .where(and(eq(customServices.key, serviceKey), eq(customOptions.name, optionName)));
  if (!row) throw new Error(`no option ${serviceKey}/${optionName}`);
  return row.id;
}

// A preferred date `days` from today in Melbourne, by the app's clock.
export function dateIn(
  app: FastifyInstance & { clock: { now: () => Date } },
  days: number,
): string {
  return addDays(melbourneDate(app.clock.now()), days);
}

export function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    userName: 'Priya Sharma',
    email: 'priya@example.com',
    phone: '+61 400 123 456',
    preferredDate: addDays(melbourneDate(new Date()), 10),
    arrivalTime: '14:30',
    flightNumber: 'QF10',
    notes: 'Two suitcases.',
    ...overrides,
  };
}

export async function book(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/booking', headers: bearer(token), payload: body });
}

// A multipart/form-data body with one file part, as a browser sends it.
export function multipart(
  fileName: string,
  content: Buffer,
  {
    field = 'file',
    contentType = 'application/octet-stream',
  }: { field?: string; contentType?: string } = {},
) {
  const boundary = `----landed${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

// Smallest real files of each accepted type.
export const FILES = {
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpeg: Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
    'base64',
  ),
  text: Buffer.from('This is only text, pretending to be a PDF.\n'),
};

// A booking of `packageTitle` (or of custom options) made by the student, marked paid ("I have
// paid"): returns the booking and its pending payment claim's id, ready for an administrator
// to verify (docs/decisions/061).
export async function claimedBooking(
  app: FastifyInstance,
  { token, body }: { token: string; body: Record<string, unknown> },
): Promise<{ booking: { _id: string; bookingId: string }; paymentId: string }> {
  const made = await book(app, token, bookingBody(body));
  if (made.statusCode !== 201) throw new Error(`booking failed: ${made.body}`);
  const { booking } = made.json();
  const paid = await app.inject({
    method: 'PATCH',
    url: `/api/booking/${booking._id}/mark-paid`,
    headers: bearer(token),
    payload: { reference: `Transfer ${booking.bookingId}` },
  });
  if (paid.statusCode !== 200) throw new Error(`mark-paid failed: ${paid.body}`);
  const [claim] = await app.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, booking._id), eq(payments.status, 'Pending')));
  return { booking, paymentId: claim!.id };
}

// A Chinese student's refund account (issue 31): SWIFT/BIC and account number, no IBAN; and
// how its owner reads it back.
export const BANK_OF_CHINA_ACCOUNT = {
  kind: 'overseas',
  accountName: 'Li Wei',
  bankName: 'Bank of China',
  country: 'CN',
  swift: 'BKCHCNBJ',
  accountNumber: '6217850000001234567',
} as const;
export const BANK_OF_CHINA_MASKED = {
  ...BANK_OF_CHINA_ACCOUNT,
  accountNumber: '••••••••••••••••567',
};

// A booking's flight before any look-up, or with tracking off (issue 34).
export { flightNotKnown } from '@landed/shared/schemas/flights';
