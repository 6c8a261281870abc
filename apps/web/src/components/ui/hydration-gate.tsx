import type { ReactNode } from 'react';

import { useHydrated } from '#web/lib/hydration.ts';

// The buttons and fields inside stay disabled until the app has taken over the page the
// server rendered (docs/decisions/068): before that a click would do nothing, and a form would
// submit itself natively, as a GET of the page with what was typed in its address. Links work
// all along. `display: contents`: the fieldset adds no box to the layout.
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  );
}
