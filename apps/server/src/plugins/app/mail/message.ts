// What each mail says, as data: one entry of the MailMessage union per template (the
// template's file under templates/ renders it).
import type { AdminRole, BookingStatus } from '@landed/shared/constants';

// Whom a mail about a booking greets, and which booking it is about.
type BookingMailData = { name: string; bookingRef: string; packageName: string };

// A booking a partner made for the student, as its mails tell it (docs/decisions/093, 105).
type PartnerBookingMailData = BookingMailData & {
  partnerName: string;
  // YYYY-MM-DD (Melbourne calendar).
  preferredDate: string;
  // Cents.
  totalPrice: number;
  // The partner pays on account: nothing for the student to pay.
  billedToPartner: boolean;
};

export type MailMessage =
  | {
      // An invitation to a staff role (docs/decisions/075). It goes to an address nobody has
      // proved yet, so it carries no text anybody typed: the role, the link and its expiry.
      template: 'staff-invitation';
      to: string;
      // expiresAt: an ISO instant.
      data: { role: AdminRole; acceptUrl: string; expiresAt: string };
    }
  | {
      // An invitation to a partner organisation's portal (issue 27, docs/decisions/091): the
      // names a Super Admin typed, the link and its expiry.
      template: 'partner-invitation';
      to: string;
      data: { name: string; partnerName: string; acceptUrl: string; expiresAt: string };
    }
  | { template: 'password-reset'; to: string; data: { name: string; resetUrl: string } }
  | { template: 'welcome'; to: string; data: { name: string } }
  | {
      // Double opt-in for the newsletter (docs/decisions/067).
      template: 'newsletter-confirm';
      to: string;
      data: { confirmUrl: string };
    }
  | {
      // Seven days before uploaded documents are deleted (docs/decisions/066).
      template: 'documents-expiring';
      to: string;
      data: { name: string; count: number; deleteOn: string };
    }
  | { template: 'verify-email'; to: string; data: { name: string; verifyUrl: string } }
  | {
      template: 'email-change-confirm';
      to: string;
      data: { name: string; newEmail: string; confirmUrl: string };
    }
  | { template: 'email-change-notice'; to: string; data: { name: string; newEmail: string } }
  | {
      // A partner user's welcome once their invitation is accepted (issue 33 item 5).
      template: 'partner-welcome';
      to: string;
      data: { name: string; partnerName: string };
    }
  | {
      // The owner's "Send a test mail" (issue 33 item 4): to their own address, in English.
      template: 'test-mail';
      to: string;
      data: { name: string };
    }
  | {
      // Two-factor sign-in turned on or off, or a recovery code used (docs/decisions/054).
      template: 'two-factor-changed';
      to: string;
      data: {
        name: string;
        change: 'enabled' | 'disabled' | 'recovery-code-used';
        codesLeft?: number;
      };
    }
  | {
      template: 'booking-received';
      to: string;
      data: BookingMailData & {
        // YYYY-MM-DD (Melbourne calendar).
        preferredDate: string;
        // Cents.
        totalPrice: number;
        // The partner that pays it on account, by name: nothing for the student to pay.
        partnerPays?: string;
        // The business takes cards (Stripe keys set) as well as transfers (docs/decisions/116).
        cardsAccepted?: boolean;
      };
    }
  | {
      // A partner booked for the student (issue 27; docs/decisions/093). A new account's first
      // mail carries the link to set its password.
      template: 'partner-booking';
      to: string;
      data: PartnerBookingMailData & { setPasswordUrl?: string };
    }
  | {
      // A partner booked for a student whose address already had an account: the booking waits
      // for their answer on the dashboard (docs/decisions/105).
      template: 'partner-booking-consent';
      to: string;
      data: PartnerBookingMailData;
    }
  | {
      // The partner approved or declined the student's booking (docs/decisions/094).
      template: 'partner-approval';
      to: string;
      data: {
        name: string;
        partnerName: string;
        bookingRef: string;
        packageName: string;
        approved: boolean;
        reason: string;
      };
    }
  | {
      template: 'booking-status-changed';
      to: string;
      data: BookingMailData & { status: BookingStatus };
    }
  | {
      // 7 days and 1 day before the arrival (operations/bookings/send-reminders.ts).
      template: 'booking-reminder';
      to: string;
      data: BookingMailData & {
        // YYYY-MM-DD (Melbourne calendar).
        preferredDate: string;
        // Days until the arrival: 'today', 'tomorrow', 'in 7 days'.
        days: number;
      };
    }
  | {
      // The student's refund account was given or changed (issue 31; docs/decisions/101): to
      // the account's owner, naming only the account's last digits.
      template: 'refund-account-changed';
      to: string;
      data: { name: string; accountEnding: string };
    }
  | {
      template: 'payment-verified';
      to: string;
      // amount in cents. The invoice attached to the mail, when one was issued (decision 061).
      data: {
        name: string;
        bookingRef: string;
        amount: number;
        invoiceNumber?: string;
        taxInvoice?: boolean;
      };
    }
  | {
      // A cancellation of a paid booking created a refund (issue 26; docs/decisions/086). A
      // card payment goes back through the provider; a transfer needs the student's account.
      template: 'refund-due';
      to: string;
      // amount in cents.
      data: { name: string; bookingRef: string; amount: number; reason: string; byCard: boolean };
    }
  | {
      // An administrator's answer to a contact-form inquiry, with the inquiry quoted
      // (docs/decisions/063). Sent with Reply-To the business's contact address.
      template: 'inquiry-reply';
      to: string;
      data: {
        name: string;
        reply: string;
        // The administrator's first name, to sign with; '' for none.
        author: string;
        original: { message: string; sentOn: string };
      };
    }
  | {
      template: 'payment-rejected';
      to: string;
      data: { name: string; bookingRef: string; amount: number; reason: string };
    }
  | {
      // A refund paid by bank transfer (issue 26; docs/decisions/086), with the adjustment note
      // attached when the booking had an invoice (decision 087). amount in cents.
      template: 'refund-paid';
      to: string;
      data: {
        name: string;
        bookingRef: string;
        amount: number;
        reference: string;
        adjustmentNoteNumber?: string;
      };
    }
  | {
      // A refund staff could not pay (the account was refused, say), with their reason.
      template: 'refund-failed';
      to: string;
      data: { name: string; bookingRef: string; amount: number; reason: string };
    }
  | {
      // The student moved their arrival; to the driver assigned to meet them
      // (docs/decisions/064).
      template: 'arrival-changed-driver';
      to: string;
      data: {
        name: string;
        bookingRef: string;
        studentName: string;
        studentPhone: string;
        before: ArrivalFacts;
        after: ArrivalFacts;
        meetingPoint: string;
      };
    }
  | {
      // The flight of a pickup the driver does moved, was cancelled, diverted or landed
      // (issue 34 item 4). `change`: the words of what happened; times are Melbourne time.
      template: 'flight-changed-driver';
      to: string;
      data: {
        name: string;
        bookingRef: string;
        studentName: string;
        studentPhone: string;
        flightNumber: string;
        change: string;
        pickupTime: string;
      };
    }
  | {
      // An arrival-day message (driver at the meeting point, flight landed) to a student no
      // push or phone channel reached (issue 35 item 4). `title`, `text`: already translated.
      template: 'arrival-message';
      to: string;
      data: { name: string; bookingRef: string; title: string; text: string };
    }
  | {
      // The student's pickup: who meets them and where (docs/decisions/060). `updated`: the
      // driver or the meeting point changed after an earlier mail.
      template: 'pickup-assigned';
      to: string;
      data: PickupFacts & {
        name: string;
        driverFirstName: string;
        driverPhone: string;
        updated: boolean;
      };
    }
  | {
      // A partner's monthly invoice, attached (issue 27; docs/decisions/096).
      template: 'partner-invoice';
      to: string;
      data: { partnerName: string; number: string; total: string; dueOn: string; bookings: number };
    }
  | {
      // The partner's students arriving today, each morning (docs/decisions/095).
      template: 'partner-digest';
      to: string;
      data: { name: string; partnerName: string; date: string; arrivals: PartnerDigestArrival[] };
    }
  | {
      // A partner's student was not at the meeting point (docs/decisions/095).
      template: 'partner-no-show';
      to: string;
      data: PickupFacts & { name: string; partnerName: string; studentName: string };
    }
  | {
      // A driver's job: given, changed (meeting point), or taken away (reassigned, removed,
      // booking cancelled).
      template: 'driver-job';
      to: string;
      data: PickupFacts & {
        name: string;
        kind: 'assigned' | 'updated' | 'withdrawn';
        studentName: string;
        studentPhone: string;
        destinationAddress: string;
      };
    }
  | {
      // A driver's personal sign-in link to their own page (issue 35; docs/decisions/130):
      // the link (a secret, in the fragment) and until when it opens.
      template: 'driver-access-link';
      to: string;
      // expiresAt: an ISO instant.
      data: { name: string; url: string; expiresAt: string };
    }
  | {
      // A new message in the chat of the student's arrival pass (issue 35 item 4;
      // docs/decisions/134): who wrote (a first name) and what; at most one a window.
      template: 'chat-message';
      to: string;
      data: BookingMailData & { authorName: string; text: string };
    }
  | {
      // The same to the team (English): a student (or a driver) wrote on a booking's chat.
      template: 'chat-message-staff';
      to: string;
      data: {
        // Whom it greets: '' for the business's contact address.
        name: string;
        bookingRef: string;
        studentName: string;
        authorName: string;
        author: 'student' | 'driver';
        text: string;
      };
    };

// One arrival as a partner's morning digest lists it (docs/decisions/095).
export type PartnerDigestArrival = {
  bookingRef: string;
  studentName: string;
  arrivalTime: string;
  flightNumber: string;
  status: string;
  driverName: string | null;
};

// A booking's arrival as a driver needs it: date (YYYY-MM-DD, Melbourne), time (HH:MM or ''),
// flight and where the student is going ('' when not given).
export type ArrivalFacts = {
  preferredDate: string;
  arrivalTime: string;
  flightNumber: string;
  destinationAddress: string;
};

// What a pickup mail says about the arrival. Dates YYYY-MM-DD and times HH:MM, Melbourne.
export type PickupFacts = {
  bookingRef: string;
  preferredDate: string;
  arrivalTime: string;
  flightNumber: string;
  meetingPoint: string;
};

export type MailTemplate = MailMessage['template'];

// The data of one template's mail.
export type MailData<K extends MailTemplate> = Extract<MailMessage, { template: K }>['data'];
