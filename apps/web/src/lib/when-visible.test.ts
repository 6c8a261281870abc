import { afterEach, describe, expect, it } from 'vitest';

import { whenVisible } from './when-visible.ts';

function page({ rendered, top }: { rendered: boolean; top: number }) {
  document.body.innerHTML = `<section id="later"></section>${
    rendered ? '<script type="application/json" id="landed-state">{}</script>' : ''
  }`;
  const section = document.getElementById('later')!;
  let current = top;
  section.getBoundingClientRect = () => ({ top: current }) as DOMRect;
  return {
    section,
    scrollTo: (next: number) => {
      current = next;
      window.dispatchEvent(new Event('scroll'));
    },
  };
}

// Whether the promise has resolved within `ms`. A check that it has not uses a short wait; one
// that it has waits long (it ends as soon as it resolves), so a slow machine's late animation
// frame is not a failure (it failed once under load with 50 ms).
const settled = (promise: Promise<void>, ms = 50) =>
  Promise.race([promise.then(() => true), new Promise((r) => setTimeout(() => r(false), ms))]);
const RESOLVES_WITHIN = 5_000;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('whenVisible', () => {
  it('waits, on a page rendered on the server, until the part is reached', async () => {
    const { scrollTo } = page({ rendered: true, top: 3000 });
    const visible = whenVisible('#later');
    expect(await settled(visible)).toBe(false);
    scrollTo(2000);
    expect(await settled(visible)).toBe(false);
    // A jump past it counts as reaching it.
    scrollTo(-500);
    expect(await settled(visible, RESOLVES_WITHIN)).toBe(true);
  });

  it('resolves at once when the part is already in the window, or not rendered by the server', async () => {
    page({ rendered: true, top: 100 });
    expect(await settled(whenVisible('#later'), RESOLVES_WITHIN)).toBe(true);
    page({ rendered: false, top: 3000 });
    expect(await settled(whenVisible('#later'), RESOLVES_WITHIN)).toBe(true);
  });

  it('resolves when the part leaves the page before it was reached', async () => {
    const { section } = page({ rendered: true, top: 3000 });
    const visible = whenVisible('#later');
    section.remove();
    expect(await settled(visible, RESOLVES_WITHIN)).toBe(true);
  });
});
