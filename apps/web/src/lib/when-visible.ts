// Code for a part below the first screen of a page rendered on the server, loaded once the
// visitor reaches that part (docs/decisions/068): until then the server's HTML of it shows
// and its links work, and the first visit downloads less. Reached means its top has come into
// the window, by scrolling or by a jump past it. On a page the browser renders itself, or on
// the server, at once. Also at once when the part leaves the page before it was reached (the
// visitor moved on), so that it is ready when shown again.
export function whenVisible(selector: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const element = document.getElementById('landed-state') && document.querySelector(selector);
  if (!element) return Promise.resolve();
  const reached = () =>
    !element.isConnected || element.getBoundingClientRect().top < window.innerHeight;
  if (reached()) return Promise.resolve();
  return new Promise((resolve) => {
    let queued = false;
    const check = () => {
      queued = false;
      if (!reached()) return;
      window.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
      gone.disconnect();
      resolve();
    };
    const onChange = () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(check);
    };
    const gone = new MutationObserver(onChange);
    window.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange, { passive: true });
    gone.observe(document.body, { childList: true, subtree: true });
  });
}
