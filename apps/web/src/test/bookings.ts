// A booking as the API sends it, for component tests: Mei Chen's Standard package, confirmed
// and paid, arriving on MU737. A test passes what it is about in `patch`.
import type { AdminBooking } from '@landed/shared/schemas/admin';
import type { BankDetails, Booking } from '@landed/shared/schemas/booking';

export const bookingFixture = (patch: Partial<Booking> = {}): Booking => ({
  _id: '22222222-2222-4222-8222-222222222222',
  bookingId: 'BK-7K2M9Q',
  packageId: null,
  packageName: 'Standard',
  isCustom: false,
  status: 'Confirmed',
  paymentStatus: 'Verified',
  preferredDate: '2027-02-16',
  arrivalTime: '06:40',
  flightNumber: 'MU737',
  notes: '',
  userName: 'Mei Chen',
  email: 'mei@example.com',
  phone: '+61 400 111 222',
  totalPrice: 180,
  price: '$180',
  customSelections: [],
  payment: null,
  destinationAddress: '',
  pickup: { status: 'Unassigned', meetingPoint: '', driver: null },
  invoice: null,
  createdAt: '2026-11-24T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
  ...patch,
});

// The same booking as staff read it: with the student's account, no partner and no driver.
export const adminBookingFixture = (patch: Partial<AdminBooking> = {}): AdminBooking =>
  ({
    ...bookingFixture(),
    refund: null,
    partner: null,
    billedToPartner: false,
    approvalStatus: null,
    user: {
      _id: '11111111-1111-4111-8111-111111111111',
      name: 'Mei Chen',
      email: 'mei@example.com',
      profile: { firstName: 'Mei', lastName: 'Chen' },
      university: '',
      locale: 'en',
    },
    driver: null,
    ...patch,
  }) as AdminBooking;

// The bank account a student pays into, as GET /api/booking/bank-details answers it once the
// business has entered a real one.
export const bankDetailsFixture = (patch: Partial<BankDetails> = {}): BankDetails => ({
  bankName: 'National Australia Bank',
  accountHolder: 'Landed Arrival Services Pty Ltd',
  accountNumber: '1234 5678',
  routingNumber: '083-004',
  swiftCode: '',
  iban: '',
  branch: '',
  bankAddress: '',
  bankPhone: '',
  bankEmail: '',
  bankInstructions: '',
  payId: '',
  ...patch,
});
