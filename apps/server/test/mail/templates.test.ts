import { describe, expect, it } from 'vitest';

import { formatCalendarDate, formatCents, greetingName } from '#server/plugins/app/mail/compose.ts';
import type { MailMessage } from '#server/plugins/app/mail/message.ts';
import { renderMail } from '#server/plugins/app/mail/templates.ts';

const APP = 'https://landed.example';
const evil = '<script>alert("x")</script> & Co';

const messages: MailMessage[] = [
  {
    template: 'password-reset',
    to: 'a@example.com',
    data: { name: evil, resetUrl: `${APP}/reset-password?token=abc&x="y"` },
  },
  { template: 'welcome', to: 'a@example.com', data: { name: evil } },
  {
    template: 'booking-received',
    to: 'a@example.com',
    data: {
      name: evil,
      bookingRef: 'BK-7K2M9Q',
      packageName: evil,
      preferredDate: '2026-02-14',
      totalPrice: 18_000,
    },
  },
  {
    template: 'booking-status-changed',
    to: 'a@example.com',
    data: { name: evil, bookingRef: 'BK-7K2M9Q', packageName: 'Standard', status: 'Confirmed' },
  },
  {
    template: 'payment-verified',
    to: 'a@example.com',
    data: { name: evil, bookingRef: 'BK-7K2M9Q', amount: 7_550 },
  },
  {
    template: 'payment-rejected',
    to: 'a@example.com',
    data: { name: evil, bookingRef: 'BK-7K2M9Q', amount: 38_500, reason: evil },
  },
  {
    template: 'refund-paid',
    to: 'a@example.com',
    data: {
      name: evil,
      bookingRef: 'BK-7K2M9Q',
      amount: 18_000,
      reference: evil,
      adjustmentNoteNumber: 'AN-000001',
    },
  },
  {
    template: 'refund-failed',
    to: 'a@example.com',
    data: { name: evil, bookingRef: 'BK-7K2M9Q', amount: 9_000, reason: evil },
  },
  {
    template: 'refund-account-changed',
    to: 'a@example.com',
    data: { name: evil, accountEnding: '567' },
  },
  {
    template: 'flight-changed-driver',
    to: 'driver@example.com',
    data: {
      name: evil,
      bookingRef: 'BK-7K2M9Q',
      studentName: evil,
      studentPhone: '+61 400 111 222',
      flightNumber: 'SQ207',
      change: 'now lands at 16:05',
      pickupTime: '16:50',
    },
  },
  {
    template: 'arrival-changed-driver',
    to: 'driver@example.com',
    data: {
      name: evil,
      bookingRef: 'BK-7K2M9Q',
      studentName: evil,
      studentPhone: '+61 400 111 222',
      before: {
        preferredDate: '2026-02-14',
        arrivalTime: '06:40',
        flightNumber: 'MU737',
        destinationAddress: '',
      },
      after: {
        preferredDate: '2026-02-15',
        arrivalTime: '06:40',
        flightNumber: 'MU739',
        destinationAddress: evil,
      },
      meetingPoint: 'Arrivals hall, Terminal 2',
    },
  },
  {
    template: 'booking-reminder',
    to: 'a@example.com',
    data: {
      name: evil,
      bookingRef: 'BK-7K2M9Q',
      packageName: evil,
      preferredDate: '2026-02-14',
      days: 1,
    },
  },
  {
    template: 'pickup-assigned',
    to: 'a@example.com',
    data: {
      name: evil,
      bookingRef: 'BK-7K2M9Q',
      preferredDate: '2026-02-14',
      arrivalTime: '06:40',
      flightNumber: 'MU737',
      meetingPoint: evil,
      driverFirstName: evil,
      driverPhone: '+61 412 345 678',
      updated: false,
    },
  },
  // A partner portal's invitation (issue 27): the organisation's name on one line.
  {
    template: 'partner-invitation',
    to: 'coordinator@uni.example',
    data: {
      name: evil,
      partnerName: `${evil}\r\nBcc: x@evil.example`,
      acceptUrl: `${APP}/accept-invitation?token=abc&for=partner`,
      expiresAt: '2026-02-14T00:00:00.000Z',
    },
  },
  ...(['assigned', 'updated', 'withdrawn'] as const).map((kind): MailMessage => ({
    template: 'driver-job',
    to: 'driver@example.com',
    data: {
      name: evil,
      kind,
      bookingRef: 'BK-7K2M9Q',
      preferredDate: '2026-02-14',
      arrivalTime: '',
      flightNumber: '',
      meetingPoint: evil,
      studentName: evil,
      studentPhone: '+61 400 123 456',
      destinationAddress: evil,
    },
  })),
  {
    template: 'chat-message',
    to: 'a@example.com',
    data: {
      name: evil,
      bookingRef: 'BK-7K2M9Q',
      packageName: 'Basic',
      authorName: evil,
      text: evil,
    },
  },
  {
    template: 'chat-message-staff',
    to: 'a@example.com',
    data: {
      name: evil,
      bookingRef: 'BK-7K2M9Q',
      studentName: evil,
      authorName: evil,
      author: 'student',
      text: evil,
    },
  },
];

