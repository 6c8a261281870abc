// The "arrival-message" mail (issue 35 item 4; docs/decisions/132): an arrival-day message
// for a student with no push subscription and no other channel. Its words are the message's,
// already in the student's language.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function arrivalMessage(
  data: MailData<'arrival-message'>,
  { compose, pass }: MailContext,
): RenderedMail {
  return compose({
    subject: data.title,
    name: data.name,
    blocks: [{ paragraph: data.text }, { action: pass(data.bookingRef) }],
  });
}
