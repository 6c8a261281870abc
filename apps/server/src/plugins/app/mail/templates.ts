// Every mail the product sends: the template's name, its data (message.ts) and its file under
// templates/, which renders it to a subject, a plain-text body and an HTML body (compose.ts).
import type { Locale } from '@landed/shared/locales';

import { EMAIL_LINK_LIFETIME_MS } from '#server/plugins/app/email-verifications/email-verifications-repository.ts';
import { INVITATION_LIFETIME_MS } from '#server/plugins/app/invitations/invitations-repository.ts';
import { RESET_TOKEN_LIFETIME_MS } from '#server/plugins/app/password-resets/password-resets-repository.ts';
import { english, mailContext } from '#server/plugins/app/mail/compose.ts';
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData, MailMessage, MailTemplate } from '#server/plugins/app/mail/message.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';
import { staffInvitation } from '#server/plugins/app/mail/templates/staff-invitation.ts';
import { partnerInvitation } from '#server/plugins/app/mail/templates/partner-invitation.ts';
import { passwordReset } from '#server/plugins/app/mail/templates/password-reset.ts';
import { welcome } from '#server/plugins/app/mail/templates/welcome.ts';
import { newsletterConfirm } from '#server/plugins/app/mail/templates/newsletter-confirm.ts';
import { documentsExpiring } from '#server/plugins/app/mail/templates/documents-expiring.ts';
import { verifyEmail } from '#server/plugins/app/mail/templates/verify-email.ts';
import { emailChangeConfirm } from '#server/plugins/app/mail/templates/email-change-confirm.ts';
import { emailChangeNotice } from '#server/plugins/app/mail/templates/email-change-notice.ts';
import { twoFactorChanged } from '#server/plugins/app/mail/templates/two-factor-changed.ts';
import { refundAccountChanged } from '#server/plugins/app/mail/templates/refund-account-changed.ts';
import { bookingReceived } from '#server/plugins/app/mail/templates/booking-received.ts';
import { partnerBooking } from '#server/plugins/app/mail/templates/partner-booking.ts';
import { partnerApproval } from '#server/plugins/app/mail/templates/partner-approval.ts';
import { bookingStatusChanged } from '#server/plugins/app/mail/templates/booking-status-changed.ts';
import { bookingReminder } from '#server/plugins/app/mail/templates/booking-reminder.ts';
import { paymentVerified } from '#server/plugins/app/mail/templates/payment-verified.ts';
import { refundDue } from '#server/plugins/app/mail/templates/refund-due.ts';
import { inquiryReply } from '#server/plugins/app/mail/templates/inquiry-reply.ts';
import { paymentRejected } from '#server/plugins/app/mail/templates/payment-rejected.ts';
import { refundPaid } from '#server/plugins/app/mail/templates/refund-paid.ts';
import { refundFailed } from '#server/plugins/app/mail/templates/refund-failed.ts';
import { arrivalChangedDriver } from '#server/plugins/app/mail/templates/arrival-changed-driver.ts';
import { pickupAssigned } from '#server/plugins/app/mail/templates/pickup-assigned.ts';
import { partnerInvoice } from '#server/plugins/app/mail/templates/partner-invoice.ts';
import { partnerDigest } from '#server/plugins/app/mail/templates/partner-digest.ts';
import { partnerNoShow } from '#server/plugins/app/mail/templates/partner-no-show.ts';
import { driverJob } from '#server/plugins/app/mail/templates/driver-job.ts';
import { testMail } from '#server/plugins/app/mail/templates/test-mail.ts';
import { partnerWelcome } from '#server/plugins/app/mail/templates/partner-welcome.ts';
import { flightChangedDriver } from '#server/plugins/app/mail/templates/flight-changed-driver.ts';
import {
  DRIVER_LINK_LIFETIME_MS,
  driverAccessLink,
} from '#server/plugins/app/mail/templates/driver-access-link.ts';
import { arrivalMessage } from '#server/plugins/app/mail/templates/arrival-message.ts';
import { chatMessage } from '#server/plugins/app/mail/templates/chat-message.ts';
import { chatMessageStaff } from '#server/plugins/app/mail/templates/chat-message-staff.ts';

