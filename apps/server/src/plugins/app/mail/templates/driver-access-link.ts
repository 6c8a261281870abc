// The "driver-access-link" mail: a driver's personal link to their own page (issue 35;
// docs/decisions/130). English, as every mail to a driver.
import { TIME_ZONE } from '@landed/shared/constants';

import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

// How long a link opens (not the session it opens: 30 days on that device).
export const DRIVER_LINK_LIFETIME_MS = 7 * 24 * 60 * 60_000;

export function driverAccessLink(
  data: MailData<'driver-access-link'>,
  { compose }: MailContext,
): RenderedMail {
  const expires = new Intl.DateTimeFormat('en-AU', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(data.expiresAt));
  return compose({
    subject: 'Your link to your Landed pickups',
    name: data.name,
    blocks: [
      {
        paragraph:
          'Open this link on your phone to see your pickups for today and tomorrow and to give each one’s status. It keeps you signed in on that phone for 30 days.',
      },
      { action: { label: 'Open my pickups', url: data.url, secret: true } },
      {
        paragraph: `The link works once, until ${expires} (Melbourne time). It is yours only: do not forward it. If you lose your phone, tell the office so they can sign it out.`,
      },
    ],
  });
}
