// Issue 31 item 5 (docs/decisions/106): a CSV's university column cannot route a student into
// another partner's approval queue, every cell has a length limit, and an uploaded CSV's rows
// are kept only until they are booked, 30 days at most, and never past the erasure of the
// account they name.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { partnerImports, users } from '#server/db/schema.ts';
import { dateIn } from '#test/fixtures.ts';
import { GOOD_PASSWORD, bearer, build, registerUser, uniqueEmail } from '#test/helper.ts';
import {
  addPartner,
  confirmStudents,
  partnerUser,
  uploadStudents,
} from '#test/support/partners.ts';

const DAY_MS = 24 * 60 * 60_000;

const app = await build();
const agent = await addPartner(app, { kind: 'Agent', name: 'Gateway Agency' });
const agentUser = await partnerUser(app, agent.id);
const university = await addPartner(app, { kind: 'University', name: 'Deakin University' });
const universityUser = await partnerUser(app, university.id);
// Another partner university, whose approval queue a CSV must not reach.
await addPartner(app, { kind: 'University', name: 'RMIT University', requiresApproval: true });

const HEADER = 'name,email,university,package,arrival_date';
const upload = (token: string, lines: string[]) =>
  uploadStudents(app, { token, csv: [HEADER, ...lines].join('\n') });
const confirm = (token: string, importId: string) => confirmStudents(app, { token, importId });
const stored = async (importId: string) =>
  (await app.db.select().from(partnerImports).where(eq(partnerImports.id, importId)))[0];
const row = (name: string, email: string, universityCell = '') =>
  `${name},${email},${universityCell},Standard,${dateIn(app, 30)}`;
type PreviewRow = { line: number; ok: boolean; problems: string[] };

describe('the university column', () => {
  it('is refused from an agent, and from a university naming another one', async () => {
    const fromAgent = await upload(agentUser.token, [
      row('Mei Chen', uniqueEmail('mei'), 'RMIT University'),
      row('Ravi Kumar', uniqueEmail('ravi')),
    ]);
    expect(fromAgent.statusCode, fromAgent.body).toBe(201);
    const agentRows = fromAgent.json().rows as PreviewRow[];
    expect(agentRows.map((r) => r.ok)).toEqual([false, true]);
    expect(agentRows[0]!.problems).toEqual([
      'Only a university may fill in the university column: leave it empty (the student names their own university).',
    ]);

    const fromUniversity = await upload(universityUser.token, [
      row('Linh Tran', uniqueEmail('linh'), 'RMIT University'),
      row('Sita Rai', uniqueEmail('sita'), 'deakin university'),
    ]);
    const universityRows = fromUniversity.json().rows as PreviewRow[];
    expect(universityRows.map((r) => r.ok)).toEqual([false, true]);
    expect(universityRows[0]!.problems[0]).toContain('may only name your own university');

    // Confirmed, no new account carries the other university.
    const confirmed = await confirm(agentUser.token, fromAgent.json().importId);
    expect(confirmed.json()).toEqual({ created: 1, skipped: 1 });
    const named = await app.db.select().from(users).where(eq(users.university, 'RMIT University'));
    expect(named).toEqual([]);
  });

  it('is filled in the template only for a university, with its own name', async () => {
    const exampleUniversity = async (token: string) => {
      const template = await app.inject({
        method: 'GET',
        url: '/api/partner/imports/template',
        headers: bearer(token),
      });
      const [header, example] = template.body.replace('\uFEFF', '').trim().split('\n');
      return example!.split(',')[header!.split(',').indexOf('university')];
    };
    expect(await exampleUniversity(agentUser.token)).toBe('');
    expect(await exampleUniversity(universityUser.token)).toBe('Deakin University');
  });
});

describe('every cell', () => {
  it('has a length limit: a longer cell is the row’s problem, not echoed back', async () => {
    const longName = 'N'.repeat(101);
    const longEmail = `${'e'.repeat(250)}@example.com`;
    const longPackage = 'P'.repeat(201);
    const response = await upload(agentUser.token, [
      row(longName, uniqueEmail('long')),
      row('Kim Lee', longEmail),
      `Ana Silva,${uniqueEmail('ana')},,${longPackage},${dateIn(app, 30)}`,
      row('N'.repeat(100), uniqueEmail('just')),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const rows = response.json().rows as PreviewRow[];
    expect(rows.map((r) => [r.ok, r.problems])).toEqual([
      [false, ['The name is longer than 100 characters.']],
      [false, ['The e-mail address is longer than 254 characters.']],
      [false, ['The package is longer than 200 characters.']],
      [true, []],
    ]);
  });
});

describe('an uploaded CSV', () => {
  it('loses its rows once confirmed; confirming again still answers the first result', async () => {
    const preview = await upload(agentUser.token, [row('Omar Haddad', uniqueEmail('omar'))]);
    const { importId } = preview.json();
    expect((await stored(importId))!.rows).toHaveLength(1);
    expect((await confirm(agentUser.token, importId)).json()).toEqual({ created: 1, skipped: 0 });
    expect((await stored(importId))!.rows).toEqual([]);
    expect((await confirm(agentUser.token, importId)).json()).toEqual({ created: 1, skipped: 0 });
  });

  it('is deleted after 30 days, confirmed or not, by the periodic job', async () => {
    const kept = (await upload(agentUser.token, [row('Old Preview', uniqueEmail('old'))])).json()
      .importId;
    const done = (await upload(agentUser.token, [row('Old Booked', uniqueEmail('booked'))])).json()
      .importId;
    await confirm(agentUser.token, done);
    app.clock.advance(29 * DAY_MS);
    // Sessions last 7 days: the coordinator signs in again.
    const coordinator = await partnerUser(app, agent.id);
    const recent = (
      await upload(coordinator.token, [row('New Preview', uniqueEmail('new'))])
    ).json().importId;
    await app.partnerJobs.uploads();
    expect(await stored(kept)).toBeDefined();

    app.clock.advance(1 * DAY_MS + 1_000);
    expect(await app.partnerJobs.uploads()).toBeGreaterThanOrEqual(2);
    expect(await stored(kept)).toBeUndefined();
    expect(await stored(done)).toBeUndefined();
    expect(await stored(recent)).toBeDefined();
    // What the partner hears of a deleted preview: not found.
    expect((await confirm(coordinator.token, kept)).statusCode).toBe(404);
  });

  it('loses the rows of an account that is erased', async () => {
    const student = await registerUser(app);
    const coordinator = await partnerUser(app, agent.id);
    const other = uniqueEmail('other');
    const preview = await upload(coordinator.token, [
      row('Zhang Wei', student.user.email.toUpperCase()),
      row('Someone Else', other),
    ]);
    const { importId } = preview.json();
    const erased = await app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: bearer(student.token),
      payload: { currentPassword: GOOD_PASSWORD },
    });
    expect(erased.statusCode, erased.body).toBe(204);
    const rows = (await stored(importId))!.rows as Array<{ cells: Record<string, string> }>;
    expect(rows.map((r) => r.cells.email)).toEqual([other]);
    expect(JSON.stringify(rows)).not.toContain('Zhang Wei');
  });
});
