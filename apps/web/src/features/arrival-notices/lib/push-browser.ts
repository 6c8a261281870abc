// This browser's side of Web Push for the arrival pass (docs/decisions/132): the subscription
// belongs to the pass's service worker (public/dashboard/bookings/pass-sw.js, the one that
// keeps the pass offline), which shows each message and opens the pass on a tap.
import type { Locale } from '@landed/shared/locales';
import { localizedPath } from '@landed/shared/locales';
import type { PushSubscriptionBody } from '@landed/shared/schemas/meeting';

import { PASS_WORKER_SCOPE, PASS_WORKER_URL } from '#web/lib/pass-cache.ts';
import {
  getPushKey,
  removePushSubscription,
  savePushSubscription,
} from '#web/features/arrival-notices/api/push-subscriptions.ts';

// 'on': this browser is subscribed; 'off': it can be; 'blocked': the user said no to this
// site's notifications; 'unsupported': no push here (an iPhone's Safari outside a home-screen
// app, an old browser).
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

// What the notices button needs of the browser: the real one below, a fake in tests.
export type PushBrowser = {
  state: (locale: Locale) => Promise<PushState>;
  turnOn: (locale: Locale) => Promise<PushState>;
  turnOff: (locale: Locale) => Promise<PushState>;
};

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

const scopeOf = (locale: Locale) => localizedPath(PASS_WORKER_SCOPE, locale);

// The pass's worker, registered (again: the same one) and active: a worker still installing
// cannot subscribe.
async function passWorker(locale: Locale): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(
    localizedPath(PASS_WORKER_URL, locale),
    { scope: scopeOf(locale) },
  );
  const worker = registration.installing ?? registration.waiting;
  if (!registration.active && worker) {
    await new Promise<void>((resolve) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve();
      });
    });
  }
  return registration;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

async function subscription(locale: Locale): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(scopeOf(locale));
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export const realPushBrowser: PushBrowser = {
  async state(locale) {
    if (!supported()) return 'unsupported';
    if (Notification.permission === 'denied') return 'blocked';
    if (Notification.permission !== 'granted') return 'off';
    return (await subscription(locale)) ? 'on' : 'off';
  },

  // Asks for permission (only ever on the user's tap), subscribes with the server's key and
  // hands the subscription to the server.
  async turnOn(locale) {
    if (!supported()) return 'unsupported';
    const permission = await Notification.requestPermission();
    if (permission === 'denied') return 'blocked';
    if (permission !== 'granted') return 'off';
    const registration = await passWorker(locale);
    const key = keyBytes(await getPushKey());
    let current = await registration.pushManager.getSubscription();
    // Made with another key (the server's keys changed): replaced.
    if (current && !sameKey(current.options.applicationServerKey, key)) {
      await current.unsubscribe();
      current = null;
    }
    current ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    await savePushSubscription(current.toJSON() as PushSubscriptionBody);
    return 'on';
  },

  async turnOff(locale) {
    const current = supported() ? await subscription(locale) : null;
    if (current) {
      await removePushSubscription(current.endpoint);
      await current.unsubscribe();
    }
    return supported() ? 'off' : 'unsupported';
  },
};
