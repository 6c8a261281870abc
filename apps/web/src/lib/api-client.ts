// The one HTTP client: JSON in and out, the bearer token when one is stored, and errors that
// carry the server's `message` (public §7, §8).
import { readSession } from './storage.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  // Whether the message is the server's own (public §8: "server message, else ...").
  readonly fromServer: boolean;
  constructor({
    status,
    message,
    code,
    fromServer = false,
  }: {
    status: number;
    message: string;
    code?: string;
    fromServer?: boolean;
  }) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fromServer = fromServer;
  }
}

type Listener = (error: ApiError) => void;
const sessionEndListeners = new Set<Listener>();

// Lets the session provider react when the server says the session is over.
export function onSessionEnded(listener: Listener): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  // Requests that should not end the session on 401 (sign-in itself).
  anonymous?: boolean;
  // A token to send instead of the stored one, before it is stored (completing a sign-in);
  // a refusal does not end the stored session.
  token?: string;
};

// How requests travel: the browser's fetch, or on the server (rendering a public page,
// docs/decisions/068) a call into the API itself.
let transport: typeof fetch = (input, init) => fetch(input, init);
export function setApiTransport(fetchImpl: typeof fetch): void {
  transport = fetchImpl;
}

export async function apiRequest<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, anonymous = false } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.token ?? readSession().token;
  if (token && !anonymous) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await transport(url, { method, headers, body: payload, signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError({
      status: 0,
      message: 'Network error. Check your connection and try again.',
      code: 'NETWORK',
    });
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    const fromServer = (data as { message?: unknown } | undefined)?.message;
    const code = (data as { code?: unknown } | undefined)?.code;
    const hasMessage = typeof fromServer === 'string' && fromServer !== '';
    const error = new ApiError({
      status: response.status,
      message: hasMessage ? fromServer : `Request failed with status: ${response.status}`,
      code: typeof code === 'string' ? code : undefined,
      fromServer: hasMessage,
    });
    const sessionOver =
      token &&
      !anonymous &&
      options.token === undefined &&
      (response.status === 401 || error.code === 'ACCOUNT_SUSPENDED');
    if (sessionOver) for (const listener of sessionEndListeners) listener(error);
    throw error;
  }
  return data as T;
}

// The server's message when it gave one, else the screen's own fallback text.
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}
