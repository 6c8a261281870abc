// Where a Web Push subscription may point (issue 35 item 4; docs/decisions/132): the browsers'
// own push services only, over https on the standard port, so the server never posts to an
// address a user chose. `testOrigin` (WEB_PUSH_TEST_ORIGIN) adds one origin, for tests.
// Chrome, Samsung Internet, Opera and other Chromium browsers use FCM; Firefox Mozilla's
// autopush; Safari Apple's service; Edge Windows Push Notification Services.
const EXACT_HOSTS = new Set(['fcm.googleapis.com', 'updates.push.services.mozilla.com']);
const HOST_SUFFIXES = ['.push.apple.com', '.notify.windows.com'];

export function isAllowedPushEndpoint(endpoint: string, testOrigin: string | null): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (testOrigin && url.origin === testOrigin) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return EXACT_HOSTS.has(host) || HOST_SUFFIXES.some((suffix) => host.endsWith(suffix));
}
