import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { I18nProvider, createI18n, loadCatalogue } from '#web/lib/i18n.tsx';
import { renderWithApp } from '#web/test/render.tsx';
import { Footer } from './footer.tsx';

vi.mock('#web/lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() },
}));

const quickLinks = () => within(screen.getByRole('navigation', { name: /quick|快速/i }));

describe("the footer's account links (issue 33)", () => {
  it('offers a signed-out visitor Login', () => {
    renderWithApp(<Footer />);
    expect(quickLinks().getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(quickLinks().queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('offers a signed-in student what the bar does: Dashboard and Logout, never Login', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const { user, url } = renderWithApp(<Footer />, { url: '/services', signedIn: true });
    expect(quickLinks().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(quickLinks().getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await user.click(quickLinks().getByRole('button', { name: 'Logout' }));
    expect(url()).toBe('/');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("says so in the reader's language", async () => {
    const i18n = createI18n('zh-CN');
    await loadCatalogue(i18n, { name: 'public' });
    renderWithApp(
      <I18nProvider i18n={i18n}>
        <Footer />
      </I18nProvider>,
      { signedIn: true },
    );
    expect(screen.getByRole('link', { name: '我的主页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
  });
});
