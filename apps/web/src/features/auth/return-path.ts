// Where to go after signing in: the page the user came from (router state 'from'), else '/'.
// Only same-site paths are accepted, so a crafted link cannot send the user elsewhere.
export function returnPath(state: unknown): string {
  return safePath((state as { from?: unknown } | null)?.from);
}

function safePath(from: unknown): string {
  const path =
    typeof from === 'string'
      ? from
      : from && typeof from === 'object' && 'pathname' in from
        ? `${String((from as { pathname: unknown }).pathname)}${String((from as { search?: unknown }).search ?? '')}`
        : null;
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  return path;
}

// Google sign-in leaves the app and comes back to /google-callback: the way back is kept in
// this tab meanwhile (issue 33 item 3: a visitor who chose a package finds it again).
const KEY = 'landed.returnPath';

export function keepReturnPath(path: string): void {
  try {
    window.sessionStorage.setItem(KEY, safePath(path));
  } catch {
    // Storage refused: they land on the dashboard.
  }
}

// The kept path, once, or `fallback`.
export function takeReturnPath(fallback: string): string {
  try {
    const kept = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return kept && kept !== '/' ? safePath(kept) : fallback;
  } catch {
    return fallback;
  }
}
