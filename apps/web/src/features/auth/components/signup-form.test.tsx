import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { SignupForm } from './signup-form.tsx';

function renderForm(onSuccess = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SignupForm onSuccess={onSuccess} />
    </QueryClientProvider>,
  );
  return { onSuccess, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label, { exact: true }), value);
  }
}

// Ana's details, the password 'secret-1' confirmed as `confirmation`.
const fillAna = (user: ReturnType<typeof userEvent.setup>, confirmation: string) =>
  fill(user, {
    'Full Name': 'Ana',
    'Email Address': 'ana@example.com',
    Password: 'secret-1',
    'Confirm Password': confirmation,
  });

describe('SignupForm', () => {
  it('requires every field', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it("says 'Passwords do not match' when the confirmation differs", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = renderForm();
    await fillAna(user, 'secret-2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends name, e-mail and password only, shows 'Creating Account...' and the server's message", async () => {
    let answer: (value: Response) => void = () => {};
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderForm();
    await fillAna(user, 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body))).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'secret-1',
      // The page's language, for the account's e-mails.
      locale: 'en',
    });
    answer(
      new Response(JSON.stringify({ message: 'An account with this email already exists.' }), {
        status: 409,
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An account with this email already exists.',
      ),
    );
  });
});
