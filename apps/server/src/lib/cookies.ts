// The two cookies the server uses (Google sign-in state, the sign-in link binding) do not
// justify a cookie plugin: reading one value and writing one header is all it needs.

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function serializeCookie({
  name,
  value,
  path,
  maxAgeSeconds,
  secure,
}: {
  name: string;
  value: string;
  path: string;
  maxAgeSeconds: number;
  secure: boolean;
}): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    // Lax: the provider's redirect back is a top-level GET from another site.
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