// Mails to staff: English, whatever language is asked for (the back-office stays English). A
// partner's too (issue 27; docs/decisions/095): an international office or an agency in
// Australia, whose invoices and statements are English as well.
export const STAFF_TEMPLATES: ReadonlySet<MailTemplate> = new Set<MailTemplate>([
  'arrival-changed-driver',
  'flight-changed-driver',
  'driver-job',
  'driver-access-link',
  'staff-invitation',
  // Partner users work in English with us, as staff do (docs/decisions/091).
  'partner-invitation',
  'partner-invoice',
  'partner-digest',
  'partner-no-show',
  'test-mail',
  'partner-welcome',
  'chat-message-staff',
]);

// Templates whose action link carries a secret (a one-time token), with how long the link
// lives. The outbox keeps such a mail's bodies with the link only until it is delivered, has
// failed for good or the link has expired (docs/decisions/051).
// How long a newsletter confirmation link works.
export const NEWSLETTER_CONFIRM_LIFETIME_MS = 7 * 24 * 60 * 60_000;

export const SECRET_LINK_LIFETIME_MS: Partial<Record<MailTemplate, number>> = {
  'password-reset': RESET_TOKEN_LIFETIME_MS,
  'verify-email': EMAIL_LINK_LIFETIME_MS,
  'email-change-confirm': EMAIL_LINK_LIFETIME_MS,
  'newsletter-confirm': NEWSLETTER_CONFIRM_LIFETIME_MS,
  'staff-invitation': INVITATION_LIFETIME_MS,
  'partner-invitation': INVITATION_LIFETIME_MS,
  'partner-booking': INVITATION_LIFETIME_MS,
  'driver-access-link': DRIVER_LINK_LIFETIME_MS,
};

// Templates a recipient is expected to answer: delivered with Reply-To set to the business's
// contact e-mail (CMS), when there is one (docs/decisions/063).
export const REPLY_TO_CONTACT: ReadonlySet<MailTemplate> = new Set<MailTemplate>(['inquiry-reply']);

// What a secret link becomes in the stored copy (in English; `mail.redactedLink` in the
// catalogues).
export const REDACTED_LINK_TEXT =
  '[This link has been removed from the stored copy of this e-mail.]';

// One file per template; a new template is a MailMessage entry, its file and its line here.
const TEMPLATES: { [K in MailTemplate]: (data: MailData<K>, mail: MailContext) => RenderedMail } = {
  'staff-invitation': staffInvitation,
  'partner-invitation': partnerInvitation,
  'password-reset': passwordReset,
  welcome: welcome,
  'newsletter-confirm': newsletterConfirm,
  'documents-expiring': documentsExpiring,
  'verify-email': verifyEmail,
  'email-change-confirm': emailChangeConfirm,
  'email-change-notice': emailChangeNotice,
  'two-factor-changed': twoFactorChanged,
  'refund-account-changed': refundAccountChanged,
  'booking-received': bookingReceived,
  'partner-booking': partnerBooking,
  'partner-booking-consent': (data, mail) => partnerBooking({ ...data, consent: true }, mail),
  'partner-approval': partnerApproval,
  'booking-status-changed': bookingStatusChanged,
  'booking-reminder': bookingReminder,
  'payment-verified': paymentVerified,
  'refund-due': refundDue,
  'inquiry-reply': inquiryReply,
  'payment-rejected': paymentRejected,
  'refund-paid': refundPaid,
  'refund-failed': refundFailed,
  'arrival-changed-driver': arrivalChangedDriver,
  'flight-changed-driver': flightChangedDriver,
  'pickup-assigned': pickupAssigned,
  'arrival-message': arrivalMessage,
  'partner-invoice': partnerInvoice,
  'partner-digest': partnerDigest,
  'partner-no-show': partnerNoShow,
  'driver-job': driverJob,
  'driver-access-link': driverAccessLink,
  'test-mail': testMail,
  'partner-welcome': partnerWelcome,
  'chat-message': chatMessage,
  'chat-message-staff': chatMessageStaff,
};

// `redact`: the copy the outbox keeps once a secret link must no longer be usable. `locale`:
// the recipient's language (docs/decisions/072); mails to staff are English whatever it is.
export function renderMail({
  message,
  appUrl,
  redact = false,
  locale,
}: {
  message: MailMessage;
  appUrl: string;
  redact?: boolean;
  locale?: Locale | null | undefined;
}): RenderedMail {
  const translator = STAFF_TEMPLATES.has(message.template) ? english : translatorFor(locale);
  // The template's own renderer: TypeScript cannot pair the union's data with it by itself.
  const render = TEMPLATES[message.template] as (data: unknown, mail: MailContext) => RenderedMail;
  return render(message.data, mailContext({ appUrl, redact, translator }));
}
