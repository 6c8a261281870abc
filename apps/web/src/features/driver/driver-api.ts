// The driver's page's calls (issue 35, docs/decisions/131): plain fetch with the session
// cookie, answers told apart by what the page does with them. No API client, no zod: the
// page's script stays small.
import type {
  ChatMessage,
  DriverJob,
  DriverJobsResponse,
  DriverStatusBody,
} from '@landed/shared/schemas/meeting';

import { SAVED_COPY_HEADER } from '#web/lib/keep-offline.ts';

const job = (bookingId: string) => `/api/driver/jobs/${encodeURIComponent(bookingId)}`;

export const DRIVER_API = {
  session: '/api/driver/session',
  jobs: '/api/driver/jobs',
  status: (bookingId: string) => `${job(bookingId)}/status`,
  photo: (bookingId: string) => `${job(bookingId)}/photo`,
  messages: (bookingId: string) => `${job(bookingId)}/messages`,
} as const;

export const OFFLINE_STATUS = 'You are offline: the status was not sent.';
export const FAILED = 'Something went wrong. Try again in a moment.';

// What a call came to: its answer, or why there is none. `offline`: no network (or no
// server); `signed-out`: 401, the driver must open their link again.
export type Outcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'offline' }
  | { kind: 'signed-out' }
  | { kind: 'refused'; status: number; message: string };

async function call<T>({
  url,
  init,
  read,
}: {
  url: string;
  init: RequestInit;
  read: (response: Response) => Promise<T>;
}): Promise<Outcome<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      ...init,
      headers: { accept: 'application/json', ...init.headers },
    });
  } catch {
    return { kind: 'offline' };
  }
  if (response.ok) return { kind: 'ok', value: await read(response) };
  if (response.status === 401) return { kind: 'signed-out' };
  let message = FAILED;
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) message = body.message;
  } catch {
    // Not JSON (a proxy's page): the general message.
  }
  return { kind: 'refused', status: response.status, message };
}

const json = { 'content-type': 'application/json' };

// The personal link's token for the session cookie (204). 400, 401 and 410: the link is not
// valid (any more).
export function startSession(token: string): Promise<Outcome<null>> {
  return call({
    url: DRIVER_API.session,
    init: { method: 'POST', headers: json, body: JSON.stringify({ token }) },
    read: async () => null,
  });
}

// Today's and tomorrow's jobs; `saved`: the copy kept for offline use answered, not the server.
export function loadJobs(): Promise<Outcome<{ answer: DriverJobsResponse; saved: boolean }>> {
  return call({
    url: DRIVER_API.jobs,
    init: { method: 'GET', cache: 'no-store' },
    read: async (response) => ({
      answer: (await response.json()) as DriverJobsResponse,
      saved: response.headers.get(SAVED_COPY_HEADER) === '1',
    }),
  });
}

export function sendStatus(bookingId: string, body: DriverStatusBody): Promise<Outcome<DriverJob>> {
  return call({
    url: DRIVER_API.status(bookingId),
    init: { method: 'POST', headers: json, body: JSON.stringify(body) },
    read: async (response) => ((await response.json()) as { job: DriverJob }).job,
  });
}

// No-show's evidence: the photo taken with the camera (multipart, field "photo").
export function uploadPhoto(bookingId: string, photo: File): Promise<Outcome<string>> {
  const form = new FormData();
  form.append('photo', photo);
  return call({
    url: DRIVER_API.photo(bookingId),
    init: { method: 'POST', body: form },
    read: async (response) => ((await response.json()) as { photoId: string }).photoId,
  });
}

// The job's messages (docs/decisions/134); reading them marks them read. `open`: whether new
// ones are taken.
export function loadMessages(
  bookingId: string,
): Promise<Outcome<{ messages: ChatMessage[]; open: boolean }>> {
  return call({
    url: DRIVER_API.messages(bookingId),
    init: { method: 'GET', cache: 'no-store' },
    read: async (response) => {
      const body = (await response.json()) as { messages: ChatMessage[]; open?: boolean };
      return { messages: body.messages, open: body.open ?? true };
    },
  });
}

export function sendMessage(bookingId: string, text: string): Promise<Outcome<ChatMessage>> {
  return call({
    url: DRIVER_API.messages(bookingId),
    init: { method: 'POST', headers: json, body: JSON.stringify({ text }) },
    read: async (response) => ((await response.json()) as { message: ChatMessage }).message,
  });
}
