// How the catalogue tables show a value (admin §2, §9): the preview rules and the dates.
import { formatInstantDate } from '#web/lib/format.ts';

export const PREVIEW_CHARS = 40;
export const PREVIEW_ITEMS = 3;

// The first 40 characters followed by an ellipsis (admin §9), when there is more.
export function truncate(text: string, max = PREVIEW_CHARS): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

// The first 3 items joined by commas, then '+N more' (admin §2, §9).
export function listPreview(items: readonly string[], max = PREVIEW_ITEMS): string {
  const shown = items.slice(0, max).join(', ');
  return items.length > max ? `${shown} +${items.length - max} more` : shown;
}

export const freeWhenEmpty = (price: string) => price.trim() || 'Free';

export function LocalDate({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {formatInstantDate(iso)}
    </time>
  );
}
