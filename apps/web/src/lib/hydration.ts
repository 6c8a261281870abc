import { useSyncExternalStore } from 'react';

// Whether this page load takes over HTML rendered on the server (docs/decisions/068). The
// first render in the browser must then be what the server rendered: the page as a visitor
// who is not signed in sees it, at the site's own address.
let hydrating = false;

export function isHydrating(): boolean {
  return hydrating;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
}

// The site's address for canonical links, link previews and share buttons: APP_URL of the
// server rendering the page, the page's own origin in the browser.
let serverOrigin: (() => string) | null = null;

export function setSiteOrigin(origin: () => string): void {
  serverOrigin = origin;
}

export function siteOrigin(): string {
  if (serverOrigin) return serverOrigin().replace(/\/+$/, '');
  return typeof window === 'undefined' ? '' : window.location.origin;
}

const noChanges = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

// False on the server and while the browser takes over what the server rendered; true from
// then on, and from the start on a page the browser renders itself.
export function useHydrated(): boolean {
  return useSyncExternalStore(noChanges, inBrowser, onServer);
}
