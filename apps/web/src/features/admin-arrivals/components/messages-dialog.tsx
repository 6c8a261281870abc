// A booking's chat, read and answered from the board (issue 35 item 4; docs/decisions/134).
// Read again every 15 seconds while open; opening it marks it read for the team.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import type { Arrival } from '@landed/shared/schemas/arrivals';
import type { ChatMessage } from '@landed/shared/schemas/meeting';
import { CHAT_MESSAGE_MAX } from '@landed/shared/schemas/meeting';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ChatLog } from '#web/components/ui/chat-log.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextArea } from '#web/components/ui/textarea.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatInstantDateTime } from '#web/lib/format.ts';
import { useBookingMessages } from '#web/features/admin-arrivals/api/get-messages.ts';
import { unreadMessagesKey } from '#web/features/admin-arrivals/api/get-unread-messages.ts';
import { useSendBookingMessage } from '#web/features/admin-arrivals/api/send-message.ts';

const ROLE: Record<ChatMessage['author'], string> = {
  student: 'student',
  dispatch: 'Landed',
  driver: 'driver',
};

const authorOf = (message: ChatMessage) => `${message.authorName || '?'} (${ROLE[message.author]})`;

function Conversation({ arrival, canWrite }: { arrival: Arrival; canWrite: boolean }) {
  const queryClient = useQueryClient();
  const messages = useBookingMessages(arrival._id);
  const send = useSendBookingMessage(arrival._id);
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  // Each read marks the conversation read: the board's count follows.
  const readAt = messages.dataUpdatedAt;
  useEffect(() => {
    if (readAt) void queryClient.invalidateQueries({ queryKey: unreadMessagesKey });
  }, [readAt, queryClient]);
  const open = messages.data?.open ?? true;

  return (
    <div className="grid gap-3">
      {messages.isPending && <p className="text-sm text-slate-600">Loading...</p>}
      {messages.isError && (
        <Alert>{errorMessage(messages.error, 'Failed to load messages.')}</Alert>
      )}
      {messages.data && (
        <ChatLog
          messages={messages.data.messages}
          ownAuthor="dispatch"
          label={`Messages of ${arrival.bookingId}`}
          empty="No messages yet. The student writes from their arrival pass."
          authorOf={authorOf}
          timeOf={(message) => formatInstantDateTime(message.createdAt)}
        />
      )}
      {canWrite && open && (
        <form
          noValidate
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const trimmed = text.trim();
            setEmpty(trimmed === '');
            if (trimmed) send.mutate(trimmed, { onSuccess: () => setText('') });
          }}
        >
          <TextArea
            label="Answer"
            value={text}
            maxLength={CHAT_MESSAGE_MAX}
            onChange={(event) => {
              setText(event.target.value);
              if (empty) setEmpty(false);
            }}
            error={empty ? 'Write a message.' : undefined}
          />
          <p className="text-sm text-slate-600">
            The student sees it on their pass under your first name, and is e-mailed unless they are
            reading.
          </p>
          {send.isError && <Alert>{errorMessage(send.error, 'Failed to send the message.')}</Alert>}
          <div className="flex justify-end">
            <Button type="submit" className="min-h-11" disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send'}
            </Button>
          </div>
        </form>
      )}
      {!open && (
        <p className="text-sm text-slate-600">Closed: the booking ended more than a week ago.</p>
      )}
    </div>
  );
}

export function MessagesDialog({
  arrival,
  canWrite,
  onClose,
}: {
  arrival: Arrival | null;
  canWrite: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={arrival !== null}
      onClose={onClose}
      placement="side"
      title={arrival ? `Messages: ${arrival.bookingId}` : 'Messages'}
      description={arrival ? `With ${arrival.student.name} and their driver` : undefined}
    >
      {arrival && <Conversation key={arrival._id} arrival={arrival} canWrite={canWrite} />}
    </Dialog>
  );
}
