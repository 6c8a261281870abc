import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ChatMessage } from '@landed/shared/schemas/meeting';

import { jsonResponse, renderWithApp } from '#web/test/render.tsx';

import { ArrivalActions } from './arrival-actions.tsx';
import { arrival } from './arrival-fixture.ts';
import { MessagesDialog } from './messages-dialog.tsx';

const booking = arrival();
const URL = `/api/admin/bookings/${booking._id}/messages`;
const question: ChatMessage = {
  _id: '33333333-3333-4333-8333-333333333331',
  author: 'student',
  authorName: 'Mei',
  text: 'I have landed, where are you?',
  createdAt: '2027-04-04T20:41:00.000Z',
};

// The chat's address answers `messages`; a POST adds the team's answer to them.
function serve(messages: ChatMessage[]) {
  const sent: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input) !== URL) return jsonResponse({ unread: [] });
    if (init?.method === 'POST') {
      const { text } = JSON.parse(String(init.body)) as { text: string };
      sent.push(text);
      const message: ChatMessage = {
        ...question,
        _id: `${question._id.slice(0, -1)}${messages.length + 1}`,
        author: 'dispatch',
        authorName: 'Anna',
        text,
      };
      messages.push(message);
      return jsonResponse({ message }, 201);
    }
    return jsonResponse({ messages, open: true });
  });
  return sent;
}

afterEach(() => vi.restoreAllMocks());

describe('the board’s Messages', () => {
  it('shows each row’s unread count on its Messages button', async () => {
    const opened = vi.fn();
    const { user } = renderWithApp(
      <ArrivalActions
        arrival={booking}
        canWrite={false}
        onAssign={() => {}}
        onOpenBooking={() => {}}
        onMessages={opened}
        unreadMessages={new Map([[booking._id, 2]])}
      />,
      { signedIn: true },
    );
    await user.click(
      screen.getByRole('button', { name: `Messages of ${booking.bookingId} (2 unread)` }),
    );
    expect(opened).toHaveBeenCalledWith(booking);
  });

  it('reads the conversation and answers it', async () => {
    const sent = serve([question]);
    const { user } = renderWithApp(
      <MessagesDialog arrival={booking} canWrite onClose={() => {}} />,
      { signedIn: true },
    );
    const dialog = screen.getByRole('dialog', { name: `Messages: ${booking.bookingId}` });
    const log = await within(dialog).findByRole('log', {
      name: `Messages of ${booking.bookingId}`,
    });
    expect(within(log).getByText('I have landed, where are you?')).toBeInTheDocument();
    expect(within(log).getByText(/^Mei \(student\)/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Write a message.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Answer' }), 'Minh is at door 5.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(log).findByText('Minh is at door 5.')).toBeInTheDocument();
    expect(sent).toEqual(['Minh is at door 5.']);
    expect(within(log).getByText(/^Anna \(Landed\)/)).toBeInTheDocument();
  });

  it('lets a role that only reads bookings read, without a form', async () => {
    serve([question]);
    renderWithApp(<MessagesDialog arrival={booking} canWrite={false} onClose={() => {}} />, {
      signedIn: true,
    });
    expect(await screen.findByText('I have landed, where are you?')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Answer' })).toBeNull();
  });
});
