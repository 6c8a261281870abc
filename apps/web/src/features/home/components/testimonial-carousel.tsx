import { ChevronLeft, ChevronRight, Star } from 'lucide-react';
import { useEffect, useState } from 'react';

import { useT } from '#web/lib/i18n.tsx';
import { usePrefersReducedMotion } from '#web/lib/use-media-query.ts';
import type { Testimonial } from './testimonials.ts';

export const CAROUSEL_INTERVAL_MS = 5000;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

// The testimonial carousel (public §2, §9): one slide at a time, the next every 5000 ms, looping.
// It stops while the pointer is over it or focus is inside it (WCAG 2.2.2), and never moves by
// itself when the visitor prefers reduced motion; the buttons always work.
export function TestimonialCarousel({ items }: { items: Testimonial[] }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const paused = hovered || focused || reducedMotion;
  const count = items.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [index, paused, count]);

  if (count === 0) return null;
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      aria-roledescription={t('home.carouselRole')}
      aria-label={t('home.carouselLabel')}
      className="relative mx-auto max-w-3xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div aria-live={paused ? 'polite' : 'off'} className="min-h-72 sm:min-h-60">
        {items.map((item, i) => (
          // A <figure> may not take role="group" (axe and Lighthouse: aria-allowed-role), so
          // the slide is a <div> with the role, holding the quote's <figure>.
          <div
            key={item.name}
            role="group"
            aria-roledescription={t('home.slideRole')}
            aria-label={t('home.slideLabel', { index: i + 1, count })}
            hidden={i !== index}
            className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-8"
          >
            <figure>
              <p className="flex justify-center gap-1">
                <span className="sr-only">{t('home.rated', { rating: item.rating })}</span>
                {Array.from({ length: 5 }, (_, star) => (
                  <Star
                    key={star}
                    aria-hidden="true"
                    className={`size-5 ${star < item.rating ? 'fill-amber-400 text-amber-500' : 'text-slate-300'}`}
                  />
                ))}
              </p>
              <blockquote className="mt-4 text-lg leading-8 text-slate-800">
                <p>“{t(item.quote)}”</p>
              </blockquote>
              <figcaption className="mt-5 flex items-center justify-center gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-11 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800"
                >
                  {initials(item.name)}
                </span>
                <span className="text-left">
                  <span className="block font-semibold text-slate-900">{item.name}</span>
                  {/* The university's own (English) name, marked so for screen readers. */}
                  <span lang="en" className="block text-sm text-slate-600">
                    {item.university}
                  </span>
                </span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="mt-4 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => go(index - 1)}
          aria-label={t('home.previousTestimonial')}
          className="rounded-full border border-slate-300 bg-white p-2 text-slate-700 hover:bg-slate-50"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div className="flex gap-1">
          {items.map((item, i) => (
            <button
              key={item.name}
              type="button"
              onClick={() => go(i)}
              aria-label={t('home.showTestimonial', { index: i + 1, count })}
              aria-current={i === index ? 'true' : undefined}
              className="grid size-6 place-items-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block size-2.5 rounded-full ${i === index ? 'bg-brand-700' : 'bg-slate-300'}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => go(index + 1)}
          aria-label={t('home.nextTestimonial')}
          className="rounded-full border border-slate-300 bg-white p-2 text-slate-700 hover:bg-slate-50"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
