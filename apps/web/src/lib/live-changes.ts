// Live updates (issue 35; decision 135): reads a server-sent event stream of "booking X
// changed" while the page is visible, and reconnects after a loss (waiting longer each time, up
// to half a minute). Read with fetch rather than EventSource, which cannot send the bearer
// token. The caller refetches what changed.
import { useEffect, useRef } from 'react';

import { liveChangeSchema } from '@landed/shared/schemas/live';
import type { LiveChange } from '@landed/shared/schemas/live';

import { readSession } from './storage.ts';

// The page settles first (its own requests, and a test's wait for a quiet network), then
// subscribes; what changed meanwhile is fetched once the stream is open.
const SETTLE_MS = 3_000;
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

// The `change` events of one stream's text, and what is left of an unfinished event.
export function parseEvents(buffer: string): { changes: LiveChange[]; rest: string } {
  const changes: LiveChange[] = [];
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const lines = block.split('\n');
    if (!lines.includes('event: change')) continue;
    const data = lines.find((line) => line.startsWith('data:'))?.slice(5);
    try {
      const parsed = liveChangeSchema.safeParse(JSON.parse(data ?? ''));
      if (parsed.success) changes.push(parsed.data);
    } catch {
      // Not JSON: skipped.
    }
  }
  return { changes, rest };
}

// Reads the stream at `url` until it ends or `signal` aborts.
async function readStream({
  url,
  signal,
  onOpen,
  onChange,
}: {
  url: string;
  signal: AbortSignal;
  onOpen: () => void;
  onChange: (change: LiveChange) => void;
}): Promise<void> {
  const token = readSession().token;
  const response = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    signal,
  });
  if (!response.ok || !response.body) return;
  onOpen();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const { changes, rest } = parseEvents(buffer + value.replaceAll('\r\n', '\n'));
    buffer = rest;
    changes.forEach(onChange);
  }
}

// Subscribes while the document is visible (`url` null: not at all). `onChange(null)`: the
// stream (re)opened, so anything may have changed before it.
export function useLiveChanges(url: string | null, onChange: (change: LiveChange | null) => void) {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (!url || typeof fetch === 'undefined' || typeof TextDecoderStream === 'undefined') return;
    let controller: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wait = FIRST_RETRY_MS;
    let stopped = false;
    const connect = () => {
      if (stopped || controller || document.visibilityState !== 'visible') return;
      const current = new AbortController();
      controller = current;
      readStream({
        url,
        signal: current.signal,
        onOpen: () => {
          latest.current(null);
          wait = FIRST_RETRY_MS;
        },
        onChange: (change) => latest.current(change),
      })
        .catch(() => {})
        .finally(() => {
          if (controller !== current) return;
          controller = null;
          if (stopped || current.signal.aborted) return;
          timer = setTimeout(connect, wait);
          wait = Math.min(wait * 2, LAST_RETRY_MS);
        });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        // Back in view: the stream opens again, and its opening fetches what changed meanwhile.
        clearTimeout(timer);
        connect();
      } else {
        controller?.abort();
        controller = null;
      }
    };
    timer = setTimeout(connect, SETTLE_MS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [url]);
}
