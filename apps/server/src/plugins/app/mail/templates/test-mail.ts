// The "test-mail" mail: the owner's "Send a test mail" on the set-up checklist (issue 33 item 4).
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function testMail(data: MailData<'test-mail'>, { compose }: MailContext): RenderedMail {
  return compose({
    subject: 'Landed test mail',
    name: data.name,
    blocks: [
      {
        paragraph:
          'This is the test mail you asked for in the Landed back-office. If you are reading it, the site can send e-mail: students will receive their booking, payment and password mails.',
      },
    ],
  });
}
