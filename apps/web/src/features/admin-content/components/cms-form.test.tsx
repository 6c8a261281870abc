import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminCms } from '@landed/shared/schemas/admin-content';

import { CmsForm } from './cms-form.tsx';

const cms: AdminCms = {
  _id: 'site',
  homepageHeadline: 'Land in Melbourne, sorted',
  homepageSubheading: '',
  heroText: '',
  footerText: '',
  servicesDesc: '',
  packagesDesc: '',
  faqs: [
    { question: 'When do I pay?', answer: 'After booking.' },
    { question: 'Can I cancel?', answer: 'Yes.' },
    { question: 'Is the driver on time?', answer: 'Always.' },
  ],
  about: '',
  terms: '',
  privacy: '',
  contactEmail: '',
  contactPhone: '',
  contactAddress: '',
  chatUrl: '',
  messengerUrl: '',
  socialLinks: {
    facebook: '',
    instagram: '',
    linkedin: '',
    telegram: '',
    twitter: '',
    whatsapp: '',
  },
  defaultMeetingPoint: '',
  arrivalHelp: '',
  translations: {
    hi: {
      homepageHeadline: 'मेलबर्न में आराम से',
      faqs: [
        { question: 'भुगतान कब?', answer: 'बुकिंग के बाद।' },
        { question: 'Can I cancel?', answer: 'हाँ।' },
        { question: 'Is the driver on time?', answer: 'Always.' },
      ],
    },
  },
  updatedAt: '2026-11-21T01:00:00.000Z',
};

afterEach(() => vi.restoreAllMocks());

describe('CmsForm translations', () => {
  it('edits the FAQ in Hindi pair by pair beside the English, and saves it with the texts', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ cms, bank: null, business: null }));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CmsForm cms={cms} readOnly={false} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Save content' })).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: /^Hindi/ }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByLabelText('Homepage headline')).toHaveValue('मेलबर्न में आराम से');
    // As many pairs as the English FAQ; a side saved as the English shows empty.
    expect(within(panel).getAllByLabelText(/^Question \d$/)).toHaveLength(3);
    expect(within(panel).getByLabelText('Question 2')).toHaveValue('');
    expect(within(panel).getByLabelText('Question 2')).toHaveAccessibleDescription(
      'English: Can I cancel?',
    );
    expect(within(panel).getByLabelText('Answer 2')).toHaveValue('हाँ।');
    await user.type(within(panel).getByLabelText('Question 3'), 'ड्राइवर समय पर?');
    expect(screen.getByRole('button', { name: 'Save content' })).toBeEnabled();

    // Removing an English pair removes that pair in every language.
    await user.click(screen.getByRole('tab', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    await user.click(screen.getByRole('button', { name: 'Save content' }));

    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body));
    expect(body.faqs).toHaveLength(2);
    expect(body.translations).toEqual({
      hi: {
        homepageHeadline: 'मेलबर्न में आराम से',
        faqs: [
          { question: 'भुगतान कब?', answer: 'बुकिंग के बाद।' },
          { question: 'ड्राइवर समय पर?', answer: 'Always.' },
        ],
      },
    });
  });
});
