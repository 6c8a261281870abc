// A link to `#field` opens that field (issue 33 item 4): once the element with the hash's id is
// on the page (a tab's content arrives after its data), it is scrolled to the middle of the
// screen and focused, or the first field inside it when it is a section, or inside the section
// it is the heading of (`aria-labelledby`). Gives up after a few seconds, so a stale link does
// nothing, and as soon as the person is in a field themselves (one they clicked while the tab
// was arriving keeps the focus: what they type goes where they are looking).
import { useEffect } from 'react';
import { useLocation } from 'react-router';

const FIELD = 'input:not([type="hidden"]), textarea, select, button, a[href], [tabindex]';
const WAIT_MS = 5000;
const TYPING = 'input, textarea, select, [contenteditable="true"]';

export function focusTarget(id: string): HTMLElement | null {
  const element = document.getElementById(id);
  if (!element) return null;
  if (element.matches(FIELD)) return element;
  const labelled = document.querySelector(`[aria-labelledby~="${CSS.escape(id)}"]`);
  return (
    element.querySelector<HTMLElement>(FIELD) ??
    labelled?.querySelector<HTMLElement>(FIELD) ??
    element
  );
}

export function useFocusHash(): void {
  const { hash, search, pathname } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const started = Date.now();
    let timer: number | undefined;
    const attempt = () => {
      // Never out of a field the person is in (following a link leaves the focus on the link).
      if (document.activeElement?.matches(TYPING)) return;
      const target = focusTarget(id);
      if (target) {
        // (jsdom has no scrolling.)
        target.scrollIntoView?.({ block: 'center' });
        target.focus({ preventScroll: true });
        return;
      }
      if (Date.now() - started < WAIT_MS) timer = window.setTimeout(attempt, 100);
    };
    attempt();
    return () => window.clearTimeout(timer);
  }, [hash, search, pathname]);
}
