// Where to go after signing in: the page the user came from (router state 'from'), else '/'.
// Only same-site paths are accepted, so a crafted link cannot send the user elsewhere.
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const path =
    typeof from === 'string'
      ? from
      : from && typeof from === 'object' && 'pathname' in from
        ? `${String((from as { pathname: unknown }).pathname)}${String((from as { search?: unknown }).search ?? '')}`
        : null;
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  return path;
}
