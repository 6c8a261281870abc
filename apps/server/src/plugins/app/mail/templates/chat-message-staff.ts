// The "chat-message-staff" mail (issue 35 item 4; docs/decisions/134): a student or a driver
// wrote on a booking's chat; the team answers from the arrivals board.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function chatMessageStaff(
  data: MailData<'chat-message-staff'>,
  { compose, site }: MailContext,
): RenderedMail {
  const { bookingRef, studentName, authorName, author, text } = data;
  const who = author === 'student' ? `${studentName} (the student)` : `${authorName} (the driver)`;
  return compose({
    subject: `New message on booking ${bookingRef}`,
    name: data.name,
    blocks: [
      { paragraph: `${who} wrote on the chat of booking ${bookingRef}.` },
      { quote: { heading: `${authorName || who} wrote:`, text } },
      {
        paragraph:
          'Answer from the arrivals board (Messages on the booking’s row). Further messages within the next minutes are not e-mailed again.',
      },
      { action: { label: 'Open the arrivals board', url: site('/admin?tab=arrivals') } },
    ],
  });
}
