// The pass's Messages (issue 35 item 4; docs/decisions/134): the student writes to the Landed
// team and their driver and reads the answers over any Wi-Fi. Read again every 20 seconds
// while the page is visible; offline, the messages loaded last, and sending waits for a
// connection.
import { Send } from 'lucide-react';
import { useId, useState } from 'react';

import type { ChatMessage } from '@landed/shared/schemas/meeting';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES } from '@landed/shared/schemas/meeting';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ChatLog } from '#web/components/ui/chat-log.tsx';
import { TextArea } from '#web/components/ui/textarea.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatInstantDateTime } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useBookingMessages } from '#web/features/booking/api/get-booking-messages.ts';
import { useSendBookingMessage } from '#web/features/booking/api/send-booking-message.ts';
import { useOnline } from './arrival-pass.tsx';

// Why a message did not go, in the page's language.
function sendProblem(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'CHAT_CLOSED' || error.message === CHAT_MESSAGES.closed) {
      return 'chat.closed';
    }
    if (error.status === 429) return 'chat.tooMany';
  }
  return 'chat.sendFailed';
}

export function PassChat({ bookingRef }: { bookingRef: string }) {
  const t = useT();
  const online = useOnline();
  const titleId = useId();
  const messages = useBookingMessages(bookingRef);
  const send = useSendBookingMessage(bookingRef);
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const data = messages.data;
  const open = data?.open ?? true;
  const offline = !online || data?.saved === true;

  const authorOf = (message: ChatMessage) =>
    message.author === 'student'
      ? t('chat.you')
      : message.author === 'driver'
        ? t('chat.driver', { name: message.authorName })
        : t('chat.team', { name: message.authorName });

  return (
    <section
      aria-labelledby={titleId}
      className="mt-4 rounded-xl border border-slate-200 bg-white p-4 print:hidden"
    >
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {t('chat.title')}
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-700">{t('chat.intro')}</p>
      {offline && (
        <p role="status" className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('chat.offline')}
        </p>
      )}
      {messages.isPending && <p className="text-sm text-slate-600">{t('common.loading')}</p>}
      {messages.isError && !data && (
        <p role="alert" className="text-sm text-red-700">
          {t('chat.loadFailed')}
        </p>
      )}
      {data && (
        <ChatLog
          messages={data.messages}
          ownAuthor="student"
          label={t('chat.logLabel')}
          empty={t('chat.empty')}
          authorOf={authorOf}
          timeOf={(message) => formatInstantDateTime(message.createdAt)}
        />
      )}
      {open ? (
        <form
          noValidate
          className="mt-3 grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const trimmed = text.trim();
            setEmpty(trimmed === '');
            if (!trimmed || offline) return;
            send.mutate(trimmed, { onSuccess: () => setText('') });
          }}
        >
          <TextArea
            label={t('chat.messageLabel')}
            value={text}
            maxLength={CHAT_MESSAGE_MAX}
            onChange={(event) => {
              setText(event.target.value);
              if (empty) setEmpty(false);
            }}
            error={empty ? t('chat.writeSomething') : undefined}
          />
          {send.isError && <Alert>{t(sendProblem(send.error))}</Alert>}
          <div className="flex justify-end">
            <Button
              type="submit"
              className="min-h-11 w-full sm:w-auto"
              disabled={send.isPending || offline}
            >
              <Send aria-hidden="true" className="size-4" />
              {send.isPending ? t('chat.sending') : t('chat.send')}
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t('chat.closed')}</p>
      )}
    </section>
  );
}
