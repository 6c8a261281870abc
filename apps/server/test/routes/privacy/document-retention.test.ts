// @both-databases: retention runs at once claim each document once
// Issue 16: uploaded documents are deleted DOCUMENT_RETENTION_DAYS (90) after the user's last
// booking ended, with a notice 7 days before; each once, also with two instances
// (docs/decisions/066). Administrators' downloads of a document are logged.

import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLogs, documents, notifications } from '#server/db/schema.ts';
import { FILES, book, bookingBody, dateIn, multipart, packageId } from '#test/fixtures.ts';
import {
  GOOD_PASSWORD,
  adminToken,
  bearer,
  build,
  buildTwoInstances,
  onPostgres,
  registerUser,
} from '#test/helper.ts';
import type { TestApp } from '#test/helper.ts';
import { startSmtpSink } from '#test/support/smtp-sink.ts';

const DAY = 24 * 60 * 60_000;
const sink = await startSmtpSink();
afterAll(() => sink.stop());
const app = await build({
  smtpUrl: sink.url,
  mailDelivery: { intervalMs: 50, retryBaseMs: 1_000, maxAttempts: 3 },
});

async function upload(target: TestApp, token: string, name: string) {
  const body = multipart(name, FILES.pdf);
  const response = await target.inject({
    method: 'POST',
    url: '/api/user/documents',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().document._id as string;
}

// A student with a document and one booking, set to `status` by an administrator now.
async function studentWithEndedBooking(target: TestApp, status: 'Completed' | 'Cancelled') {
  const student = await registerUser(target);
  await upload(target, student.token, 'enrolment.pdf');
  const booked = await book(
    target,
    student.token,
    bookingBody({ packageId: await packageId(target, 'Basic'), preferredDate: dateIn(target, 3) }),
  );
  const agent = await adminToken(target, 'Booking Agent');
  const changed = await target.inject({
    method: 'PATCH',
    url: `/api/admin/bookings/${booked.json().booking._id}`,
    headers: bearer(agent.token),
    payload: { status },
  });
  expect(changed.statusCode).toBe(200);
  return student;
}

const documentsOf = (target: TestApp, userId: string) =>
  target.db.select().from(documents).where(eq(documents.userId, userId));
const noticesOf = (target: TestApp, userId: string) =>
  target.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), like(notifications.dedupeKey, 'documents-retention:%')),
    );

describe('document retention', () => {
  it('warns 7 days before, once, then deletes the documents 90 days after the booking ended', async () => {
    const student = await studentWithEndedBooking(app, 'Completed');
    const open = await registerUser(app);
    await upload(app, open.token, 'passport.pdf');
    const booked = await book(
      app,
      open.token,
      bookingBody({ packageId: await packageId(app, 'Basic'), preferredDate: dateIn(app, 200) }),
    );
    expect(booked.statusCode).toBe(201);

    app.clock.advance(82 * DAY);
    expect(await app.documentRetention.run()).toEqual({ noticed: 0, deleted: 0 });

    app.clock.advance(2 * DAY); // 84 days: within the week before deletion.
    expect((await app.documentRetention.run()).noticed).toBe(1);
    expect(await app.documentRetention.run()).toEqual({ noticed: 0, deleted: 0 });
    const [notice] = await noticesOf(app, student.user._id);
    expect(notice!.message).toMatch(/will be deleted on \d{1,2} [A-Z][a-z]+ \d{4}\./);
    const mail = await sink.waitFor(
      { to: student.user.email, subject: 'Your uploaded documents will be deleted soon' },
      10_000,
    );
    expect(mail.text).toContain('the document you uploaded');

    app.clock.advance(5 * DAY); // 89 days: not yet.
    expect((await app.documentRetention.run()).deleted).toBe(0);
    expect(await documentsOf(app, student.user._id)).toHaveLength(1);

    app.clock.advance(1 * DAY + 60_000); // 90 days and a minute.
    expect((await app.documentRetention.run()).deleted).toBe(1);
    expect(await documentsOf(app, student.user._id)).toHaveLength(0);
    expect(await app.documentRetention.run()).toEqual({ noticed: 0, deleted: 0 });
    // The student with a booking still open keeps theirs.
    expect(await documentsOf(app, open.user._id)).toHaveLength(1);
    const logged = await app.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'documents.expired'), eq(auditLogs.entityId, student.user._id)),
      );
    expect(logged).toHaveLength(1);
  });

  it('keeps the documents of a student who booked again after the notice', async () => {
    const student = await studentWithEndedBooking(app, 'Cancelled');
    app.clock.advance(85 * DAY);
    expect((await app.documentRetention.run()).noticed).toBeGreaterThanOrEqual(1);
    // Months later the old session has expired: the student signs in again.
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: student.user.email, password: GOOD_PASSWORD },
    });
    const again = await book(
      app,
      signedIn.json().token,
      bookingBody({ packageId: await packageId(app, 'Basic'), preferredDate: dateIn(app, 30) }),
    );
    expect(again.statusCode).toBe(201);
    app.clock.advance(10 * DAY);
    await app.documentRetention.run();
    expect(await documentsOf(app, student.user._id)).toHaveLength(1);
  });
});

