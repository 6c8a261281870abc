import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { Inquiry } from '@landed/shared/schemas/inquiry';

import { InquiryThread, ReplyForm } from './inquiry-thread.tsx';

const inquiry: Inquiry = {
  _id: '5b1c3e1e-8c1e-4a36-9b1f-2f0c1c7f5a10',
  name: 'Mei Lin',
  email: 'mei@example.com',
  type: 'Support',
  subject: 'Support from Mei Lin',
  message: 'Can someone meet me?',
  status: 'Replied',
  assigned: null,
  note: '',
  replies: [
    {
      _id: '1',
      author: 'Sam Support',
      message: 'Yes:\nSam will meet you.',
      createdAt: '2026-11-21T01:00:00.000Z',
      delivery: 'sent',
    },
    {
      _id: '2',
      author: 'Ana',
      message: 'See you!',
      createdAt: '2026-11-21T02:00:00.000Z',
      delivery: 'failed',
    },
  ],
  date: '2026-11-20T01:00:00.000Z',
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-21T02:00:00.000Z',
};

describe('InquiryThread', () => {
  it('lists the replies oldest first with who wrote them and whether they arrived', () => {
    render(<InquiryThread inquiry={inquiry} />);
    const items = within(screen.getByRole('list', { name: 'Replies to Mei Lin' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Sam Support replied');
    expect(items[0]).toHaveTextContent('delivered');
    expect(items[1]).toHaveTextContent('could not be delivered');
  });

  it('shows nothing for an inquiry without replies', () => {
    const { container } = render(<InquiryThread inquiry={{ ...inquiry, replies: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ReplyForm', () => {
  function renderForm() {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ReplyForm inquiry={inquiry} />
      </QueryClientProvider>,
    );
    return userEvent.setup();
  }

  it('asks for a reply before sending anything, then sends it and clears the box', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ inquiry }, { status: 201 }));
    const user = renderForm();
    const box = screen.getByLabelText('Reply to Mei Lin (mei@example.com)');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write a reply first.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    await user.type(box, 'We will meet you at Gate 2.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe(`/api/admin/inquiries/${inquiry._id}/replies`);
    expect(JSON.parse(String(init?.body))).toEqual({ message: 'We will meet you at Gate 2.' });
    await waitFor(() => expect(box).toHaveValue(''));
  });
});
