import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import {
  DEFAULT_CANCELLATION_POLICY,
  type CancellationPolicy,
} from '@landed/shared/schemas/cancellation';

import { I18nProvider, createI18n, loadCatalogue } from '#web/lib/i18n.tsx';

import { CancellationPolicySection, CancellationPolicySummary } from './cancellation-policy.tsx';

const items = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the cancellation policy as students read it (docs/decisions/085)', () => {
  it('states the default tiers, the no-show and the airline rule', () => {
    render(<CancellationPolicySection policy={DEFAULT_CANCELLATION_POLICY} />);
    expect(screen.getByRole('heading', { name: 'Cancellation and refunds' })).toBeVisible();
    expect(items()).toEqual([
      'Cancelled 48 hours or more before your arrival: full refund',
      'Cancelled between 24 and 48 hours before your arrival: 50% refund',
      'Cancelled less than 24 hours before your arrival: no refund',
      'After your arrival time, or if you do not show up: no refund',
      'If the airline cancels your flight: a full refund or a free change of date',
    ]);
  });

  it('follows what the Super Admin set, in the reader’s language', async () => {
    const policy: CancellationPolicy = {
      tiers: [
        { hoursBefore: 120, percent: 80 },
        { hoursBefore: 12, percent: 25 },
      ],
      airlineCancelledFullRefund: false,
    };
    const i18n = createI18n('vi');
    await loadCatalogue(i18n, { name: 'public' });
    render(
      <I18nProvider i18n={i18n}>
        <CancellationPolicySection policy={policy} />
      </I18nProvider>,
    );
    expect(items()).toEqual([
      'Huỷ trước khi đến từ 120 giờ trở lên: hoàn 80%',
      'Huỷ trong khoảng 12 đến 120 giờ trước khi đến: hoàn 25%',
      'Huỷ trước khi đến chưa tới 12 giờ: không hoàn tiền',
      'Sau giờ đến, hoặc nếu bạn không có mặt: không hoàn tiền',
    ]);
  });

  it('sums it up in one line with a link to the terms', () => {
    render(
      <MemoryRouter>
        <CancellationPolicySummary policy={DEFAULT_CANCELLATION_POLICY} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('policy-summary')).toHaveTextContent(
      'Cancellation: full refund if you cancel 48 hours or more before your arrival',
    );
    expect(screen.getByRole('link', { name: 'Read the cancellation policy' })).toHaveAttribute(
      'href',
      '/terms#cancellation-policy',
    );
  });
});
