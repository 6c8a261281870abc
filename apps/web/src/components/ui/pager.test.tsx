import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { I18nProvider, createI18n, loadCatalogue } from '#web/lib/i18n.tsx';

import { Pager } from './pager.tsx';

function Paged({ total, count }: { total: number; count?: 'of' | 'page' }) {
  const [page, setPage] = useState(1);
  return <Pager page={page} pageSize={25} total={total} onPageChange={setPage} count={count} />;
}

describe('Pager', () => {
  it('is absent while everything fits on one page', () => {
    render(<Paged total={25} />);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it("steps through the pages, Previous off on the first and Next off on the last, 'Page 2 of 3'", () => {
    render(<Paged total={51} count="of" />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(nav).toHaveTextContent(/^PreviousPage 1 of 3Next$/);
    expect(previous).toBeDisabled();
    fireEvent.click(next);
    expect(nav).toHaveTextContent('Page 2 of 3');
    expect(previous).toBeEnabled();
    fireEvent.click(next);
    expect(nav).toHaveTextContent('Page 3 of 3');
    expect(next).toBeDisabled();
    fireEvent.click(previous);
    expect(nav).toHaveTextContent('Page 2 of 3');
  });

  it("shows 'Page 2' for count='page' and only the buttons without count", () => {
    const { unmount } = render(<Paged total={30} count="page" />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('navigation')).toHaveTextContent(/^PreviousPage 2Next$/);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    unmount();
    render(<Paged total={30} />);
    expect(screen.getByRole('navigation')).toHaveTextContent(/^PreviousNext$/);
  });

  it("speaks the page's language", async () => {
    const i18n = createI18n('zh-CN');
    await loadCatalogue(i18n, { name: 'public' });
    render(
      <I18nProvider i18n={i18n}>
        <Paged total={51} count="of" />
      </I18nProvider>,
    );
    expect(screen.getByRole('navigation', { name: '分页' })).toHaveTextContent(
      /^上一页第 1 页，共 3 页下一页$/,
    );
  });
});
