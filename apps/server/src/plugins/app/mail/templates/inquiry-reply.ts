// The "inquiry-reply" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function inquiryReply(
  data: MailData<'inquiry-reply'>,
  { t, date, compose }: MailContext,
): RenderedMail {
  const { reply, author, original } = data;
  return compose({
    subject: t('inquiryReply.subject'),
    name: data.name,
    blocks: [
      { text: reply },
      ...(author ? [{ paragraph: author }] : []),
      { paragraph: t('inquiryReply.more') },
      {
        quote: {
          heading: t('inquiryReply.quoteHeading', { date: date(original.sentOn) }),
          text: original.message,
        },
      },
    ],
  });
}
