import { MapPin } from 'lucide-react';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';

import type { Place } from '#web/features/contact/places.ts';

import { useT } from '#web/lib/i18n.tsx';
import { MARKER_COLORS, PLACES } from '#web/features/contact/places.ts';
import type { MapSelection } from './places-map.tsx';

const PlacesMap = lazy(() => import('./places-map.tsx'));

const universities = PLACES.filter((p) => p.type === 'university');
const airports = PLACES.filter((p) => p.type === 'airport');
// The map's key: a marker's colour and what it marks.
const LEGEND = [
  ['university', 'contact.legendUniversities'],
  ['airport', 'contact.legendAirports'],
] as const;

// 'Interactive Map - Universities & Airports' (public §2 Contact): legend, map, two lists.
// Leaflet is the heaviest code of the page and the map sits below the form: it loads when the
// map is about to scroll into view, not with the page.
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

export function MapCard() {
  const t = useT();
  const [selection, setSelection] = useState<MapSelection>(null);
  const { ref: mapBox, near } = useNearViewport<HTMLDivElement>();
  const placeList = (places: Place[]) => (
    <ul className="mt-2 space-y-1 text-sm">
      {places.map((p) => (
        <li key={p.name}>
          <button
            type="button"
            onClick={() => setSelection({ name: p.name, at: Date.now() })}
            className="inline-flex min-h-6 items-center gap-2 rounded text-left text-slate-800 hover:text-brand-800 hover:underline"
          >
            <MapPin
              aria-hidden="true"
              className="size-4 shrink-0"
              style={{ color: MARKER_COLORS[p.type] }}
            />
            {t(p.label)}
            <span className="sr-only">{t('contact.showOnMap')}</span>
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <section
      aria-labelledby="map-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="map-title" className="text-xl font-bold text-slate-900">
        {t('contact.mapTitle')}
      </h2>
      <ul
        className="mt-3 flex flex-wrap gap-4 text-sm text-slate-700"
        aria-label={t('contact.mapLegend')}
      >
        {LEGEND.map(([type, label]) => (
          <li key={type} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block size-3.5 rounded-full"
              style={{ background: MARKER_COLORS[type] }}
            />
            {t(label)}
          </li>
        ))}
      </ul>
      <div
        ref={mapBox}
        className="relative isolate z-0 mt-4 h-96 overflow-hidden rounded-xl bg-slate-100"
        data-testid="places-map"
      >
        <Suspense
          fallback={
            <p role="status" className="grid h-full place-items-center text-slate-600">
              {t('contact.loadingMap')}
            </p>
          }
        >
          {near && <PlacesMap places={PLACES} selection={selection} />}
        </Suspense>
      </div>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold text-slate-900">{t('contact.universities')}</h3>
          {placeList(universities)}
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">{t('contact.airports')}</h3>
          {placeList(airports)}
        </div>
      </div>
    </section>
  );
}
