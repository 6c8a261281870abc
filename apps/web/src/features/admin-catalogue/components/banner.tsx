import { useCallback, useEffect, useRef, useState } from 'react';

import { BANNER_MS } from '#web/features/admin-catalogue/texts.ts';

export type BannerState = { tone: 'success' | 'error'; text: string; id: number } | null;

// The screens' banners (admin §4, §8): green for 2 seconds after a success, red for 3 seconds
// after a failure. A new banner replaces the one showing and starts its own time.
export function useBanner() {
  const [banner, setBanner] = useState<BannerState>(null);
  const counter = useRef(0);
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS[banner.tone]);
    return () => clearTimeout(timer);
  }, [banner]);
  const show = useCallback((tone: 'success' | 'error', text: string) => {
    counter.current += 1;
    setBanner({ tone, text, id: counter.current });
  }, []);
  return {
    banner,
    success: useCallback((text: string) => show('success', text), [show]),
    error: useCallback((text: string) => show('error', text), [show]),
  };
}

export type Banner = ReturnType<typeof useBanner>;

// In a dialog, at its top. On the page, floating below the header where the administrator is
// looking, however far they scrolled: a banner in the flow would push the table down as it came
// and pull it up as it went, moving the row under a pointer about to press Restore.
export function BannerView({
  banner,
  floating = false,
}: {
  banner: BannerState;
  floating?: boolean;
}) {
  if (!banner) return null;
  return floating ? (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-30 flex justify-center px-4">
      <BannerText key={banner.id} banner={banner} className="max-w-xl shadow-md" />
    </div>
  ) : (
    <BannerText key={banner.id} banner={banner} className="mb-4" />
  );
}

function BannerText({
  banner,
  className,
}: {
  banner: NonNullable<BannerState>;
  className: string;
}) {
  const success = banner.tone === 'success';
  return (
    <p
      role={success ? 'status' : 'alert'}
      data-banner={banner.tone}
      className={`${className} rounded-md border px-4 py-3 text-sm font-medium ${
        success
          ? 'border-green-300 bg-green-50 text-green-800'
          : 'border-red-300 bg-red-50 text-red-800'
      }`}
    >
      {banner.text}
    </p>
  );
}