// The sample message of a template (and, for a driver's job, of a kind).
const byTemplate = (template: MailMessage['template'], kind?: string): MailMessage =>
  messages.find(
    (m) =>
      m.template === template && (kind === undefined || ('kind' in m.data && m.data.kind === kind)),
  )!;

describe('mail templates', () => {
  it.each(messages.map((m) => [m.template, m] as const))(
    '%s has a subject, a text body and an escaped HTML body',
    (_template, message) => {
      const mail = renderMail({ message, appUrl: APP });
      expect(mail.subject).not.toBe('');
      expect(mail.subject).not.toMatch(/[\r\n]/);
      // Not a plain name: the greeting goes without it (issue 24).
      expect(mail.text).toMatch(/^Hi there,\n/);
      expect(mail.text).toContain(APP);
      expect(mail.html).toContain('Hi there,');
      expect(mail.html).not.toContain('<script>');
      // A plain name is printed, escaped in the HTML.
      const named = renderMail({
        message: { ...message, data: { ...message.data, name: "Siobhán O'Neil" } } as MailMessage,
        appUrl: APP,
      });
      expect(named.text).toContain("Hi Siobhán O'Neil,");
      expect(named.html).toContain('Hi Siobhán O&#39;Neil,');
      expect(mail.html).toMatch(/^<!doctype html>/);
    },
  );

  it('links to APP_URL and shows the booking facts', () => {
    const received = renderMail({ message: messages[2]!, appUrl: APP });
    expect(received.subject).toBe('We received your booking BK-7K2M9Q');
    expect(received.text).toContain('Booking reference: BK-7K2M9Q');
    expect(received.text).toContain('Preferred date: Saturday 14 February 2026');
    expect(received.text).toContain('Total: $180');
    expect(received.text).toContain(`${APP}/dashboard`);
    expect(received.html).toContain(`href="${APP}/dashboard"`);

    const status = renderMail({ message: messages[3]!, appUrl: APP });
    expect(status.subject).toBe('Your booking BK-7K2M9Q is now Confirmed');
    expect(status.text).toContain('your booking is confirmed');

    expect(renderMail({ message: messages[4]!, appUrl: APP }).text).toContain(
      'your payment of $75.50',
    );
    // The confirmation and the reminders lead to the arrival pass (decision 062).
    expect(status.text).toContain(
      `Open your arrival pass: ${APP}/dashboard/bookings/BK-7K2M9Q/pass`,
    );
    const reminder = renderMail({
      message: messages.find((m) => m.template === 'booking-reminder')!,
      appUrl: APP,
    });
    expect(reminder.subject).toBe('Your Landed booking BK-7K2M9Q is tomorrow');
    expect(reminder.text).toContain('is tomorrow, on Saturday 14 February 2026.');
    expect(reminder.html).toContain(`href="${APP}/dashboard/bookings/BK-7K2M9Q/pass"`);
    const rejected = renderMail({ message: messages[5]!, appUrl: APP });
    expect(rejected.text).toContain(`Reason: ${evil}`);
    expect(rejected.text).toContain('$385');
  });

  it('tells a driver what changed and what stayed', () => {
    const mail = renderMail({ message: byTemplate('arrival-changed-driver'), appUrl: APP });
    expect(mail.subject).toBe(
      'Arrival changed for booking BK-7K2M9Q: now Sunday 15 February 2026 06:40',
    );
    expect(mail.text).toContain(
      'Arrival date: Sunday 15 February 2026 (was Saturday 14 February 2026)',
    );
    expect(mail.text).toContain('Arrival time: 06:40\n');
    expect(mail.text).toContain('Flight: MU739 (was MU737)');
    expect(mail.text).toContain(`Going to: ${evil} (was not given)`);
    expect(mail.text).toContain('Meeting point: Arrivals hall, Terminal 2');
    expect(mail.text).toContain('Dates and times are Melbourne time.');
    expect(mail.html).not.toContain('<script>');
  });

  it('pickup mails: the driver’s first name, phone and meeting point; a driver’s job and its withdrawal', () => {
    const student = renderMail({ message: byTemplate('pickup-assigned'), appUrl: APP });
    expect(student.text).toContain("Driver's phone: +61 412 345 678");
    expect(student.text).toContain('Arrival: Saturday 14 February 2026 at 06:40 (Melbourne time)');
    expect(student.text).toContain('Flight: MU737');
    const job = renderMail({ message: byTemplate('driver-job', 'assigned'), appUrl: APP });
    expect(job.subject).toBe('New pickup: BK-7K2M9Q, Saturday 14 February 2026');
    expect(job.text).toContain("Student's phone: +61 400 123 456");
    expect(job.text).toContain('Arrival: Saturday 14 February 2026 (time not given yet)');
    expect(job.text).toContain('Flight: Not given yet');
    expect(job.text).toContain(`Going to: ${evil}`);
    const changed = renderMail({ message: byTemplate('driver-job', 'updated'), appUrl: APP });
    expect(changed.subject).toBe('Pickup changed: BK-7K2M9Q, Saturday 14 February 2026');
    const withdrawn = renderMail({ message: byTemplate('driver-job', 'withdrawn'), appUrl: APP });
    expect(withdrawn.subject).toBe(
      'Pickup cancelled for you: BK-7K2M9Q, Saturday 14 February 2026',
    );
    expect(withdrawn.text).not.toContain('+61 400 123 456');
  });

  it('puts the reset link in both bodies, escaped in the HTML', () => {
    const mail = renderMail({ message: messages[0]!, appUrl: APP });
    expect(mail.text).toContain(`Reset your password: ${APP}/reset-password?token=abc&x="y"`);
    expect(mail.html).toContain(`href="${APP}/reset-password?token=abc&amp;x=&quot;y&quot;"`);
    expect(mail.text).toContain('expire in 1 hour');
  });

  it('formats money and dates the Australian way', () => {
    expect(formatCents(7_500)).toBe('$75');
    expect(formatCents(7_550)).toBe('$75.50');
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatCalendarDate('2026-01-01')).toBe('Thursday 1 January 2026');
  });
});

