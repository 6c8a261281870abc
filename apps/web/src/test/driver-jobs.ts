// A driver's job as the server answers it (packages/shared/src/schemas/meeting.ts), for the
// driver's page's tests.
import type { DriverJob, DriverJobsResponse } from '@landed/shared/schemas/meeting';

export function driverJob(overrides: Partial<DriverJob> = {}): DriverJob {
  return {
    _id: '0190a6c1-0000-7000-8000-000000000001',
    bookingId: 'BK-7K2M9Q',
    date: '2026-11-30',
    pickupDate: '2026-11-30',
    time: '14:05',
    pickupTime: '2026-11-30T03:35:00.000Z',
    flightNumber: 'SQ207',
    flight: {
      number: 'SQ207',
      status: 'delayed',
      scheduledArrival: '2026-11-30T03:05:00.000Z',
      estimatedArrival: '2026-11-30T04:40:00.000Z',
      actualArrival: null,
      terminal: 'T2',
      gate: null,
      baggageBelt: null,
      checkedAt: '2026-11-30T01:00:00.000Z',
      unavailableSince: null,
    },
    student: {
      name: 'Minh Anh Tran',
      phone: '+61400000000',
      photoUrl: null,
      languages: ['Vietnamese', 'English'],
    },
    meetingPoint: 'Arrivals hall, T2, by the Travelex counter',
    destinationAddress: '12 Swanston St, Melbourne',
    luggage: 'Two large suitcases',
    notes: 'First time in Australia',
    status: null,
    statuses: [],
    noShowFrom: '2026-11-30T05:40:00.000Z',
    contact: {
      call: 'tel:+61400000000',
      sms: 'sms:+61400000000',
      whatsapp: 'https://wa.me/61400000000',
    },
    ...overrides,
  };
}

export function driverJobs(jobs: DriverJob[]): DriverJobsResponse {
  return {
    driver: { _id: '0190a6c1-0000-7000-8000-0000000000d1', name: 'Kim Nguyen' },
    jobs,
    generatedAt: '2026-11-30T02:00:00.000Z',
  };
}
