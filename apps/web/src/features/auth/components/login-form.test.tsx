import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { createI18n, I18nProvider, loadCatalogue } from '#web/lib/i18n.tsx';
import { LoginForm } from './login-form.tsx';

function renderForm(onSuccess = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LoginForm onSuccess={onSuccess} />
    </QueryClientProvider>,
  );
  return { onSuccess, user: userEvent.setup() };
}

// What the server answers a successful sign-in.
const auth = {
  token: 'a.b.c',
  user: {
    _id: '1',
    id: '1',
    name: 'Ana',
    email: 'ana@example.com',
    role: 'user',
    adminRole: null,
  },
};

// The form in a page of another language.
const renderIn = (i18n: ReturnType<typeof createI18n>) =>
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <LoginForm onSuccess={vi.fn()} />
      </QueryClientProvider>
    </I18nProvider>,
  );

describe('LoginForm', () => {
  it("speaks the page's language", async () => {
    const i18n = createI18n('vi');
    await loadCatalogue(i18n, { name: 'account' });
    renderIn(i18n);
    expect(screen.getByLabelText('Mật khẩu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
  });

  it("shows the schemas' checks and the server's known messages in the page's language", async () => {
    const i18n = createI18n('zh-CN');
    await Promise.all([
      loadCatalogue(i18n, { name: 'public' }),
      loadCatalogue(i18n, { name: 'account' }),
    ]);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ message: 'Invalid email or password.' }), { status: 401 }),
    );
    const user = userEvent.setup();
    renderIn(i18n);
    await user.type(screen.getByLabelText('电子邮箱地址'), 'ana@');
    await user.type(screen.getByLabelText('密码'), '123');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入有效的电子邮箱地址。')).toBeInTheDocument();
    expect(screen.getByText('密码至少需要 6 个字符。')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('电子邮箱地址'));
    await user.type(screen.getByLabelText('电子邮箱地址'), 'ana@example.com');
    await user.clear(screen.getByLabelText('密码'));
    await user.type(screen.getByLabelText('密码'), 'secret-password');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('电子邮箱或密码不正确。');
  });

  it('checks the e-mail pattern and the 6-character minimum before sending anything', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Email Address'), 'ana@');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows 'Signing In...' while waiting, then the server's message", async () => {
    let answer: (value: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const { user, onSuccess } = renderForm();
    await user.type(screen.getByLabelText('Email Address'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const busy = await screen.findByRole('button', { name: 'Signing In...' });
    expect(busy).toBeDisabled();
    answer(
      new Response(JSON.stringify({ message: 'Invalid email or password.' }), { status: 401 }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 500 }));
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Email Address'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed'));
  });

  it('sends the normalised credentials and reports success', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(auth), { status: 200 }));
    const { user, onSuccess } = renderForm();
    await user.type(screen.getByLabelText('Email Address'), ' Ana@Example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(onSuccess.mock.calls[0]![0]).toEqual(auth);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init!.body))).toEqual({
      email: 'ana@example.com',
      password: 'secret-password',
    });
  });

  it('asks for the two-factor code when the server answers a challenge, and sends it with the challenge', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ mfaRequired: true, mfaToken: 'challenge-1' }), {
          status: 200,
        }),
      )
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({ message: 'That code is not right.', code: 'MFA_CODE_INVALID' }),
          {
            status: 401,
          },
        ),
      )
      .mockResolvedValueOnce(new Response(JSON.stringify(auth), { status: 200 }));
    const { user, onSuccess } = renderForm();
    await user.type(screen.getByLabelText('Email Address'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const codeField = await screen.findByLabelText('Authentication code');
    expect(onSuccess).not.toHaveBeenCalled();
    // Not six digits: said at once, nothing sent.
    await user.type(codeField, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/Enter the 6-digit code/)).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    await user.clear(codeField);
    await user.type(codeField, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');

    // A recovery code instead.
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(auth));
    const [url, init] = fetchSpy.mock.calls[2]!;
    expect(url).toBe('/api/auth/login/mfa');
    expect(JSON.parse(String(init!.body))).toEqual({
      mfaToken: 'challenge-1',
      code: 'abcde-fghjk',
    });
  });
});
