// Code for a part below the first screen of a page rendered on the server, loaded once that
// part comes into view (docs/decisions/068): until then the server's HTML of it shows and its
// links work, and the first visit downloads less. On a page the browser renders itself, or on
// the server, at once. Also at once when the part leaves the page before it was seen (the
// visitor moved on), so that it is ready when shown again.
export function whenVisible(selector: string): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') {
    return Promise.resolve();
  }
  const element = document.getElementById('landed-state') && document.querySelector(selector);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      seen.disconnect();
      gone.disconnect();
      resolve();
    };
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: '400px 0px' },
    );
    const gone = new MutationObserver(() => {
      if (!element.isConnected) done();
    });
    seen.observe(element);
    gone.observe(document.body, { childList: true, subtree: true });
  });
}
