import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { PublicPackage } from '@landed/shared/schemas/package';

import { I18nProvider, createI18n, loadCatalogue } from '#web/lib/i18n.tsx';
import { PackageCard } from './package-card.tsx';

const standard: PublicPackage = {
  _id: '22222222-2222-4222-8222-222222222222',
  title: 'Standard',
  name: 'Standard',
  price: '$149',
  totalPrice: 149,
  tagline: '',
  description: '',
  type: 'Standard',
  priority: 2,
  mostPopular: true,
  isPopular: true,
  isCustom: false,
  features: ['Airport pickup'],
  featureList: [
    { name: 'Airport pickup', included: true },
    { name: 'SIM card', included: false },
  ],
};

describe('PackageCard', () => {
  it('shows the package with its booking button', () => {
    render(<PackageCard pkg={standard} onBook={vi.fn()} onBuildCustom={vi.fn()} />);
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now: Standard' })).toHaveTextContent(
      'Book Now',
    );
    expect(screen.getByText('Included:').textContent).toBe('Included: ');
    expect(screen.getByText('Not included:')).toBeInTheDocument();
  });

  it('speaks the page language', async () => {
    const i18n = createI18n('vi');
    await loadCatalogue(i18n, { name: 'public' });
    render(
      <I18nProvider i18n={i18n}>
        <PackageCard pkg={{ ...standard, price: '' }} onBook={vi.fn()} onBuildCustom={vi.fn()} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Đặt ngay: Standard' })).toBeInTheDocument();
    expect(screen.getByText('Phổ biến nhất')).toBeInTheDocument();
    expect(screen.getByText('Theo báo giá')).toBeInTheDocument();
  });
});
