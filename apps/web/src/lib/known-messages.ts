// The server's and the shared schemas' known English messages (packages/shared), shown in the
// page's language (issue 18): the API answers in English, and the forms' checks in the browser
// use the same English texts. Each known text maps to its catalogue id (public.errors.json;
// the booking's and the dashboard's in account.errors.json, which only those pages load); any
// other text (content, a message this table does not know, or one whose catalogue the page
// has not loaded) is shown as it is.
// Not part of the first load of the home page: only the forms and their fields import it.
import { MESSAGES } from '@landed/shared/constants';

import type { Translate } from '#web/lib/i18n.tsx';

type SharedMessage = (typeof MESSAGES)[keyof typeof MESSAGES];

// Every value of MESSAGES (packages/shared/src/constants.ts): the compiler checks none is missing.
const SHARED: Record<SharedMessage, string> = {
  [MESSAGES.invalidEmail]: 'error.invalidEmail',
  [MESSAGES.passwordTooShort]: 'error.passwordTooShort',
  [MESSAGES.passwordTooLong]: 'error.passwordTooLong',
  [MESSAGES.passwordTooCommon]: 'error.passwordTooCommon',
  [MESSAGES.passwordsDoNotMatch]: 'error.passwordsDoNotMatch',
  [MESSAGES.nameRequired]: 'error.nameRequired',
  [MESSAGES.accountSuspended]: 'error.accountSuspended',
  [MESSAGES.invalidCredentials]: 'error.invalidCredentials',
  [MESSAGES.accountLocked]: 'error.accountLocked',
  [MESSAGES.emailTaken]: 'error.emailTaken',
  [MESSAGES.sessionExpired]: 'error.sessionExpired',
  [MESSAGES.notSignedIn]: 'error.notSignedIn',
  [MESSAGES.tooManyRequests]: 'error.tooManyRequests',
  [MESSAGES.forbidden]: 'error.forbidden',
  [MESSAGES.notFound]: 'error.notFound',
  [MESSAGES.serverError]: 'error.serverError',
  [MESSAGES.databaseUnavailable]: 'error.databaseUnavailable',
  [MESSAGES.resetEmailSent]: 'error.resetEmailSent',
  [MESSAGES.resetLinkInvalid]: 'error.resetLinkInvalid',
  [MESSAGES.signInLinkInvalid]: 'error.signInLinkInvalid',
  [MESSAGES.sessionNotFound]: 'error.sessionNotFound',
  [MESSAGES.verifyLinkInvalid]: 'error.verifyLinkInvalid',
  [MESSAGES.emailVerified]: 'error.emailVerified',
  [MESSAGES.emailChanged]: 'error.emailChanged',
  [MESSAGES.verificationResent]: 'error.verificationResent',
  [MESSAGES.currentPasswordRequired]: 'error.currentPasswordRequired',
  [MESSAGES.currentPasswordIncorrect]: 'error.currentPasswordIncorrect',
  [MESSAGES.recentSignInRequired]: 'error.recentSignInRequired',
  [MESSAGES.mfaCodeInvalid]: 'error.mfaCodeInvalid',
  [MESSAGES.mfaCodeFormat]: 'error.mfaCodeFormat',
  [MESSAGES.mfaChallengeExpired]: 'error.mfaChallengeExpired',
  [MESSAGES.mfaAlreadyEnabled]: 'error.mfaAlreadyEnabled',
  [MESSAGES.mfaNotEnabled]: 'error.mfaNotEnabled',
  [MESSAGES.mfaSetupMissing]: 'error.mfaSetupMissing',
  [MESSAGES.mfaRequiredForAdmins]: 'error.mfaRequiredForAdmins',
  [MESSAGES.mfaCannotDisable]: 'error.mfaCannotDisable',
  [MESSAGES.mfaRecentSignInRequired]: 'error.mfaRecentSignInRequired',
  [MESSAGES.mfaPasswordRequired]: 'error.mfaPasswordRequired',
  [MESSAGES.emailNotVerifiedForRole]: 'error.emailNotVerifiedForRole',
  [MESSAGES.invitationInvalid]: 'error.invitationInvalid',
  [MESSAGES.invitationOtherAddress]: 'error.invitationOtherAddress',
  [MESSAGES.invitationAccepted]: 'error.invitationAccepted',
  [MESSAGES.partnerInactive]: 'error.partnerInactive',
  [MESSAGES.mfaRequiredForPartners]: 'error.mfaRequiredForPartners',
  [MESSAGES.partnerInvitationAccepted]: 'error.partnerInvitationAccepted',
};

