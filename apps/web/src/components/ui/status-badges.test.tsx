import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { I18nProvider, createI18n, loadCatalogue } from '#web/lib/i18n.tsx';

import { PaymentBadge, StatusBadge, paymentLabel } from './status-badges.tsx';

describe('status and payment badges (public §4)', () => {
  it('colours Pending yellow, Confirmed blue, Completed green and Cancelled grey', () => {
    const { rerender } = render(<StatusBadge status="Pending" />);
    expect(screen.getByText('Pending').className).toContain('yellow');
    rerender(<StatusBadge status="Confirmed" />);
    expect(screen.getByText('Confirmed').className).toContain('blue');
    rerender(<StatusBadge status="Completed" />);
    expect(screen.getByText('Completed').className).toContain('green');
    rerender(<StatusBadge status="Cancelled" />);
    expect(screen.getByText('Cancelled').className).toContain('slate');
    expect(screen.getByText('Cancelled').className).not.toContain('green');
  });

  it("shows Verified as 'Received' and anything unknown as 'Not Paid'", () => {
    expect(paymentLabel('Verified')).toBe('Received');
    expect(paymentLabel('Verification Pending')).toBe('Verification Pending');
    expect(paymentLabel('Paid')).toBe('Paid');
    expect(paymentLabel('Not Paid')).toBe('Not Paid');
    expect(paymentLabel('Refunded' as never)).toBe('Not Paid');
    render(<PaymentBadge status="Verified" />);
    expect(screen.getByText('Received')).toBeInTheDocument();
  });

  it('says a cancelled booking’s refund instead of a bare Received (issue 26)', async () => {
    const { rerender } = render(<PaymentBadge status="Verified" refund={{ status: 'Due' }} />);
    expect(screen.getByText('Refund due').className).toContain('yellow');
    expect(screen.queryByText('Received')).toBeNull();
    rerender(<PaymentBadge status="Verified" refund={{ status: 'Paid' }} />);
    expect(screen.getByText('Refunded')).toBeInTheDocument();
    rerender(<PaymentBadge status="Verified" refund={{ status: 'Failed' }} />);
    expect(screen.getByText('Refund failed').className).toContain('red');
    rerender(<PaymentBadge status="Verified" refund={null} />);
    expect(screen.getByText('Received')).toBeInTheDocument();
    const i18n = createI18n('zh-CN');
    await loadCatalogue(i18n, { name: 'public' });
    rerender(
      <I18nProvider i18n={i18n}>
        <PaymentBadge status="Verified" refund={{ status: 'Due' }} />
      </I18nProvider>,
    );
    expect(screen.getByText('待退款')).toBeInTheDocument();
  });

  it("shows the API's English status in the page's language", async () => {
    const i18n = createI18n('vi');
    await loadCatalogue(i18n, { name: 'public' });
    render(
      <I18nProvider i18n={i18n}>
        <StatusBadge status="Confirmed" />
        <PaymentBadge status="Not Paid" />
      </I18nProvider>,
    );
    expect(screen.getByText('Đã xác nhận')).toBeInTheDocument();
    expect(screen.getByText('Chưa thanh toán')).toBeInTheDocument();
  });
});
