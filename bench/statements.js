// A 5,000-line bank statement imported and matched (issue 26; docs/decisions/088): on
// PostgreSQL when one is given (TEST_DATABASE_URL or BENCH_DATABASE_URL, or a server the caller
// started), else on PGlite. 5,000 bookings, then a CommBank CSV of 4,500 credits (3,000 quoting
// a reference as written, in lower case, spaced or with a look-alike; 750 short by $5; 750
// with no reference) and 500 debits, imported through POST /api/admin/statements, then the
// same file again. Reports lines per second and the counts, and checks them against what the
// file was built to hold (no timed budget: docs/decisions/015).
//   node bench/statements.js
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { build } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { bookings } from '../apps/server/src/db/schema.ts';
import { freshDatabase } from './arrivals.js';

const LINES = 5_000;
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
// Written as a student might: as is, lower case, spaced without hyphen, or with a look-alike.
const SPELLINGS = [
  (code) => `BK-${code}`,
  (code) => `bk${code.toLowerCase()}`,
  (code) => `BK ${code}`,
  (code) => `BK-${code.replace(/D/g, '0').replace(/S/g, '5')}`,
];

function uniqueCodes(n) {
  const codes = new Set();
  while (codes.size < n) {
    const bytes = randomBytes(6);
    codes.add([...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join(''));
  }
  return [...codes];
}

const dayOf = (i) => `${String(1 + (i % 28)).padStart(2, '0')}/0${1 + (i % 3)}/2027`;

function statement(codes) {
  const rows = [];
  const expected = { credits: 0, exact: 0, mismatched: 0, unmatched: 0 };
  let credits = 0;
  for (let i = 0; i < LINES; i++) {
    if (i % 10 === 9) {
      rows.push(`${dayOf(i)},"-${(10 + (i % 90)).toFixed(2)}","EFTPOS PURCHASE ${i}","+0.00"`);
      continue;
    }
    const code = codes[credits];
    const kind = credits % 6;
    const description =
      kind < 4
        ? `Direct Credit ${SPELLINGS[credits % SPELLINGS.length](code)} STUDENT ${credits}`
        : kind === 4
          ? `Transfer BK ${code} part payment`
          : `Direct Credit NO REFERENCE ${credits}`;
    const amount = kind === 4 ? '+175.00' : '+180.00';
    rows.push(`${dayOf(i)},"${amount}","${description}","+0.00"`);
    expected[kind < 4 ? 'exact' : kind === 4 ? 'mismatched' : 'unmatched'] += 1;
    credits += 1;
  }
  expected.credits = credits;
  return { csv: `${rows.join('\r\n')}\r\n`, expected };
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

export async function benchStatements({ databaseUrl = null } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'landed-bench-statements-'));
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
    const email = 'bench-statements@landed.test';
    const password = 'Bench-password-42';
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Bench Agent', email, password },
    });
    const userId = registered.json().user._id;
    await app.usersRepository.update(userId, { adminRole: 'Booking Agent' });
    const { token } = (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      })
    ).json();

    const codes = uniqueCodes(LINES);
    for (let i = 0; i < codes.length; i += 1000) {
      await app.db.insert(bookings).values(
        codes.slice(i, i + 1000).map((code, j) => ({
          bookingRef: `BK-${code}`,
          userId,
          packageName: 'Standard',
          contactName: `Student ${i + j}`,
          contactEmail: `student${i + j}@bench.test`,
          contactPhone: '+61 400 000 000',
          preferredDate: '2027-03-01',
          totalPriceCents: 18_000,
        })),
      );
    }
    const { csv, expected } = statement(codes);
    const upload = async () => {
      const body = multipart('bench-commbank.csv', Buffer.from(csv));
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/statements',
        headers: { authorization: `Bearer ${token}`, ...body.headers },
        payload: body.payload,
      });
      return {
        ms: performance.now() - started,
        status: response.statusCode,
        body: response.json(),
      };
    };
    const first = await upload();
    const again = await upload();
    return {
      database: database ? 'PostgreSQL' : 'PGlite',
      lines: LINES,
      bookings: codes.length,
      import: {
        ms: Math.round(first.ms),
        linesPerSecond: Math.round(LINES / (first.ms / 1000)),
        ...first.body,
      },
      reimport: {
        ms: Math.round(again.ms),
        linesPerSecond: Math.round(LINES / (again.ms / 1000)),
        ...again.body,
      },
      expected,
      // Every credit matched as the file was built, and the same file again adds nothing.
      asBuilt:
        first.status === 201 &&
        ['credits', 'exact', 'mismatched', 'unmatched'].every(
          (key) => first.body[key] === expected[key],
        ) &&
        again.body.duplicates === expected.credits,
    };
  } finally {
    await app.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run alone: `node bench/statements.js`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || null;
  const result = await benchStatements({ databaseUrl });
  console.log(JSON.stringify(result, null, 2));
  process.exit(result.asBuilt ? 0 : 1);
}
