import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { FaqAccordion } from './faq-accordion.tsx';

const items = [
  { question: 'How can I pay?', answer: 'By bank transfer.' },
  { question: 'Can I upgrade?', answer: 'Yes, any time.' },
];

describe('FaqAccordion', () => {
  it('keeps at most one answer open', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    const pay = screen.getByRole('button', { name: 'How can I pay?' });
    const upgrade = screen.getByRole('button', { name: 'Can I upgrade?' });
    expect(screen.queryByText('By bank transfer.')).not.toBeVisible();

    await user.click(pay);
    expect(pay).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('By bank transfer.')).toBeVisible();

    await user.click(upgrade);
    expect(upgrade).toHaveAttribute('aria-expanded', 'true');
    expect(pay).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('By bank transfer.')).not.toBeVisible();
    expect(screen.getByText('Yes, any time.')).toBeVisible();

    await user.click(upgrade);
    expect(upgrade).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Yes, any time.')).not.toBeVisible();
  });
});