// The literal texts of the shared schemas of the students' forms (auth, common, inquiry,
// newsletter, user, privacy, booking, invoice, user-area) and of the server's answers to them,
// written out here so that this module does not bring the schemas along
// (known-messages.test.ts checks them against the schemas and the server's source).
const LITERAL: Record<string, string> = {
  // schemas/auth.ts, inquiry.ts: the name.
  'Name must be at most 100 characters.': 'error.nameTooLong',
  // schemas/user.ts: the profile.
  'First name must be at most 100 characters.': 'error.firstNameTooLong',
  'Last name must be at most 100 characters.': 'error.lastNameTooLong',
  'University must be at most 150 characters.': 'error.universityTooLong',
  'Phone must be at most 30 characters.': 'error.phoneTooLong',
  'Phone may contain digits, spaces, +, - and brackets only.': 'error.phoneInvalid',
  // schemas/common.ts: a calendar date.
  'Use a date like 2026-02-14.': 'error.dateFormat',
  // schemas/inquiry.ts: the contact form.
  'Please choose an inquiry type.': 'error.inquiryTypeRequired',
  'Message is required.': 'error.messageRequired',
  'Message must be at most 5000 characters.': 'error.messageTooLong',
  // schemas/newsletter.ts, privacy.ts: the newsletter box and its links' pages.
  'Thanks! Please check your inbox and confirm your subscription.': 'error.newsletterSubscribed',
  'You are subscribed. Thank you!': 'error.newsletterConfirmed',
  'This confirmation link is no longer valid. Please subscribe again to get a new one.':
    'error.newsletterLinkInvalid',
  'You are unsubscribed. You will not get our newsletter any more.': 'error.unsubscribed',
  'This unsubscribe link is not valid.': 'error.unsubscribeLinkInvalid',
  'The unsubscribe link is incomplete.': 'error.unsubscribeLinkIncomplete',
  // schemas/privacy.ts: Account Settings' deletion and documents.
  'You have a booking still to come. Please cancel it, or contact us to cancel it, before deleting your account.':
    'error.openBookings',
  'Please enter your current password to delete your account.': 'error.deletePasswordRequired',
  'Please sign in again to delete your account.': 'error.deleteRecentSignInRequired',
  'Document not found.': 'error.documentNotFound',
  // The server's answer to a wrong current password (Account Settings, change password).
  'Current password is incorrect.': 'error.currentPasswordWrong',
  // operations/users/change-password.ts: an account made with Google has no password to change.
  'This account has no password yet: use Forgot password to set one.': 'error.noPasswordYet',
  // schemas/booking.ts BOOKING_MESSAGES, as the server answers a booking (operations/bookings:
  // create-booking.ts). The date checks against today in Melbourne come back as
  // "preferredDate: …"; the form's own checks are features/booking/lib/texts.tsx's.
  'You have made too many bookings in the last hour. Please try again later.':
    'error.tooManyBookings',
  'Choose today or a later date.': 'booking.errorDateInPast',
  'Choose a date within the next two years.': 'booking.errorDateTooFar',
  'Choose a package, or build a custom package.': 'error.choosePackage',
  'Choose one option per service.': 'error.onePerService',
  'Choose at least one service.': 'error.chooseService',
  'You can only book for your own account.': 'error.notYourAccount',
  'This package is not available. Please choose another.': 'error.packageUnavailable',
  'One of the chosen options is no longer available. Please build your package again.':
    'error.optionUnavailable',
  'Custom packages are not available right now.': 'error.customUnavailable',
  // schemas/booking.ts BOOKING_MESSAGES: the student's own bookings (cancel-booking.ts,
  // mark-booking-paid.ts, change-booking-arrival.ts, the pass, the calendar file, the invoice).
  'Booking not found.': 'error.bookingNotFound',
  'Only pending bookings can be cancelled.': 'error.onlyPendingCancel',
  'This booking is cancelled.': 'error.bookingCancelled',
  'Only pending or confirmed bookings can be changed.': 'error.arrivalChangeNotOpen',
  'You have changed your arrival too many times in the last hour. Please try again later, or contact support.':
    'error.tooManyArrivalChanges',
  // schemas/ratings.ts RATING_MESSAGES: rating a pickup (operations/ratings/rate-pickup.ts).
  'Choose from 1 to 5 stars.': 'error.ratingScore',
  'The comment must be at most 1000 characters.': 'error.ratingCommentTooLong',
  'You can rate the pickup once it is done.': 'error.ratingNotYet',
  'You have already rated this pickup.': 'error.ratingAlready',
  // schemas/invoice.ts INVOICE_MESSAGES: the invoice of a booking not paid yet.
  'Your invoice will be ready once your payment has been verified.': 'error.invoiceNotReady',
  // BOOKING_MESSAGES.alreadyPaid and schemas/card-payments.ts CARD_MESSAGES: paying by card.
  'This booking is already paid.': 'error.alreadyPaid',
  'Your bank transfer is waiting to be checked. Please contact us if you would rather pay by card.':
    'error.transferPending',
  'Card payment is not available right now. Please try again in a few minutes.':
    'error.cardUnavailable',
  // schemas/user-area.ts DOCUMENT_MESSAGES and routes/api/user/documents.ts: the dashboard's
  // uploads (an empty file comes back as "file: The file is empty.").
  'You can keep at most 20 documents. Contact support if you need to send more.':
    'error.tooManyDocuments',
  'Your documents can take up at most 100 MB in all. Contact support if you need to send more.':
    'error.tooManyDocumentBytes',
  'The file is larger than 10 MB.': 'error.fileTooLarge',
  'Only PDF, JPEG or PNG files can be uploaded.': 'error.fileWrongType',
  'The file is empty.': 'error.fileEmpty',
  // schemas/refund-details.ts REFUND_DETAILS_MESSAGES: the dashboard's refund account.
  'Enter the name on the account.': 'error.refundAccountName',
  'The name must be at most 100 characters.': 'error.refundAccountNameTooLong',
  'Enter a BSB of 6 digits, like 123-456.': 'error.refundBsb',
  'Enter an account number of 4 to 10 digits.': 'error.refundAccountNumber',
  'Enter a valid IBAN, like DE89 3704 0044 0532 0130 00.': 'error.refundIban',
  'Enter a SWIFT/BIC code of 8 or 11 characters, like DEUTDEFF.': 'error.refundSwift',
  'The bank name must be at most 100 characters.': 'error.refundBankNameTooLong',
  'Choose an Australian or an overseas account.': 'error.refundKind',
  'Enter the account number: 4 to 34 letters or digits.': 'error.refundOverseasAccountNumber',
  'Banks in this country use IBANs: enter the IBAN of the account.': 'error.refundIbanRequired',
  'Enter the IFSC of the branch: 11 characters, like SBIN0001234.': 'error.refundIfsc',
  'A CNAPS code has 12 digits.': 'error.refundCnaps',
  'Enter the name of the bank.': 'error.refundBankNameRequired',
  'Choose the country of the bank.': 'error.refundCountry',
  'For an account in Australia, choose "In Australia" and give its BSB.':
    'error.refundCountryAustralia',
  'Enter your current password to change your refund account.': 'error.refundPasswordRequired',
  'Please sign in again to change your refund account.': 'error.refundRecentSignIn',
  'We have no account you paid from to send your refund to.': 'error.refundNoAccountPaidFrom',
};

