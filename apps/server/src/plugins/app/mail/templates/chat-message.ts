// The "chat-message" mail (issue 35 item 4; docs/decisions/134): the team or the driver wrote
// on the chat of the student's arrival pass.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function chatMessage(
  data: MailData<'chat-message'>,
  { t, compose, pass }: MailContext,
): RenderedMail {
  const { bookingRef, authorName, text } = data;
  return compose({
    subject: t('chatMessage.subject', { bookingRef }),
    name: data.name,
    blocks: [
      { paragraph: t('chatMessage.intro', { authorName, bookingRef }) },
      { quote: { heading: t('chatMessage.quoteHeading', { authorName }), text } },
      { paragraph: t('chatMessage.answer') },
      { action: pass(bookingRef) },
    ],
  });
}
