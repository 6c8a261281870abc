import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLogs, cmsSettings } from '#server/db/schema.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';

const app = await build();
const superAdmin = await adminToken(app, 'Super Admin');
const content = await adminToken(app, 'Content Manager');
const agent = await adminToken(app, 'Booking Agent');
const support = await adminToken(app, 'Support Admin');

describe('CMS texts and bank details', () => {
  it('a Content Manager edits the headline and the public site shows it at once', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/api/admin/cms/site',
      headers: bearer(content.token),
      payload: { homepageHeadline: 'Welcome to Melbourne, sorted' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().cms.homepageHeadline).toBe('Welcome to Melbourne, sorted');
    expect(put.json().bank).toBeNull();
    const site = await app.inject({ method: 'GET', url: '/api/public/cms' });
    expect(site.json().cms.homepageHeadline).toBe('Welcome to Melbourne, sorted');
  });

  it('bank details are the Super Admin’s: others neither see nor change them, and nothing is written', async () => {
    const forContent = (
      await app.inject({ method: 'GET', url: '/api/admin/cms', headers: bearer(content.token) })
    ).json();
    expect(forContent.bank).toBeNull();
    const mixed = await app.inject({
      method: 'PUT',
      url: '/api/admin/cms/site',
      headers: bearer(content.token),
      payload: { heroText: 'New hero', bankName: 'Evil Bank' },
    });
    expect(mixed.statusCode).toBe(403);
    const [row] = await app.db.select().from(cmsSettings);
    expect(row!.heroText).not.toBe('New hero');
    expect(row!.bankName).not.toBe('Evil Bank');

    const byOwner = await app.inject({
      method: 'PUT',
      url: '/api/admin/cms/site',
      headers: bearer(superAdmin.token),
      payload: {
        bankName: 'National Australia Bank',
        accountNumber: '1234 5678',
        routingNumber: '083-004',
      },
    });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json().bank).toMatchObject({
      bankName: 'National Australia Bank',
      accountNumber: '1234 5678',
    });
    const paying = await registerUser(app);
    const shown = await app.inject({
      method: 'GET',
      url: '/api/booking/bank-details',
      headers: bearer(paying.token),
    });
    expect(shown.json().bankDetails.bankName).toBe('National Australia Bank');
    const log = (
      await app.db.select().from(auditLogs).where(eq(auditLogs.action, 'bank.updated'))
    )[0]!;
    expect(log.actorEmail).toBe(superAdmin.email);
    expect(log.details).toMatchObject({
      fields: ['bankName', 'accountNumber', 'routingNumber'],
      after: { bankName: 'National Australia Bank' },
    });
  });

  it('PayID (issue 26): set by the Super Admin beside the bank details, shown to a paying student', async () => {
    const put = (token: string, payId: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/admin/cms/site',
        headers: bearer(token),
        payload: { payId },
      });
    expect((await put(content.token, 'pay@landed.com.au')).statusCode).toBe(403);
    const bad = await put(superAdmin.token, 'not a payid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'payId: A PayID is an e-mail address, a phone number or an ABN.',
    );
    const byOwner = await put(superAdmin.token, 'pay@landed.com.au');
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json().bank).toMatchObject({ payId: 'pay@landed.com.au' });
    expect((await put(superAdmin.token, '51 824 753 556')).statusCode).toBe(200);
    const paying = await registerUser(app);
    const shown = await app.inject({
      method: 'GET',
      url: '/api/booking/bank-details',
      headers: bearer(paying.token),
    });
    expect(shown.json().bankDetails.payId).toBe('51 824 753 556');
  });

  it('validates: links must be http(s), FAQ items complete, unknown fields refused', async () => {
    const bad = async (payload: object) =>
      (
        await app.inject({
          method: 'PUT',
          url: '/api/admin/cms/site',
          headers: bearer(content.token),
          payload,
        })
      ).json().message;
    expect(await bad({ chatUrl: 'javascript:alert(1)' })).toBe(
      'chatUrl: Use a link starting with http:// or https://',
    );
    expect(await bad({ faqs: [{ question: 'Why?', answer: '' }] })).toBe(
      'faqs.0.answer: An answer is required.',
    );
    expect(await bad({ isAdmin: true })).toContain('Unrecognized key');
    expect(await bad({})).toBe('Request body: Nothing to update.');
  });

  it('a Booking Agent may read the texts but not change them', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/cms', headers: bearer(agent.token) }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/admin/cms/site',
          headers: bearer(agent.token),
          payload: { heroText: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('blog posts', () => {
  const post = {
    title: 'Opening a Myki account',
    slug: 'opening-a-myki-account',
    summary: 'Public transport in your first week.',
    content: '## Steps\n\nBuy a card at any station.',
    category: 'Essentials',
    author: 'Landed team',
    date: '2026-11-20',
    tags: [' transport ', '', 'myki'],
    published: false,
  };

  it('adds (unpublished), publishes, edits and deletes, each shown on the public blog accordingly', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/blog',
      headers: bearer(content.token),
      payload: post,
    });
    expect(created.statusCode).toBe(201);
    const { _id, tags } = created.json().post;
    expect(tags).toEqual(['transport', 'myki']);
    expect(
      (await app.inject({ method: 'GET', url: `/api/public/blog/${post.slug}` })).statusCode,
    ).toBe(404);

    const published = await app.inject({
      method: 'PUT',
      url: `/api/admin/blog/${_id}`,
      headers: bearer(content.token),
      payload: { ...post, published: true },
    });
    expect(published.json().post.published).toBe(true);
    expect(
      (await app.inject({ method: 'GET', url: `/api/public/blog/${post.slug}` })).statusCode,
    ).toBe(200);

    const clash = await app.inject({
      method: 'POST',
      url: '/api/admin/blog',
      headers: bearer(content.token),
      payload: post,
    });
    expect(clash.statusCode).toBe(409);

    const all = (
      await app.inject({ method: 'GET', url: '/api/admin/blog', headers: bearer(agent.token) })
    ).json();
    expect(all.total).toBe(8);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/admin/blog/${_id}`,
          headers: bearer(agent.token),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/admin/blog/${_id}`,
          headers: bearer(content.token),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/api/public/blog/${post.slug}` })).statusCode,
    ).toBe(404);
    const actions = (await app.db.select().from(auditLogs).where(eq(auditLogs.entityId, _id))).map(
      (l) => l.action,
    );
    expect(actions.sort()).toEqual(['blog.created', 'blog.deleted', 'blog.published']);
  });

  it('refuses an unknown category and a javascript: thumbnail', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/blog',
      headers: bearer(content.token),
      payload: { ...post, slug: 'x-1', category: 'Gossip' },
    });
    expect(bad.statusCode).toBe(400);
    const script = await app.inject({
      method: 'POST',
      url: '/api/admin/blog',
      headers: bearer(content.token),
      payload: { ...post, slug: 'x-2', thumbnail: 'javascript:alert(1)' },
    });
    expect(script.statusCode).toBe(400);
  });
});

describe('inquiries', () => {
  async function contact(name: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name, email: 'asker@example.com', type: 'Support', message: `Hello from ${name}` },
    });
    return response.json().inquiry._id as string;
  }

  it('marking read lowers Pending Inquiries; assign to a team member; internal note', async () => {
    const id = await contact('Asker One');
    const before = (
      await app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(support.token) })
    ).json().inquiries;
    const list = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/inquiries',
        headers: bearer(support.token),
      })
    ).json();
    expect(list.inquiries.find((i: { _id: string }) => i._id === id)).toMatchObject({
      status: 'Unread',
      assigned: null,
      subject: 'Support from Asker One',
    });

    const assignees = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/inquiries/assignees',
        headers: bearer(support.token),
      })
    ).json().assignees;
    expect(assignees.map((a: { email: string }) => a.email)).toContain(support.email);

    const updated = await app.inject({
      method: 'PATCH',
      url: `/api/admin/inquiries/${id}`,
      headers: bearer(support.token),
      payload: { status: 'Read', assigned: support.id, note: 'Called back on Tuesday.' },
    });
    expect(updated.json().inquiry).toMatchObject({
      status: 'Read',
      assigned: support.id,
      note: 'Called back on Tuesday.',
    });
    const after = (
      await app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(support.token) })
    ).json().inquiries;
    expect(after).toBe(before - 1);
  });

  it('assigns only to the admin team; a Booking Agent reads but cannot change; a Content Manager cannot read', async () => {
    const id = await contact('Asker Two');
    const student = await registerUser(app);
    const notTeam = await app.inject({
      method: 'PATCH',
      url: `/api/admin/inquiries/${id}`,
      headers: bearer(support.token),
      payload: { assigned: student.user._id },
    });
    expect(notTeam.statusCode).toBe(400);
    expect(notTeam.json().message).toBe('assigned: Choose a member of the admin team.');
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/inquiries',
          headers: bearer(agent.token),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/admin/inquiries/${id}`,
          headers: bearer(agent.token),
          payload: { status: 'Read' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/inquiries',
          headers: bearer(content.token),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('newsletter subscribers', () => {
  it('export as CSV for content editors: confirmed addresses only (decision 067)', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/public/newsletter',
      payload: { email: 'reader@example.com' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/public/newsletter',
      payload: { email: 'unconfirmed@example.com' },
    });
    await app.newsletterRepository.confirmDirectly({
      email: 'reader@example.com',
      now: app.clock.now(),
    });
    const csv = await app.inject({
      method: 'GET',
      url: '/api/admin/newsletter/export',
      headers: bearer(content.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('reader@example.com');
    expect(csv.body).not.toContain('unconfirmed@example.com');
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/newsletter/export',
          headers: bearer(agent.token),
        })
      ).statusCode,
    ).toBe(403);
  });
});
