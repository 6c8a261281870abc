// The "partner-invitation" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import { invitationLink } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function partnerInvitation(
  data: MailData<'partner-invitation'>,
  { compose }: MailContext,
): RenderedMail {
  // One line, whatever was typed: it goes in the subject.
  const partnerName = data.partnerName.replace(/\s+/g, ' ').trim();
  return compose({
    subject: `You are invited to the Landed partner portal for ${partnerName}`,
    name: data.name,
    blocks: [
      {
        paragraph: `You have been invited to book and follow arrival services for ${partnerName}'s students on Landed. Open the link below, then sign up with this e-mail address (or sign in, if you already have an account with it). Partner accounts then turn on two-factor sign-in.`,
      },
      ...invitationLink(data),
    ],
  });
}
