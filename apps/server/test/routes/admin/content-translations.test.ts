// Staff edit the translations of services, packages and the site texts beside the English
// (issue 18, docs/decisions/073): the admin writes take `translations`, the admin reads return
// them, the public reads with ?locale= show them, and an edit without them keeps them.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLogs } from '#server/db/schema.ts';
import { adminToken, bearer, build } from '#test/helper.ts';

const app = await build();
const editor = await adminToken(app, 'Content Manager');
const agent = await adminToken(app, 'Booking Agent');
const developer = await adminToken(app, 'Developer');

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const admin = (method: Method, url: string, payload?: object, token = editor.token) =>
  app.inject({
    method,
    url: `/api/admin${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
const publicGet = async <T>(url: string): Promise<T> => {
  const response = await app.inject({ method: 'GET', url: `/api/public${url}` });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
};

type Service = { _id: string; slug: string; title: string; features: string[] };
const service = {
  title: 'Museum Pass Help',
  description: 'We help you pick the right pass.',
  details: 'Long text.',
  price: '$15',
  category: 'Lifestyle',
  imageUrl: '',
  features: ['One', 'Two'],
  visibility: 'Published',
};

describe('services', () => {
  it('an administrator saves a zh-CN title and features; ?locale=zh-CN shows them, English does not', async () => {
    const created = await admin('POST', '/services', {
      ...service,
      translations: { 'zh-CN': { title: '  博物馆通票  ', features: [' 一 ', '', '二'] } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { _id: id, slug } = created.json().service as Service;
    // Trimmed, the empty item dropped.
    expect(created.json().service.translations).toEqual({
      'zh-CN': { title: '博物馆通票', features: ['一', '二'] },
    });

    const chinese = await publicGet<{ service: Service }>(`/services/${slug}?locale=zh-CN`);
    expect(chinese.service).toMatchObject({ title: '博物馆通票', features: ['一', '二'] });
    expect(chinese.service).not.toHaveProperty('translations');
    const english = await publicGet<{ service: Service }>(`/services/${slug}`);
    expect(english.service).toMatchObject({ title: 'Museum Pass Help', features: ['One', 'Two'] });
    expect(english.service).not.toHaveProperty('translations');
    const list = await publicGet<{ services: Service[] }>('/services?locale=zh-CN');
    expect(list.services.find((s) => s._id === id)?.title).toBe('博物馆通票');
    expect(list.services.some((s) => 'translations' in s)).toBe(false);

    // An edit as existing clients send it (no `translations`) keeps them.
    const edited = await admin('PUT', `/services/${id}`, { ...service, price: '$20' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().service.translations).toEqual({
      'zh-CN': { title: '博物馆通票', features: ['一', '二'] },
    });
    const [log] = await app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, id), eq(auditLogs.action, 'service.updated')));
    expect(Object.keys((log!.details as { after: object }).after)).toEqual(['price']);
    expect(
      (await publicGet<{ service: Service }>(`/services/${slug}?locale=zh-CN`)).service.title,
    ).toBe('博物馆通票');

    // The admin list carries them; an empty title then means English again.
    const listed = (await admin('GET', '/services?search=museum')).json().services[0];
    expect(listed.translations['zh-CN'].title).toBe('博物馆通票');
    const cleared = await admin('PUT', `/services/${id}`, {
      ...service,
      translations: { 'zh-CN': { title: '', features: ['二'] } },
    });
    expect(cleared.json().service.translations).toEqual({ 'zh-CN': { features: ['二'] } });
    const after = await publicGet<{ service: Service }>(`/services/${slug}?locale=zh-CN`);
    expect(after.service).toMatchObject({ title: 'Museum Pass Help', features: ['二'] });
  });

  it('refuses unknown languages and fields with a 400 and writes nothing', async () => {
    const { _id: id } = (await admin('POST', '/services', { ...service, title: 'Refused' })).json()
      .service as Service;
    for (const translations of [
      { fr: { title: 'Aide' } },
      { en: { title: 'Help' } },
      { vi: { price: '$1' } },
      { vi: { features: 'not a list' } },
      { vi: 'text' },
    ]) {
      const response = await admin('PUT', `/services/${id}`, { ...service, translations });
      expect(response.statusCode, JSON.stringify(translations)).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    }
    const read = (await admin('GET', '/services?search=refused')).json().services[0];
    expect(read.translations).toEqual({});
  });

  it('a Booking Agent or a Developer cannot change them', async () => {
    const { _id: id } = (await admin('POST', '/services', { ...service, title: 'Guarded' })).json()
      .service as Service;
    for (const token of [agent.token, developer.token]) {
      const response = await admin(
        'PUT',
        `/services/${id}`,
        { ...service, title: 'Guarded', translations: { vi: { title: 'Đã đổi' } } },
        token,
      );
      expect(response.statusCode).toBe(403);
    }
    const read = (await admin('GET', '/services?search=guarded')).json().services[0];
    expect(read.translations).toEqual({});
  });
});

describe('packages', () => {
  type Package = { _id: string; title: string; tagline: string };
  const pkg = {
    title: 'Weekend Starter',
    price: '$90',
    tagline: 'Two days, sorted',
    features: ['Airport pickup'],
    description: 'A short package.',
    type: 'Standard',
    priority: 50,
  };

  it('an administrator saves a vi tagline; ?locale=vi shows it, English does not', async () => {
    const created = await admin('POST', '/packages', pkg);
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json().package as Package)._id;
    expect(created.json().package.translations).toEqual({});

    const saved = await admin('PUT', `/packages/${id}`, {
      ...pkg,
      translations: { vi: { tagline: 'Hai ngày, xong xuôi' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().package.translations).toEqual({ vi: { tagline: 'Hai ngày, xong xuôi' } });

    const find = (packages: Package[]) => packages.find((p) => p._id === id)!;
    const vietnamese = await publicGet<{ packages: Package[] }>('/packages?locale=vi');
    expect(find(vietnamese.packages)).toMatchObject({
      title: 'Weekend Starter',
      tagline: 'Hai ngày, xong xuôi',
    });
    expect(find(vietnamese.packages)).not.toHaveProperty('translations');
    const english = await publicGet<{ packages: Package[] }>('/packages');
    expect(find(english.packages).tagline).toBe('Two days, sorted');

    // A switch and an edit without `translations` keep them.
    expect(
      (await admin('PATCH', `/packages/${id}/most-popular`, { mostPopular: true })).statusCode,
    ).toBe(200);
    const edited = await admin('PUT', `/packages/${id}`, { ...pkg, price: '$95' });
    expect(edited.json().package).toMatchObject({
      price: '$95',
      translations: { vi: { tagline: 'Hai ngày, xong xuôi' } },
    });

    const wrong = await admin('PUT', `/packages/${id}`, {
      ...pkg,
      translations: { vi: { highlight: 'not a package field' } },
    });
    expect(wrong.statusCode).toBe(400);
    const byAgent = await admin(
      'PUT',
      `/packages/${id}`,
      { ...pkg, translations: { vi: { tagline: 'x' } } },
      agent.token,
    );
    expect(byAgent.statusCode).toBe(403);
    expect(
      find((await publicGet<{ packages: Package[] }>('/packages?locale=vi')).packages).tagline,
    ).toBe('Hai ngày, xong xuôi');
  });
});

describe('site texts', () => {
  type Cms = { faqs: { question: string; answer: string }[]; homepageHeadline: string };
  const faqs = [
    { question: 'प्रश्न एक?', answer: 'उत्तर एक।' },
    { question: 'प्रश्न दो?', answer: 'उत्तर दो।' },
  ];

  it('an administrator saves the FAQ in Hindi with the English texts, in one save', async () => {
    const englishFaqs = (await publicGet<{ cms: Cms }>('/cms')).cms.faqs;
    const before = (await admin('GET', '/cms')).json().cms;
    expect(before.translations).toHaveProperty('hi');

    const saved = await admin('PUT', '/cms/site', {
      homepageHeadline: 'Melbourne, sorted',
      translations: { ...before.translations, hi: { ...before.translations.hi, faqs } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().cms.translations.hi.faqs).toEqual(faqs);
    const log = (
      await app.db.select().from(auditLogs).where(eq(auditLogs.action, 'cms.updated'))
    ).at(-1)!;
    expect(log.details).toMatchObject({ fields: ['homepageHeadline', 'translations'] });

    const hindi = await publicGet<{ cms: Cms }>('/cms?locale=hi');
    expect(hindi.cms.faqs).toEqual(faqs);
    expect(hindi.cms).not.toHaveProperty('translations');
    const english = await publicGet<{ cms: Cms }>('/cms');
    expect(english.cms.faqs).toEqual(englishFaqs);
    expect(english.cms.homepageHeadline).toBe('Melbourne, sorted');
    expect(english.cms).not.toHaveProperty('translations');

    // Without `translations`, an edit keeps them.
    expect((await admin('PUT', '/cms/site', { heroText: 'Hello' })).statusCode).toBe(200);
    expect((await publicGet<{ cms: Cms }>('/cms?locale=hi')).cms.faqs).toEqual(faqs);
    // A FAQ with nothing filled in is English again.
    const blank = await admin('PUT', '/cms/site', {
      translations: { hi: { faqs: [{ question: ' ', answer: '' }] } },
    });
    expect(blank.json().cms.translations).toEqual({});
    expect((await publicGet<{ cms: Cms }>('/cms?locale=hi')).cms.faqs).toEqual(englishFaqs);
  });

  it('refuses unknown languages and fields; a Booking Agent cannot change them', async () => {
    for (const translations of [{ de: { about: 'x' } }, { hi: { contactEmail: 'x@y.z' } }]) {
      const response = await admin('PUT', '/cms/site', { translations });
      expect(response.statusCode, JSON.stringify(translations)).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    }
    const byAgent = await admin(
      'PUT',
      '/cms/site',
      { translations: { hi: { about: 'x' } } },
      agent.token,
    );
    expect(byAgent.statusCode).toBe(403);
    const byContent = await admin('PUT', '/cms/site', {
      bankName: 'Evil Bank',
      translations: { hi: { about: 'y' } },
    });
    expect(byContent.statusCode).toBe(403);
  });
});

describe('blog posts', () => {
  type Post = { _id: string; slug: string; title: string; summary: string; content: string };
  const post = {
    title: 'Opening a bank account in week one',
    slug: 'bank-account-week-one',
    summary: 'What to bring to the branch.',
    content: '## Bring\n\nYour passport and your address.',
    category: 'Banking',
    author: 'Landed Team',
    date: '2026-11-20',
    tags: ['banking'],
    published: true,
  };
  const chinese = {
    title: '第一周开银行账户',
    summary: '去银行要带什么。',
    content: '## 要带的\n\n护照和地址。',
  };

  it('an administrator saves a post in Chinese; ?locale=zh-CN shows it and says its body is Chinese', async () => {
    const created = await admin('POST', '/blog', {
      ...post,
      translations: { 'zh-CN': { ...chinese, title: `  ${chinese.title} ` } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { _id: id } = created.json().post as Post;
    expect(created.json().post.translations).toEqual({ 'zh-CN': chinese });
    const [createdLog] = await app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, id), eq(auditLogs.action, 'blog.created')));
    expect(createdLog!.details).toMatchObject({ languages: ['zh-CN'] });

    const read = await publicGet<{ post: Post & { contentLocale?: string } }>(
      `/blog/${post.slug}?locale=zh-CN`,
    );
    expect(read.post).toMatchObject({
      ...chinese,
      slug: post.slug,
      titleLocale: 'zh-CN',
      contentLocale: 'zh-CN',
    });
    expect(read.post).not.toHaveProperty('translations');
    const list = await publicGet<{ posts: Post[] }>('/blog?locale=zh-CN');
    expect(list.posts.find((p) => p._id === id)).toMatchObject({
      title: chinese.title,
      summary: chinese.summary,
      titleLocale: 'zh-CN',
    });

    // A language with no translation reads the English, and says so; English readers (and
    // clients that do not ask) get exactly what they got before.
    const vietnamese = await publicGet<{ post: Post & { contentLocale?: string } }>(
      `/blog/${post.slug}?locale=vi`,
    );
    expect(vietnamese.post).toMatchObject({
      title: post.title,
      content: post.content,
      titleLocale: 'en',
      contentLocale: 'en',
    });
    const english = await publicGet<{ post: Post }>(`/blog/${post.slug}`);
    expect(english.post).toMatchObject({ title: post.title, content: post.content });
    expect(english.post).not.toHaveProperty('contentLocale');
    expect(english.post).not.toHaveProperty('titleLocale');
    const englishList = await publicGet<{ posts: Post[] }>('/blog');
    expect(englishList.posts.find((p) => p._id === id)).not.toHaveProperty('titleLocale');
    expect(english.post).not.toHaveProperty('translations');
  });

  it('an edit without translations keeps them; a translated title alone leaves the body English', async () => {
    const created = await admin('POST', '/blog', {
      ...post,
      slug: 'bank-account-kept',
      translations: { vi: { title: 'Mở tài khoản ngân hàng', content: 'Mang hộ chiếu.' } },
    });
    const { _id: id } = created.json().post as Post;
    const edited = await admin('PUT', `/blog/${id}`, {
      ...post,
      slug: 'bank-account-kept',
      summary: 'Edited.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().post.translations).toEqual({
      vi: { title: 'Mở tài khoản ngân hàng', content: 'Mang hộ chiếu.' },
    });
    const listed = (await admin('GET', '/blog')).json().posts.find((p: Post) => p._id === id);
    expect(listed.translations.vi.title).toBe('Mở tài khoản ngân hàng');

    const replaced = await admin('PUT', `/blog/${id}`, {
      ...post,
      slug: 'bank-account-kept',
      translations: { vi: { title: 'Mở tài khoản', content: '  ' } },
    });
    expect(replaced.json().post.translations).toEqual({ vi: { title: 'Mở tài khoản' } });
    const read = await publicGet<{ post: Post & { contentLocale?: string } }>(
      '/blog/bank-account-kept?locale=vi',
    );
    expect(read.post).toMatchObject({
      title: 'Mở tài khoản',
      content: post.content,
      titleLocale: 'vi',
      contentLocale: 'en',
    });
  });

  it('refuses unknown languages and fields, and a language the site does not have', async () => {
    const { _id: id } = (
      await admin('POST', '/blog', { ...post, slug: 'bank-account-refused' })
    ).json().post as Post;
    for (const translations of [
      { fr: { title: 'Banque' } },
      { vi: { category: 'Banking' } },
      { vi: { content: 42 } },
      // As long as the English may be, no longer.
      { vi: { title: 'x'.repeat(201) } },
      { vi: { summary: 'x'.repeat(501) } },
    ]) {
      const response = await admin('PUT', `/blog/${id}`, {
        ...post,
        slug: 'bank-account-refused',
        translations,
      });
      expect(response.statusCode, JSON.stringify(translations)).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    }
    const byAgent = await admin(
      'PUT',
      `/blog/${id}`,
      { ...post, slug: 'bank-account-refused', translations: { vi: { title: 'x' } } },
      agent.token,
    );
    expect(byAgent.statusCode).toBe(403);
    const listed = (await admin('GET', '/blog')).json().posts.find((p: Post) => p._id === id);
    expect(listed.translations).toEqual({});
    for (const url of [
      '/api/public/blog?locale=fr',
      '/api/public/blog/bank-account-refused?locale=de',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
  });
});

describe('a long blog post translated into every language', () => {
  it('is accepted whole, though its body is more than the usual 1 MiB', async () => {
    // Some 99,000 characters of markdown per language, three bytes each in Chinese, Hindi and
    // Nepali: about 1.2 MB of JSON.
    const body = (word: string) => word.repeat(Math.floor(99_000 / word.length));
    const translations = {
      'zh-CN': { title: '长文', content: body('长') },
      hi: { title: 'लंबा', content: body('लंबा') },
      ne: { title: 'लामो', content: body('लामो') },
      vi: { title: 'Bài dài', content: body('dài ') },
    };
    const payload = {
      title: 'A long read',
      slug: 'a-long-read',
      content: body('long'),
      category: 'Checklist',
      date: '2026-11-20',
      translations,
    };
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeGreaterThan(1024 * 1024);
    const created = await admin('POST', '/blog', payload);
    expect(created.statusCode, created.body.slice(0, 200)).toBe(201);
    expect(created.json().post.translations.hi.content).toBe(translations.hi.content);
    // Anyone else still meets the usual limit before anything is read.
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/admin/blog',
      headers: { 'content-type': 'application/json' },
      payload: { ...payload, slug: 'a-long-read-2' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
