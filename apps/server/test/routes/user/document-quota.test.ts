// @both-databases: uploads at once are counted in the database, one after the other
// At most 20 documents and 100 MB per user, counted in the database (docs/decisions/053).
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { DOCUMENT_LIMITS } from '@landed/shared/schemas/user-area';

import { documents } from '#server/db/schema.ts';
import { FILES, multipart } from '#test/fixtures.ts';
import { bearer, build, registerUser } from '#test/helper.ts';

const app = await build();
const MB = 1024 * 1024;

const upload = (token: string, name: string, content: Buffer = FILES.pdf) => {
  const body = multipart(name, content);
  return app.inject({
    method: 'POST',
    url: '/api/user/documents',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

const stored = async (userId: string) => {
  const [row] = await app.db
    .select({ files: count() })
    .from(documents)
    .where(eq(documents.userId, userId));
  return row!.files;
};

// Documents already kept, written behind the API with the sizes they are counted at, so the
// test need not push 100 MB through the upload route.
async function alreadyKept(userId: string, files: number, sizeBytes: number) {
  await app.db.insert(documents).values(
    Array.from({ length: files }, (_, i) => ({
      userId,
      fileName: `kept-${i}.pdf`,
      mimeType: 'application/pdf',
      content: FILES.pdf,
      sizeBytes,
    })),
  );
}

describe('the document quota', () => {
  it('refuses the 21st document with 413 and a message, storing nothing', async () => {
    const { token, user } = await registerUser(app);
    for (let i = 1; i <= 20; i++)
      expect((await upload(token, `doc-${i}.pdf`)).statusCode).toBe(201);
    const refused = await upload(token, 'doc-21.pdf');
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      message: 'You can keep at most 20 documents. Contact support if you need to send more.',
      code: 'DOCUMENT_QUOTA',
    });
    expect(await stored(user._id)).toBe(20);
    // Another user is not affected.
    const other = await registerUser(app);
    expect((await upload(other.token, 'mine.pdf')).statusCode).toBe(201);
  });

  it('refuses a document that would take the user past 100 MB in all (413)', async () => {
    const { token, user } = await registerUser(app);
    await alreadyKept(user._id, 10, 9.5 * MB);
    const sixMb = Buffer.concat([FILES.pdf, Buffer.alloc(6 * MB)]);
    const refused = await upload(token, 'big.pdf', sixMb);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(
      'Your documents can take up at most 100 MB in all. Contact support if you need to send more.',
    );
    expect(await stored(user._id)).toBe(10);
    // What still fits is taken.
    expect((await upload(token, 'small.pdf')).statusCode).toBe(201);
  });

  it('counts concurrent uploads one after the other', async () => {
    const { token, user } = await registerUser(app);
    await alreadyKept(user._id, DOCUMENT_LIMITS.maxFilesPerUser - 1, FILES.pdf.length);
    const answers = await Promise.all([1, 2, 3].map((i) => upload(token, `race-${i}.pdf`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 413, 413]);
    expect(await stored(user._id)).toBe(DOCUMENT_LIMITS.maxFilesPerUser);
  });
});
