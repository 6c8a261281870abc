import { describe, expect, it } from 'vitest';

import { FILES, multipart } from '#test/fixtures.ts';
import { bearer, build, registerUser } from '#test/helper.ts';

const app = await build();

const upload = (token: string, body: ReturnType<typeof multipart>) =>
  app.inject({
    method: 'POST',
    url: '/api/user/documents',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });

describe('documents', () => {
  it('uploads a PDF, a JPEG and a PNG, lists them, and downloads them as they were', async () => {
    const { token } = await registerUser(app);
    const pdf = await upload(
      token,
      multipart('Passport scan.pdf', FILES.pdf, { contentType: 'application/pdf' }),
    );
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().document).toMatchObject({
      fileName: 'Passport scan.pdf',
      mimeType: 'application/pdf',
      size: FILES.pdf.length,
    });
    expect((await upload(token, multipart('photo.jpg', FILES.jpeg))).json().document.mimeType).toBe(
      'image/jpeg',
    );
    expect((await upload(token, multipart('visa.png', FILES.png))).json().document.mimeType).toBe(
      'image/png',
    );

    const list = await app.inject({
      method: 'GET',
      url: '/api/user/documents',
      headers: bearer(token),
    });
    expect(list.json().total).toBe(3);
    expect(list.json().documents.map((d: { fileName: string }) => d.fileName)).toEqual([
      'visa.png',
      'photo.jpg',
      'Passport scan.pdf',
    ]);

    const download = await app.inject({
      method: 'GET',
      url: `/api/user/documents/${pdf.json().document._id}`,
      headers: bearer(token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment;');
    expect(download.headers['content-disposition']).toContain(
      "filename*=UTF-8''Passport%20scan.pdf",
    );
    expect(download.rawPayload.equals(FILES.pdf)).toBe(true);
  });

  it('refuses a text file named .pdf: the type is read from the content (415)', async () => {
    const { token } = await registerUser(app);
    const response = await upload(
      token,
      multipart('contract.pdf', FILES.text, { contentType: 'application/pdf' }),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Only PDF, JPEG or PNG files can be uploaded.');
    const list = await app.inject({
      method: 'GET',
      url: '/api/user/documents',
      headers: bearer(token),
    });
    expect(list.json().total).toBe(0);
  });

  it('refuses a file over 10 MB (413)', async () => {
    const { token } = await registerUser(app);
    const big = Buffer.concat([FILES.pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(token, multipart('big.pdf', big));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is larger than 10 MB.');
  });

  it('refuses a request without a file or that is not multipart', async () => {
    const { token } = await registerUser(app);
    expect(
      (await upload(token, multipart('x.pdf', FILES.pdf, { field: 'other' }))).statusCode,
    ).toBe(400);
    const json = await app.inject({
      method: 'POST',
      url: '/api/user/documents',
      headers: bearer(token),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('keeps a safe file name', async () => {
    const { token } = await registerUser(app);
    const response = await upload(token, multipart('../../etc/passwd<script>.pdf', FILES.pdf));
    expect(response.json().document.fileName).toBe('passwdscript.pdf');
  });

  it("never shows or serves another user's documents (404)", async () => {
    const owner = await registerUser(app);
    const stranger = await registerUser(app);
    const { document } = (await upload(owner.token, multipart('mine.pdf', FILES.pdf))).json();
    const response = await app.inject({
      method: 'GET',
      url: `/api/user/documents/${document._id}`,
      headers: bearer(stranger.token),
    });
    expect(response.statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/user/documents',
          headers: bearer(stranger.token),
        })
      ).json().total,
    ).toBe(0);
    expect(
      (await app.inject({ method: 'GET', url: `/api/user/documents/${document._id}` })).statusCode,
    ).toBe(401);
  });
});
