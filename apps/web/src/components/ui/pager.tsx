import type { Dispatch, SetStateAction } from 'react';

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
  if (total <= pageSize) return null;
  const pages = Math.ceil(total / pageSize);
  return (
    <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange((p) => p - 1)}>
        Previous
      </Button>
      {count && (
        <span>
          Page {page}
          {count === 'of' && ` of ${pages}`}
        </span>
      )}
      <Button
        variant="secondary"
        disabled={page >= pages}
        onClick={() => onPageChange((p) => p + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
