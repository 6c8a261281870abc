// Which Melbourne Airport terminal a booking's meeting point is at (issue 35 item 3;
// docs/decisions/135): the flight's arrival terminal when the provider gave one, else the
// terminal the meeting point's text names ("Terminal 2 …", "T3 …").
import type { MeetingPointPhotos, Terminal } from '@landed/shared/schemas/arrivals';
import { TERMINALS } from '@landed/shared/schemas/arrivals';

import { mediaUrl } from './media-url.ts';

function named(text: string | null | undefined, pattern: RegExp): Terminal | null {
  const digit = text ? pattern.exec(text)?.[1] : undefined;
  const terminal = `T${digit ?? ''}`;
  return TERMINALS.find((t) => t === terminal) ?? null;
}

export function terminalOf({
  flightTerminal,
  meetingPoint,
}: {
  flightTerminal: string | null | undefined;
  meetingPoint: string;
}): Terminal | null {
  // A provider says "2", "T2" or "Terminal 2".
  return (
    named(flightTerminal, /^\s*(?:t(?:erminal)?\s*)?([1-4])\b/i) ??
    named(meetingPoint, /\b(?:terminal\s*|t)([1-4])\b/i)
  );
}

// The stored photos (media ids by terminal) as the API gives them: a URL or null for each.
export function meetingPointPhotoUrls(
  photos: Partial<Record<Terminal, string>>,
): MeetingPointPhotos {
  const urls = {} as MeetingPointPhotos;
  for (const terminal of TERMINALS) {
    const id = photos[terminal];
    urls[terminal] = id ? mediaUrl(id) : null;
  }
  return urls;
}

// The photo of the meeting point a booking's student is told: its terminal's, or null.
export function meetingPointPhotoOf(
  where: { flightTerminal: string | null | undefined; meetingPoint: string },
  photos: Partial<Record<Terminal, string>>,
): string | null {
  const terminal = terminalOf(where);
  const id = terminal ? photos[terminal] : undefined;
  return id ? mediaUrl(id) : null;
}
