// A booking as the API sends it, for component tests: Mei Chen's Standard package, confirmed
// and paid, arriving on MU737. A test passes what it is about in `patch`.
import type { AdminBooking } from '@landed/shared/schemas/admin';
import type { ArrivalPass } from '@landed/shared/schemas/arrival-pass';
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

// An arrival pass: Mei Chen, landing on MU737, with Sam Li assigned.
export const passFixture = (patch: Partial<ArrivalPass> = {}): ArrivalPass => ({
  ...{
    _id: '22222222-2222-4222-8222-222222222222',
    bookingId: 'BK-7K2M9Q',
    qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
    status: 'Confirmed',
    packageName: 'Standard',
    studentName: 'Mei Chen',
    flightNumber: 'MU737',
    arrivalDate: '2027-04-04',
    arrivalTime: '06:40',
    timeZone: 'Australia/Melbourne',
    pickup: {
      status: 'Assigned',
      meetingPoint: 'Terminal 2, door 5',
      driver: { name: 'Sam Li', firstName: 'Sam', phone: '0412 345 678' },
    },
    destinationAddress: '12 Swanston St, Melbourne VIC 3000',
    help: {
      text: 'Stay at the meeting point.\nConnect to the free airport Wi-Fi.',
      supportPhone: '+61 3 9000 0000',
      supportEmail: 'support@landed.com.au',
      whatsappUrl: 'https://wa.me/61390000000',
    },
    generatedAt: '2027-04-02T23:05:00.000Z',
  },
  ...patch,
});