describe("an administrator's download of a document", () => {
  it('is written to the log: who, whose, which', async () => {
    const student = await registerUser(app);
    const id = await upload(app, student.token, 'visa-grant.pdf');
    const support = await adminToken(app, 'Support Admin');
    const download = await app.inject({
      method: 'GET',
      url: `/api/admin/users/${student.user._id}/documents/${id}`,
      headers: bearer(support.token),
    });
    expect(download.statusCode).toBe(200);
    const [entry] = await app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'document.downloaded'), eq(auditLogs.entityId, id)));
    expect(entry).toMatchObject({ actorId: support.id, actorEmail: support.email });
    expect(entry!.details).toMatchObject({ userId: student.user._id, fileName: 'visa-grant.pdf' });
  });
});

// Issue 24: documents are for the roles that handle arrivals and support ('documents:read').
describe("a student's documents in the back-office", () => {
  it('are not for the Developer role: 403 on download, none listed, nothing read', async () => {
    const student = await registerUser(app);
    const id = await upload(app, student.token, 'passport.pdf');
    const developer = await adminToken(app, 'Developer');
    const download = await app.inject({
      method: 'GET',
      url: `/api/admin/users/${student.user._id}/documents/${id}`,
      headers: bearer(developer.token),
    });
    expect(download.statusCode).toBe(403);
    expect(download.body).not.toContain('%PDF');
    const detail = await app.inject({
      method: 'GET',
      url: `/api/admin/users/${student.user._id}`,
      headers: bearer(developer.token),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().user.documents).toEqual([]);
    const logged = await app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'document.downloaded'), eq(auditLogs.entityId, id)));
    expect(logged).toEqual([]);
  });

  it('are listed and downloaded by a Super Admin, a Booking Agent and a Support Admin', async () => {
    const student = await registerUser(app);
    const id = await upload(app, student.token, 'passport.pdf');
    for (const role of ['Super Admin', 'Booking Agent', 'Support Admin'] as const) {
      const { token } = await adminToken(app, role);
      const detail = await app.inject({
        method: 'GET',
        url: `/api/admin/users/${student.user._id}`,
        headers: bearer(token),
      });
      expect(
        detail.json().user.documents.map((d: { _id: string }) => d._id),
        role,
      ).toEqual([id]);
      const download = await app.inject({
        method: 'GET',
        url: `/api/admin/users/${student.user._id}/documents/${id}`,
        headers: bearer(token),
      });
      expect(download.statusCode, role).toBe(200);
    }
  });
});

// PGlite is one process's database; two instances need PostgreSQL (CI always has it).
describe.runIf(onPostgres)('retention with two instances on one database', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const instances = await buildTwoInstances();
    ({ one, two } = instances);
    return instances.close;
  });

  it('sends one notice and deletes once when both run at the same moment', async () => {
    const students = await Promise.all(
      [1, 2, 3].map(() => studentWithEndedBooking(one, 'Completed')),
    );
    one.clock.advance(84 * DAY);
    const notices = await Promise.all([one.documentRetention.run(), two.documentRetention.run()]);
    expect(notices[0].noticed + notices[1].noticed).toBe(3);
    one.clock.advance(7 * DAY);
    const runs = await Promise.all([one.documentRetention.run(), two.documentRetention.run()]);
    expect(runs[0].deleted + runs[1].deleted).toBe(3);
    for (const s of students) {
      expect(await noticesOf(one, s.user._id)).toHaveLength(1);
      expect(await documentsOf(one, s.user._id)).toHaveLength(0);
      const logged = await one.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'documents.expired'), eq(auditLogs.entityId, s.user._id)));
      expect(logged).toHaveLength(1);
    }
  });
});
