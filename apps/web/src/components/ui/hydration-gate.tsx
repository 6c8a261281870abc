import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';

import { takeOverEarlyInput } from '#web/lib/early-input.ts';
import { useHydrated } from '#web/lib/hydration.ts';

// A part of a page rendered on the server that the app takes over (docs/decisions/068, 138).
// In the HTML its buttons and fields are disabled, so that without any script a form cannot
// send itself natively, as a GET of the page with what was typed in its address. public/boot.js
// enables them at once and keeps what is pressed or sent while the gate is `data-waiting`;
// once the app has taken the part over, the gate hands the typed text and those actions to it
// (lib/early-input.ts). Links work all along. `display: contents`: the fieldset adds no box.
// Its `disabled` differs from the HTML's by then, which is expected (suppressHydrationWarning).
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const gate = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (hydrated && gate.current) takeOverEarlyInput(gate.current);
  }, [hydrated]);
  return (
    <fieldset
      ref={gate}
      disabled={!hydrated}
      data-waiting={hydrated ? undefined : ''}
      className="contents"
      suppressHydrationWarning
    >
      {children}
    </fieldset>
  );
}
