import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminBlogPost } from '@landed/shared/schemas/admin-content';

import { LANGUAGE_TAB_TEXTS } from '#web/test/translation-tabs.ts';

import { BlogManager } from './blog-manager.tsx';

const post: AdminBlogPost = {
  _id: '22222222-2222-4222-8222-222222222222',
  id: '22222222-2222-4222-8222-222222222222',
  slug: 'oshc-and-seeing-a-gp',
  title: 'OSHC and seeing a GP',
  summary: 'What your cover pays for.',
  content: '## Booking a GP\n\nMost clinics bulk-bill.',
  category: 'Health',
  author: 'Landed',
  date: '2026-11-20',
  thumbnail: '/images/blog/oshc.svg',
  tags: ['health', 'oshc'],
  published: true,
  translations: {
    'zh-CN': {
      title: '海外学生健康保险与看医生',
      summary: '保险涵盖哪些费用。',
      content: '## 预约全科医生',
    },
    hi: { summary: 'आपका बीमा किसका भुगतान करता है।' },
  },
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-20T01:00:00.000Z',
};

// The list answers GET; a save answers with the post.
function stubApi() {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (_url, init) =>
      init?.method === 'PUT' || init?.method === 'POST'
        ? Response.json({ post })
        : Response.json({ posts: [post], total: 1 }),
    );
}

function renderManager() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BlogManager readOnly={false} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const dialog = () => screen.getByRole('dialog');
const panel = () => within(dialog()).getByRole('tabpanel');

afterEach(() => vi.restoreAllMocks());

describe('BlogManager translations', () => {
  it("shows a post's stored translations in its language's tab, beside the English", async () => {
    stubApi();
    const user = renderManager();
    await user.click(await screen.findByRole('button', { name: `Edit ${post.title}` }));

    const tabs = within(dialog()).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(LANGUAGE_TAB_TEXTS);
    // The English tab is the form itself.
    expect(within(panel()).getByLabelText('Title')).toHaveValue(post.title);

    await user.click(within(dialog()).getByRole('tab', { name: /^Chinese/ }));
    const title = within(panel()).getByLabelText('Title');
    expect(title).toHaveValue('海外学生健康保险与看医生');
    expect(title).toHaveAttribute('lang', 'zh-CN');
    expect(title).toHaveAccessibleDescription(`English: ${post.title}`);
    expect(within(panel()).getByLabelText('Summary')).toHaveValue('保险涵盖哪些费用。');
    const content = within(panel()).getByLabelText('Content (markdown)');
    expect(content.tagName).toBe('TEXTAREA');
    expect(content).toHaveAttribute('rows', '12');
    expect(content).toHaveValue('## 预约全科医生');

    await user.click(within(dialog()).getByRole('tab', { name: /^Hindi/ }));
    expect(within(panel()).getByLabelText('Title')).toHaveValue('');
    expect(within(panel()).getByLabelText('Summary')).toHaveValue('आपका बीमा किसका भुगतान करता है।');
  });

  it('saves a Vietnamese title and body with the unchanged English and the stored translations', async () => {
    const fetchSpy = stubApi();
    const user = renderManager();
    await user.click(await screen.findByRole('button', { name: `Edit ${post.title}` }));

    await user.click(within(dialog()).getByRole('tab', { name: /Tiếng Việt/ }));
    expect(within(panel()).getByLabelText('Title')).toHaveValue('');
    await user.type(within(panel()).getByLabelText('Title'), 'OSHC và khám bác sĩ');
    await user.type(
      within(panel()).getByLabelText('Content (markdown)'),
      '## Đặt lịch khám{Enter}{Enter}Hầu hết phòng khám không thu phí.',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const [url, init] = fetchSpy.mock.calls.find(([, call]) => call?.method === 'PUT')!;
    expect(url).toBe(`/api/admin/blog/${post._id}`);
    const body = JSON.parse(String(init?.body));
    expect(body).toEqual({
      title: post.title,
      slug: post.slug,
      summary: post.summary,
      content: post.content,
      category: post.category,
      author: post.author,
      date: post.date,
      thumbnail: post.thumbnail,
      tags: post.tags,
      published: true,
      translations: {
        'zh-CN': post.translations['zh-CN'],
        hi: post.translations.hi,
        vi: {
          title: 'OSHC và khám bác sĩ',
          content: '## Đặt lịch khám\n\nHầu hết phòng khám không thu phí.',
        },
      },
    });
  });

  it('publishes or unpublishes with the English fields only: the stored translations stay', async () => {
    const fetchSpy = stubApi();
    const user = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));

    await waitFor(() =>
      expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const [, init] = fetchSpy.mock.calls.find(([, call]) => call?.method === 'PUT')!;
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({ title: post.title, published: false });
    expect(Object.keys(body)).not.toContain('_id');
    expect(Object.keys(body)).not.toContain('translations');
  });

  it('starts a new post with no translations', async () => {
    const fetchSpy = stubApi();
    const user = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Add post' }));
    await user.type(within(panel()).getByLabelText('Title'), 'Opening a bank account');

    await user.click(within(dialog()).getByRole('tab', { name: /^Chinese/ }));
    expect(within(panel()).getByLabelText('Title')).toHaveValue('');
    expect(within(panel()).getByLabelText('Title')).toHaveAccessibleDescription(
      'English: Opening a bank account',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const [, init] = fetchSpy.mock.calls.find(([, call]) => call?.method === 'POST')!;
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      title: 'Opening a bank account',
      slug: 'opening-a-bank-account',
    });
    expect(body.translations).toEqual({});
  });
});
