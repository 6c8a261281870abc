// "Who is coming" on the pass (issue 35 item 3; decision 135): from the day before the arrival,
// with the photos, the car and the driver's live status; the photos are kept offline.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ArrivalPass } from '@landed/shared/schemas/arrival-pass';

import { keepPassForOffline } from '#web/lib/keep-pass-offline.ts';
import { passFixture } from '#web/test/bookings.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { ArrivalPassView } from './arrival-pass.tsx';
import { passPhotos, showsWhoIsComing } from './who-is-coming.tsx';

const pass = passFixture({
  pickup: {
    status: 'Assigned',
    meetingPoint: 'Terminal 2, door 5',
    driver: {
      name: 'Minh Tran',
      firstName: 'Minh',
      phone: '0412 345 678',
      languages: ['English', 'Vietnamese'],
      car: { make: 'Toyota Camry', colour: 'White', plate: '1AB 2CD' },
      photoUrl: '/api/media/driver-photo',
    },
    meetingPointPhotoUrl: '/api/media/t2-photo',
    driverStatus: { status: 'At the meeting point', at: '2027-04-03T19:50:00.000Z' },
  },
  destinationAddress: '',
  help: { text: 'Stay at the meeting point.', supportPhone: '', supportEmail: '', whatsappUrl: '' },
  generatedAt: '2027-04-03T19:55:00.000Z',
});

describe('who is coming', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is not shown before the day before the arrival (Melbourne)', () => {
    // 2 April 2027, 12:59 pm in Melbourne: two days before.
    vi.setSystemTime(new Date('2027-04-02T01:59:00Z'));
    expect(showsWhoIsComing(pass, new Date())).toBe(false);
    renderWithApp(<ArrivalPassView pass={pass} />);
    expect(screen.queryByRole('heading', { name: 'Who is coming' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Photo of your driver/ })).not.toBeInTheDocument();
    // The driver's name as before.
    expect(screen.getByText('Minh Tran')).toBeInTheDocument();
  });

  it('shows the driver’s photo, car, languages, status and the meeting point’s photo from the day before', () => {
    // 3 April 2027, 00:30 in Melbourne: the day before.
    vi.setSystemTime(new Date('2027-04-02T13:30:00Z'));
    renderWithApp(<ArrivalPassView pass={pass} />);
    expect(screen.getByRole('heading', { name: 'Who is coming' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of your driver, Minh Tran' })).toHaveAttribute(
      'src',
      '/api/media/driver-photo',
    );
    expect(screen.getByRole('img', { name: 'Photo of the meeting point' })).toHaveAttribute(
      'src',
      '/api/media/t2-photo',
    );
    expect(screen.getByText('White Toyota Camry')).toBeInTheDocument();
    expect(screen.getByText('1AB 2CD')).toBeInTheDocument();
    expect(screen.getByText('English, Vietnamese')).toBeInTheDocument();
    // 19:50 UTC is 5:50 am on 4 April in Melbourne (+10: summer time ended at 3 am).
    expect(screen.getByTestId('driver-status')).toHaveTextContent(
      'Your driver is at the meeting point',
    );
    expect(screen.getByTestId('driver-status')).toHaveTextContent('Since 4 Apr 2027, 5:50 am');
  });

  it('shows no status line before the driver gives one, and no photo that was not uploaded', () => {
    vi.setSystemTime(new Date('2027-04-04T00:00:00Z'));
    const plain: ArrivalPass = {
      ...pass,
      pickup: {
        ...pass.pickup,
        driver: { ...pass.pickup.driver!, photoUrl: null },
        meetingPointPhotoUrl: null,
        driverStatus: null,
      },
    };
    renderWithApp(<ArrivalPassView pass={plain} />);
    expect(screen.getByRole('heading', { name: 'Who is coming' })).toBeInTheDocument();
    expect(screen.queryByTestId('driver-status')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Photo of/ })).not.toBeInTheDocument();
    expect(passPhotos(plain)).toEqual([]);
  });

  it('keeps the photos in the pass’s offline copy', async () => {
    const added: string[] = [];
    const cache = {
      put: vi.fn(async () => {}),
      add: vi.fn(async (url: string) => void added.push(url)),
      match: vi.fn(async () => undefined),
      keys: vi.fn(async () => []),
      delete: vi.fn(async () => true),
    };
    vi.stubGlobal('caches', { open: async () => cache });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register: vi.fn(async () => ({})) },
    });
    const kept = await keepPassForOffline({
      pagePath: '/dashboard/bookings/BK-7K2M9Q/pass',
      locale: 'en',
      dataUrl: '/api/booking/BK-7K2M9Q/pass',
      data: { pass },
      images: passPhotos(pass),
    });
    expect(kept).toBe(true);
    expect(added).toEqual(
      expect.arrayContaining(['/api/media/driver-photo', '/api/media/t2-photo']),
    );
  });
});
