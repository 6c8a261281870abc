import { describe, expect, it } from 'vitest';

import type { MailMessage } from '#server/plugins/app/mail/templates.ts';
import { formatCalendarDate, formatCents, renderMail } from '#server/plugins/app/mail/templates.ts';

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
];

describe('mail templates', () => {
  it.each(messages.map((m) => [m.template, m] as const))(
    '%s has a subject, a text body and an escaped HTML body',
    (_template, message) => {
      const mail = renderMail({ message, appUrl: APP });
      expect(mail.subject).not.toBe('');
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.text).toContain(`Hi ${evil},`);
      expect(mail.text).toContain(APP);
      expect(mail.html).toContain('Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co,');
      expect(mail.html).not.toContain('<script>');
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
    const rejected = renderMail({ message: messages[5]!, appUrl: APP });
    expect(rejected.text).toContain(`Reason: ${evil}`);
    expect(rejected.text).toContain('$385');
  });

  it('pickup mails: the driver’s first name, phone and meeting point; a driver’s job and its withdrawal', () => {
    const student = renderMail({ message: messages[6]!, appUrl: APP });
    expect(student.text).toContain("Driver's phone: +61 412 345 678");
    expect(student.text).toContain('Arrival: Saturday 14 February 2026 at 06:40 (Melbourne time)');
    expect(student.text).toContain('Flight: MU737');
    const job = renderMail({ message: messages[7]!, appUrl: APP });
    expect(job.subject).toBe('New pickup: BK-7K2M9Q, Saturday 14 February 2026');
    expect(job.text).toContain("Student's phone: +61 400 123 456");
    expect(job.text).toContain('Arrival: Saturday 14 February 2026 (time not given yet)');
    expect(job.text).toContain('Flight: Not given yet');
    expect(job.text).toContain(`Going to: ${evil}`);
    const changed = renderMail({ message: messages[8]!, appUrl: APP });
    expect(changed.subject).toBe('Pickup changed: BK-7K2M9Q, Saturday 14 February 2026');
    const withdrawn = renderMail({ message: messages[9]!, appUrl: APP });
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
