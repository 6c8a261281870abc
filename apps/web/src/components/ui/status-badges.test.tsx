import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PaymentBadge, StatusBadge, paymentLabel } from './status-badges.tsx';

describe('status and payment badges (public §4)', () => {
  it('colours Pending yellow, Confirmed blue and the rest green', () => {
    const { rerender } = render(<StatusBadge status="Pending" />);
    expect(screen.getByText('Pending').className).toContain('yellow');
    rerender(<StatusBadge status="Confirmed" />);
    expect(screen.getByText('Confirmed').className).toContain('blue');
    rerender(<StatusBadge status="Cancelled" />);
    expect(screen.getByText('Cancelled').className).toContain('green');
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
});
