import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { AdminService, ServiceBody } from '@landed/shared/schemas/admin-catalogue';

// The tabs as the service form uses them: the English form, a tab per language, one save.
import { LANGUAGE_TAB_TEXTS } from '#web/test/translation-tabs.ts';

import { ServiceForm } from './service-form.tsx';

const service: AdminService = {
  _id: '11111111-1111-4111-8111-111111111111',
  slug: 'airport-pickup',
  title: 'Airport Pickup',
  description: 'A driver meets you.',
  details: '',
  price: '$49',
  category: 'Arrival',
  rating: null,
  highlight: 'Most booked',
  features: ['Meet and greet', 'Luggage help'],
  image: '',
  imageUrl: '',
  icon: '',
  visibility: 'Published',
  isDeleted: false,
  translations: { 'zh-CN': { title: '接机' }, vi: { highlight: 'Được đặt nhiều nhất' } },
  createdAt: '2026-11-21T01:00:00.000Z',
  updatedAt: '2026-11-21T01:00:00.000Z',
};

function renderForm() {
  const onSave = vi.fn<(body: ServiceBody) => void>();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ServiceForm entry={service} formId="service-form" onSave={onSave} onUploadFailed={vi.fn()} />
      <button type="submit" form="service-form">
        Save
      </button>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSave };
}

const panel = () => screen.getByRole('tabpanel');

describe('TranslationTabs in the service form', () => {
  // Issue 33 item 2: staff are told what a student would read in English.
  it('says how many texts a language has no translation for yet', async () => {
    const { user } = renderForm();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    // Chinese has only the title: the description and the features are still English.
    await user.click(tabs[1]!);
    expect(within(panel()).getByTestId('untranslated')).toHaveTextContent(
      '2 texts have no translation in this language yet: students read the English there.',
    );
    await user.click(tabs[0]!);
    expect(within(panel()).queryByTestId('untranslated')).toBeNull();
  });

  it('shows English first, then each language with its own name and the English as hints', async () => {
    const { user } = renderForm();
    const tablist = screen.getByRole('tablist', { name: 'Language of the texts' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(LANGUAGE_TAB_TEXTS);
    expect(within(tabs[1]!).getByText('简体中文')).toHaveAttribute('lang', 'zh-CN');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByLabelText('Title')).toHaveValue('Airport Pickup');

    await user.click(tabs[1]!);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'false');
    expect(panel()).toHaveAttribute('aria-labelledby', tabs[1]!.id);
    const title = within(panel()).getByLabelText('Title');
    expect(title).toHaveValue('接机');
    expect(title).toHaveAttribute('lang', 'zh-CN');
    expect(title).toHaveAccessibleDescription('English: Airport Pickup');
    expect(
      within(panel()).getByLabelText('Features (comma separated)'),
    ).toHaveAccessibleDescription('English: Meet and greet, Luggage help');
    expect(within(panel()).getByLabelText('Details')).toHaveAccessibleDescription(
      'English: (empty)',
    );

    // Arrow keys move along the row (and wrap), Home and End to its ends.
    await user.keyboard('{ArrowRight}');
    expect(tabs[2]).toHaveFocus();
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByLabelText('Title')).toHaveValue('');
    await user.keyboard('{End}');
    expect(tabs[4]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    expect(tabs[4]).toHaveAttribute('tabindex', '-1');
  });

  it('saves the English and the translations together, keeping fields the form does not show', async () => {
    const { user, onSave } = renderForm();
    await user.click(screen.getByRole('tab', { name: /^Hindi/ }));
    await user.type(within(panel()).getByLabelText('Title'), ' एयरपोर्ट पिकअप ');
    await user.type(within(panel()).getByLabelText('Features (comma separated)'), 'स्वागत, , सामान');
    await user.click(screen.getByRole('tab', { name: /^Chinese/ }));
    await user.clear(within(panel()).getByLabelText('Title'));
    await user.click(screen.getByRole('tab', { name: 'English' }));
    await user.clear(within(panel()).getByLabelText('Price'));
    await user.type(within(panel()).getByLabelText('Price'), '$55');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const body = onSave.mock.calls[0]![0];
    expect(body).toMatchObject({ title: 'Airport Pickup', price: '$55' });
    // Chinese emptied: English shows; the Vietnamese highlight (not in the form) is kept.
    expect(body.translations).toEqual({
      hi: { title: 'एयरपोर्ट पिकअप', features: ['स्वागत', 'सामान'] },
      vi: { highlight: 'Được đặt nhiều nhất' },
    });
  });

  it('goes back to the English tab when an English field is refused', async () => {
    const { user, onSave } = renderForm();
    await user.clear(within(panel()).getByLabelText(/^Title/));
    await user.click(screen.getByRole('tab', { name: /^Vietnamese/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(within(panel()).getByText('Title is required.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
