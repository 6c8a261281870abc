// The checks the dashboard's forms make in the browser (arrival details, password), by the
// shared schemas' English message, in the active language (issue 18). The messages shared
// with the other forms (the password's length...) are lib/known-messages.ts's; a message
// known to neither (the server's own) is shown as it is.
import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';

import type { Translate } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';

const FIELD_ERRORS: Record<string, string> = {
  [BOOKING_MESSAGES.dateRequired]: 'booking.errorDateRequired',
  [BOOKING_MESSAGES.dateInvalid]: 'booking.errorDateInvalid',
  [BOOKING_MESSAGES.timeInvalid]: 'booking.errorTimeInvalid',
  [BOOKING_MESSAGES.flightInvalid]: 'booking.errorFlightInvalid',
  'Arrival time is required.': 'dashboard.errorTimeRequired',
  'Flight number is required.': 'dashboard.errorFlightRequired',
  'Current password is required.': 'dashboard.errorCurrentPasswordRequired',
  'Please confirm the new password.': 'dashboard.errorConfirmPasswordRequired',
  'Passwords do not match.': 'dashboard.errorPasswordsDoNotMatch',
};

export function fieldError(t: Translate, message: string | undefined): string | undefined {
  if (!message) return message;
  const id = FIELD_ERRORS[message];
  return id ? t(id) : translateMessage(t, message);
}
