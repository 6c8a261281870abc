import { melbourneDate } from '@landed/shared/dates';
import type { Arrival } from '@landed/shared/schemas/arrivals';

// The arrival the board's tests start from: Aarav lands today, paid, with Li Wei to meet him.
export const today = melbourneDate(new Date());

export const arrival = (overrides: Partial<Arrival> = {}): Arrival => ({
  _id: '66666666-6666-4666-8666-666666666666',
  bookingId: 'BK-7K2M9Q',
  date: today,
  time: '06:40',
  flightNumber: 'MU737',
  student: {
    name: 'Aarav Patel',
    phone: '+61 400 111 222',
    email: 'aarav@example.com',
    university: 'RMIT University',
    locale: 'hi',
  },
  packageName: 'Basic',
  services: [],
  status: 'Confirmed',
  paymentStatus: 'Verified',
  billedToPartner: false,
  partnerName: null,
  driver: { _id: '77777777-7777-4777-8777-777777777777', name: 'Li Wei', phone: '+61 400 000 001' },
  pickupStatus: 'Assigned',
  meetingPoint: 'Terminal 2',
  meetingPointIsDefault: true,
  destinationAddress: '',
  notes: '',
  ...overrides,
});