const KNOWN: Record<string, string> = { ...SHARED, ...LITERAL };

// The server's messages that name something, by pattern: the catalogue id and its values.
const PATTERNS: ReadonlyArray<{
  pattern: RegExp;
  id: string;
  values: (match: RegExpExecArray) => Record<string, string | number>;
}> = [
  // A change of e-mail address, which names the new address.
  {
    pattern: /^We have sent a link to (.+)\. Your e-mail address changes when you open it\.$/s,
    id: 'error.emailChangeLinkSent',
    values: (match) => ({ email: match[1]! }),
  },
  // The refusal to change an arrival within the cut-off the CMS sets (schemas/booking.ts
  // BOOKING_MESSAGES.arrivalChangeTooLate: "24 hours" by default, 0 to 168, "1 hour").
  {
    pattern:
      /^Your arrival is less than (\d+) hours? away\. Please contact support to change it\.$/,
    id: 'error.arrivalChangeTooLate',
    values: (match) => ({ hours: Number(match[1]) }),
  },
];

// The server's check of a request names the field first ("email: Please enter a valid…").
const FIELD_PREFIX = /^([\w.[\]]+): (.+)$/s;

// The known text's translation, or undefined. A catalogue not loaded (t answers with the id)
// leaves the English text.
function lookUp(t: Translate, text: string): string | undefined {
  let id = Object.hasOwn(KNOWN, text) ? KNOWN[text] : undefined;
  let values: Record<string, string | number> | undefined;
  if (!id) {
    for (const known of PATTERNS) {
      const match = known.pattern.exec(text);
      if (!match) continue;
      id = known.id;
      values = known.values(match);
      break;
    }
  }
  if (!id) return undefined;
  const translated = t(id, values);
  return translated === id ? text : translated;
}

// A message in the page's language when it is a known English text, unchanged otherwise.
export function translateMessage(t: Translate, message: string): string;
export function translateMessage(t: Translate, message: string | undefined): string | undefined;
export function translateMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return message;
  const known = lookUp(t, message);
  if (known !== undefined) return known;
  const field = FIELD_PREFIX.exec(message);
  const rest = field ? lookUp(t, field[2]!) : undefined;
  return rest === undefined ? message : `${field![1]!}: ${rest}`;
}

// The catalogue ids of the known texts, by English text (for the tests).
export const KNOWN_MESSAGES: Readonly<Record<string, string>> = KNOWN;
