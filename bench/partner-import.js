// A partner's 1,000-row CSV of students previewed and confirmed (issue 27; docs/decisions/093):
// on PostgreSQL when one is given (TEST_DATABASE_URL or BENCH_DATABASE_URL, or a server the
// caller started), else on PGlite. 1,000 new students, each a new account invited by mail and a
// booking, in one confirmation; then the same file again, which books nothing. Reports the
// time of each step (no timed budget: docs/decisions/015).
//   node bench/partner-import.js
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';

import { addDays, melbourneDate } from '../packages/shared/src/dates.ts';
import { build } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { partners, users } from '../apps/server/src/db/schema.ts';
import { freshDatabase } from './arrivals.js';

const ROWS = 1_000;
const HEADER =
  'external_id,name,email,phone,student_id,university,package,services,arrival_date,arrival_time,flight,address,language';
const LANGUAGES = ['en', 'zh-CN', 'hi', 'ne', 'vi'];

function studentsCsv() {
  const day = (i) => addDays(melbourneDate(new Date()), 30 + (i % 60));
  const rows = Array.from({ length: ROWS }, (_, i) =>
    i % 4 === 3
      ? `,Student ${i},student.${i}@bench.test,+61 400 000 ${String(i).padStart(3, '0')},s${i},,,"Airport Pickup: Premium; SIM Card Setup: Basic",${day(i)},06:40,QF${i},,${LANGUAGES[i % 5]}`
      : `APP-${i},Student ${i},student.${i}@bench.test,,s${i},,Standard,,${day(i)},,,,${LANGUAGES[i % 5]}`,
  );
  return `${[HEADER, ...rows].join('\r\n')}\r\n`;
}

function multipart(fileName, content) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

export async function benchPartnerImport({ databaseUrl = null } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'landed-bench-partner-'));
  const database = databaseUrl ? await freshDatabase(databaseUrl) : null;
  const app = await build(
    loadConfig({
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      LOG_LEVEL: 'warn',
      ADMIN_MFA: 'optional',
    }),
  );
  try {
    const [partner] = await app.db
      .insert(partners)
      .values({ kind: 'Agent', name: 'Bench Agency', code: 'BENCH' })
      .returning();
    const email = 'bench-partner@landed.test';
    const password = 'Bench-password-42';
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Bench Coordinator', email, password },
    });
    await app.db
      .update(users)
      .set({ partnerId: partner.id })
      .where(eq(users.id, registered.json().user._id));
    const { token } = (
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
    ).json();
    const auth = { authorization: `Bearer ${token}` };

    const csv = Buffer.from(studentsCsv());
    const timed = async (request) => {
      const started = performance.now();
      const response = await app.inject(request);
      return {
        ms: Math.round(performance.now() - started),
        status: response.statusCode,
        body: response.json(),
      };
    };
    const run = async () => {
      const body = multipart('bench-students.csv', csv);
      const preview = await timed({
        method: 'POST',
        url: '/api/partner/imports',
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
      const confirm = await timed({
        method: 'POST',
        url: `/api/partner/imports/${preview.body.importId}/confirm`,
        headers: auth,
      });
      return { preview, confirm };
    };
    const first = await run();
    const again = await run();
    return {
      database: database ? 'PostgreSQL' : 'PGlite',
      rows: ROWS,
      preview: { ms: first.preview.ms, ok: first.preview.body.rows?.filter((r) => r.ok).length },
      confirm: { ms: first.confirm.ms, ...first.confirm.body },
      again: { previewMs: again.preview.ms, confirmMs: again.confirm.ms, ...again.confirm.body },
      // Every row booked once, and the same file again books nothing.
      asBuilt:
        first.confirm.status === 200 &&
        first.confirm.body.created === ROWS &&
        again.confirm.body.created === 0 &&
        again.confirm.body.skipped === ROWS,
    };
  } finally {
    await app.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run alone: `node bench/partner-import.js`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || null;
  const result = await benchPartnerImport({ databaseUrl });
  console.log(JSON.stringify(result, null, 2));
  process.exit(result.asBuilt ? 0 : 1);
}