// Issue 24: the name typed at sign-up reaches mailboxes nobody has proved yet (welcome,
// confirmation links): only a plain, capped name gets through, in every language.
describe('the name in the greeting', () => {
  const SCAM = 'URGENT: pay AUD 500 to BSB 000-000 … https://evil.example/login';

  it.each([
    [SCAM, ''],
    ['Priya www.evil.com', ''],
    ['Priya evil.example', ''],
    ['Call 0400 000 000', ''],
    ['Priya 1234', ''],
    ['ftp://x', ''],
    ['http', ''],
    ['---', ''],
    ['  Nguyễn   Văn An ', 'Nguyễn Văn An'],
    ['प्रिया शर्मा', 'प्रिया शर्मा'],
    ['王小明', '王小明'],
    ['Dr. Mary-Jane O’Neil', 'Dr. Mary-Jane O’Neil'],
    // Cut at a space within 40 characters.
    ['Aaaaaaaaaa Bbbbbbbbbb Cccccccccc Dddddddddd Eeeeeeeeee', 'Aaaaaaaaaa Bbbbbbbbbb Cccccccccc'],
    ['A'.repeat(60), 'A'.repeat(40)],
  ])('%j greets as %j', (raw, expected) => {
    expect(greetingName(raw)).toBe(expected);
  });

  it.each(['en', 'zh-CN', 'hi', 'ne', 'vi'] as const)(
    'keeps the link and the digits out of the welcome and confirmation mails (%s)',
    (locale) => {
      for (const message of [
        { template: 'welcome', to: 'priya@example.com', data: { name: SCAM } },
        {
          template: 'verify-email',
          to: 'priya@example.com',
          data: { name: SCAM, verifyUrl: `${APP}/verify-email?token=abc` },
        },
      ] satisfies MailMessage[]) {
        const mail = renderMail({ message, appUrl: APP, locale });
        for (const body of [mail.text, mail.html, mail.subject]) {
          expect(body).not.toContain('evil');
          expect(body).not.toContain('URGENT');
          expect(body).not.toMatch(/500|000/);
        }
      }
    },
  );
});
