import type { Dispatch, SetStateAction } from 'react';

import { useT } from '#web/lib/i18n.tsx';

import { Button } from './button.tsx';

// Previous / Next under a paged list, shown only when there is more than one page. `count`
// adds "Page 2 of 4" ('of'), "Page 2" ('page') or nothing between the buttons.
export function Pager({
  page,
  pageSize,
  total,
  onPageChange,
  count,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: Dispatch<SetStateAction<number>>;
  count?: 'of' | 'page';
}) {
  const t = useT();
  if (total <= pageSize) return null;
  const pages = Math.ceil(total / pageSize);
  return (
    <nav aria-label={t('common.pages')} className="flex items-center gap-3 text-sm">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange((p) => p - 1)}>
        {t('common.previous')}
      </Button>
      {count && (
        <span>
          {count === 'of' ? t('common.pageOf', { page, pages }) : t('common.page', { page })}
        </span>
      )}
      <Button
        variant="secondary"
        disabled={page >= pages}
        onClick={() => onPageChange((p) => p + 1)}
      >
        {t('common.next')}
      </Button>
    </nav>
  );
}
