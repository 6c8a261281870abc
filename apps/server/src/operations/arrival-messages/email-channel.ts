import type { ArrivalChannel } from './channels.ts';

// The fallback for a student no other channel reached: the message by e-mail through the
// outbox (retried there), with a button to the pass. Sent only for the moments at the airport
// (send-arrival-message.ts, docs/decisions/132).
export const emailChannel: ArrivalChannel = {
  name: 'email',
  // eslint-disable-next-line local/max-positional-params -- every channel's shape (channels.ts)
  async send(app, to, message) {
    if (!to.email) return 'skipped';
    const [student, booking] = await Promise.all([
      app.usersRepository.findById(to.userId),
      app.bookingsRepository.findById(message.bookingId),
    ]);
    if (!student || !booking) return 'skipped';
    await app.mail.enqueue({
      template: 'arrival-message',
      to: to.email,
      bookingId: message.bookingId,
      locale: to.locale,
      data: {
        name: student.name,
        bookingRef: booking.bookingRef,
        title: message.title,
        text: message.text,
      },
    });
    return 'sent';
  },
};
