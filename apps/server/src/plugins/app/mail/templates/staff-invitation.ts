// The "staff-invitation" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import { invitationLink } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function staffInvitation(
  data: MailData<'staff-invitation'>,
  { compose }: MailContext,
): RenderedMail {
  return compose({
    subject: `You are invited to join the Landed team as ${data.role}`,
    name: '',
    blocks: [
      {
        paragraph: `You have been invited to join the Landed back-office as ${data.role}. Open the link below, then sign up with this e-mail address (or sign in, if you already have an account with it). Administrators then turn on two-factor sign-in.`,
      },
      ...invitationLink(data),
    ],
  });
}
