import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ChatMessage } from '@landed/shared/schemas/meeting';

import { I18nProvider, createI18n, loadCatalogue } from '#web/lib/i18n.tsx';
import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { PassChat } from './pass-chat.tsx';

const URL = '/api/booking/BK-7K2M9Q/messages';
const mine: ChatMessage = {
  _id: '33333333-3333-4333-8333-333333333331',
  author: 'student',
  authorName: 'Mei',
  text: 'I have landed.',
  createdAt: '2027-04-04T20:41:00.000Z',
};
const answer: ChatMessage = {
  _id: '33333333-3333-4333-8333-333333333332',
  author: 'dispatch',
  authorName: 'Anna',
  text: 'Minh is at door 5.',
  createdAt: '2027-04-04T20:43:00.000Z',
};
const fromDriver: ChatMessage = { ...answer, _id: `${answer._id.slice(0, -1)}3`, author: 'driver' };

// Answers the chat's address: GET with `messages`, POST with the message sent back.
function serve(messages: ChatMessage[], { open = true } = {}) {
  const sent: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    expect(String(input)).toBe(URL);
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { text: string };
      sent.push(body);
      const message = { ...mine, _id: '33333333-3333-4333-8333-333333333339', text: body.text };
      messages.push(message);
      return jsonResponse({ message }, 201);
    }
    return jsonResponse({ messages, open });
  });
  return sent;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the Messages section of the pass', () => {
  it('shows the conversation in a log, who wrote each line, and sends a message', async () => {
    const sent = serve([mine, answer, fromDriver]);
    const { user } = renderWithApp(<PassChat bookingRef="BK-7K2M9Q" />, { signedIn: true });
    const log = await screen.findByRole('log', { name: 'Messages about this booking' });
    // Who wrote each line, before its time.
    const authors = within(log)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.firstChild?.textContent);
    expect(authors).toEqual(['You', 'Anna, Landed team', 'Anna, your driver']);

    // Nothing written: said, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Write a message.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Your message' }), '  Where is door 5?  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log).findByText('Where is door 5?')).toBeInTheDocument();
    expect(sent).toEqual([{ text: 'Where is door 5?' }]);
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  });

  it('says when a booking’s messages are closed, and offers no form', async () => {
    serve([mine], { open: false });
    renderWithApp(<PassChat bookingRef="BK-7K2M9Q" />, { signedIn: true });
    expect(
      await screen.findByText(
        'This booking ended more than a week ago, so its messages are closed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('offline: the messages loaded last, and sending needs a connection', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const cache = {
      match: vi.fn(async () => Response.json({ messages: [mine, answer], open: true })),
      put: vi.fn(async () => {}),
    };
    vi.stubGlobal('caches', { open: vi.fn(async () => cache) });
    renderWithApp(<PassChat bookingRef="BK-7K2M9Q" />, { signedIn: true });
    const log = await screen.findByRole('log');
    expect(within(log).getByText('Minh is at door 5.')).toBeInTheDocument();
    expect(
      screen.getByText(/You are offline\. .*sending needs a connection\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('speaks the student’s language', async () => {
    serve([answer]);
    const i18n = createI18n('zh-CN');
    await loadCatalogue(i18n, { name: 'account' });
    renderWithApp(
      <I18nProvider i18n={i18n}>
        <PassChat bookingRef="BK-7K2M9Q" />
      </I18nProvider>,
      { signedIn: true },
    );
    const log = await screen.findByRole('log', { name: '关于此预订的消息' });
    expect(within(log).getByText('Anna，Landed 团队', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '发送' })).toBeInTheDocument();
  });
});
