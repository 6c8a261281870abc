import { Star } from 'lucide-react';
import { useState } from 'react';

import type { Booking } from '@landed/shared/schemas/booking';
import type { PickupRating as Rating } from '@landed/shared/schemas/ratings';
import { RATING_COMMENT_MAX } from '@landed/shared/schemas/ratings';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextArea } from '#web/components/ui/textarea.tsx';
import { useRatePickup } from '#web/features/booking/api/rate-pickup.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';

const SCORES = [1, 2, 3, 4, 5] as const;

function Stars({ score }: { score: number }) {
  return (
    <span aria-hidden="true" className="inline-flex">
      {SCORES.map((n) => (
        <Star
          key={n}
          className={`size-5 ${n <= score ? 'fill-amber-400 text-amber-600' : 'text-slate-400'}`}
        />
      ))}
    </span>
  );
}

// After the pickup is done (issue 35 item 5): the student rates it once, 1 to 5 stars and a
// comment in their own words; then it says what they gave.
export function PickupRating({ booking }: { booking: Booking }) {
  const t = useT();
  const rate = useRatePickup();
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  const [given, setGiven] = useState<Rating | null>(booking.pickup.rating ?? null);
  if (booking.pickup.status !== 'Done') return null;

  if (given) {
    return (
      <section aria-labelledby="rating-title" className="mb-4 rounded-lg border p-4 text-sm">
        <h3 id="rating-title" className="font-semibold text-slate-900">
          {t('rating.title')}
        </h3>
        <p className="mt-2 flex items-center gap-2 text-slate-800">
          <Stars score={given.score} />
          {t('rating.given', { score: given.score })}
        </p>
        {given.comment && <p className="mt-1 text-slate-700">“{given.comment}”</p>}
      </section>
    );
  }

  return (
    <form
      aria-labelledby="rating-title"
      className="mb-4 rounded-lg border p-4 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (score === 0) return;
        rate.mutate(
          { id: booking._id, body: { score, comment } },
          { onSuccess: ({ rating }) => setGiven(rating) },
        );
      }}
    >
      <h3 id="rating-title" className="font-semibold text-slate-900">
        {t('rating.title')}
      </h3>
      <fieldset className="mt-2">
        <legend className="text-slate-800">{t('rating.question')}</legend>
        <div className="mt-2 flex gap-1">
          {SCORES.map((n) => (
            <label
              key={n}
              className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input
                type="radio"
                name={`rating-${booking._id}`}
                value={n}
                checked={score === n}
                onChange={() => setScore(n)}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={`size-7 ${n <= score ? 'fill-amber-400 text-amber-600' : 'text-slate-500'}`}
              />
              <span className="sr-only">{t('rating.stars', { score: n })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextArea
        className="mt-3"
        label={t('rating.comment')}
        value={comment}
        maxLength={RATING_COMMENT_MAX}
        onChange={(event) => setComment(event.target.value)}
      />
      {rate.isError && (
        <div className="mt-3">
          <Alert>{translateMessage(t, errorMessage(rate.error, t('rating.failed')))}</Alert>
        </div>
      )}
      <Button type="submit" className="mt-3" disabled={score === 0 || rate.isPending}>
        {rate.isPending ? t('rating.sending') : t('rating.send')}
      </Button>
    </form>
  );
}
