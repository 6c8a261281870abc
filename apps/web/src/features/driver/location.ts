// The driver's place with a status: only when they turned "Share my location" on (kept on the
// device, off until then), asked once per status, and never waited for long.
const SHARE_KEY = 'landed-driver-share-location';
const FIX_TIMEOUT_MS = 5000;

export function sharesLocation(): boolean {
  try {
    return localStorage.getItem(SHARE_KEY) === '1';
  } catch {
    return false;
  }
}

export function setSharesLocation(on: boolean): void {
  try {
    if (on) localStorage.setItem(SHARE_KEY, '1');
    else localStorage.removeItem(SHARE_KEY);
  } catch {
    // Storage refused (private mode): the switch holds for this visit only.
  }
}

// The phone's position, or null without one in time (refused, no fix, no GPS).
export function currentPlace(): Promise<{ lat: number; lng: number } | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    // The browser's own timeout starts only once the driver has answered its question.
    const giveUp = setTimeout(() => resolve(null), FIX_TIMEOUT_MS + 1000);
    const done = (place: { lat: number; lng: number } | null) => {
      clearTimeout(giveUp);
      resolve(place);
    };
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => done({ lat: coords.latitude, lng: coords.longitude }),
      () => done(null),
      { enableHighAccuracy: true, timeout: FIX_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}
