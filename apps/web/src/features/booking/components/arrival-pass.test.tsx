import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { I18nProvider, createI18n, loadCatalogue } from '#web/lib/i18n.tsx';
import { passFixture } from '#web/test/bookings.ts';
import { expectLink } from '#web/test/links.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { ArrivalPassView } from './arrival-pass.tsx';

const pass = passFixture();

describe('ArrivalPassView', () => {
  it('shows the reference, flight, driver, meeting point, help and numbers', () => {
    renderWithApp(<ArrivalPassView pass={pass} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Arrival pass' })).toBeInTheDocument();
    expect(screen.getByTestId('pass-ref')).toHaveTextContent('BK-7K2M9Q');
    expect(
      screen.getByRole('img', { name: 'QR code of booking reference BK-7K2M9Q' }),
    ).toHaveAttribute('src', pass.qrCode);
    expect(screen.getByText('MU737')).toBeInTheDocument();
    expect(screen.getByText('4 April 2027')).toBeInTheDocument();
    expect(screen.getByText('Times are in Melbourne time.')).toBeInTheDocument();
    expectLink('Call Sam Li on 0412 345 678', 'tel:+61412345678');
    expectLink('Message Sam Li on WhatsApp', 'https://wa.me/61412345678');
    expect(screen.getByText('Terminal 2, door 5')).toBeInTheDocument();
    expect(screen.getByText('12 Swanston St, Melbourne VIC 3000')).toBeInTheDocument();
    expect(screen.getByText('Connect to the free airport Wi-Fi.')).toBeInTheDocument();
    expectLink('WhatsApp support', 'https://wa.me/61390000000');
    expectLink('000', 'tel:000');
    expectLink('13 11 14', 'tel:131114');
    expect(screen.getByRole('link', { name: '1800 022 222' })).toBeInTheDocument();
    // 23:05 UTC is 10:05 the next morning in Melbourne (+11).
    expect(screen.getByTestId('pass-updated')).toHaveTextContent(
      'Last updated 3 Apr 2027, 10:05 am (Melbourne time).',
    );
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
  });

  it('says when the driver is not known yet, and when the booking is cancelled', () => {
    renderWithApp(
      <ArrivalPassView
        pass={{
          ...pass,
          status: 'Cancelled',
          destinationAddress: '',
          pickup: { ...pass.pickup, status: 'Unassigned', driver: null },
        }}
      />,
    );
    expect(screen.getByText(/We will tell you who meets you before you land/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This booking is cancelled');
    expect(screen.queryByRole('heading', { name: 'Where you are going' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });

  it('in another language, shows the key labels with their English for the driver', async () => {
    const i18n = createI18n('vi');
    await loadCatalogue(i18n, { name: 'account' });
    renderWithApp(
      <I18nProvider i18n={i18n}>
        <ArrivalPassView pass={pass} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Thẻ đón sân bay Arrival pass',
    );
    expect(screen.getByRole('heading', { name: 'Điểm hẹn Meeting point' })).toBeInTheDocument();
    expect(screen.getByText('Đã phân công tài xế')).toBeInTheDocument();
    expect(screen.getByTestId('pass-ref')).toHaveTextContent('BK-7K2M9Q');
  });
});
