import { Star } from 'lucide-react';

import { useT } from '#web/lib/i18n.tsx';

// A service's rating: a star and the number, read out as one ("Rated 4.5 out of 5").
export function ServiceRating({ rating, className }: { rating: number; className: string }) {
  const t = useT();
  return (
    <span className={className} role="img" aria-label={t('services.rated', { rating })}>
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      {rating.toFixed(1)}
    </span>
  );
}
