// The "partner-welcome" mail: a partner user's welcome once their invitation is accepted
// (issue 33 item 5), in place of the student's, in English like every partner mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function partnerWelcome(
  data: MailData<'partner-welcome'>,
  { compose, site }: MailContext,
): RenderedMail {
  return compose({
    subject: `Welcome to the Landed partner portal for ${data.partnerName}`,
    name: data.name,
    blocks: [
      {
        paragraph: `Your account now works for ${data.partnerName} on Landed. In the partner portal you book arrival services for your students, approve the bookings they make through you, follow their arrivals, and find your invoices and commission statements.`,
      },
      { action: { label: 'Open the partner portal', url: site('/partner') } },
    ],
  });
}
