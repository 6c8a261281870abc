// The chat on a job (issue 35; docs/decisions/134) on the driver's page: what the student
// wrote on their pass over any Wi-Fi and what the office wrote, and a message to both. One
// disclosure per job, kept whole while its card is drawn again (what is typed stays), read
// when opened and every 20 seconds while it is open and the page is in front.
import { CHAT_MESSAGE_MAX } from '@landed/shared/driver-page';
import { melbourneTime } from '@landed/shared/dates';
import type { ChatMessage } from '@landed/shared/schemas/meeting';

import { loadMessages, sendMessage } from './driver-api.ts';
import { h } from './dom.ts';

export const CHAT_TEXTS = {
  title: 'Messages',
  empty: 'No messages yet.',
  label: 'Message to the student and the office',
  send: 'Send',
  sending: 'Sending…',
  writeSomething: 'Write a message.',
  offline: 'You are offline: the message was not sent.',
  loadFailed: 'The messages could not be loaded. They are read again in a moment.',
} as const;

const REREAD_MS = 20_000;

export type JobChat = {
  element: HTMLDetailsElement;
  // The job's unread count from the list (shown while the chat is closed).
  setUnread: (count: number) => void;
  stop: () => void;
};

const authorOf = (message: ChatMessage) =>
  message.author === 'driver'
    ? 'You'
    : message.author === 'student'
      ? `${message.authorName} (student)`
      : `${message.authorName} (office)`;

export function jobChat(jobId: string, { onSignedOut }: { onSignedOut: () => void }): JobChat {
  const id = `job-${jobId}-chat`;
  let unread = 0;
  let messages: ChatMessage[] | null = null;
  let open = true;
  let busy = false;
  let problem = '';
  let timer: ReturnType<typeof setInterval> | undefined;

  const summary = h('summary', { class: 'button', 'data-focus': 'chat' });
  const log = h('ol', { class: 'chat-log', 'aria-label': CHAT_TEXTS.title });
  const status = h('div', {});
  const text = h('textarea', {
    id: `${id}-text`,
    name: 'text',
    rows: 2,
    maxlength: CHAT_MESSAGE_MAX,
    'data-focus': 'chat-text',
  });
  const send = h('button', { type: 'submit', class: 'button primary', 'data-focus': 'chat-send' });
  const form = h(
    'form',
    { class: 'chat-form', novalidate: true, onsubmit: (event: Event) => submit(event) },
    h('label', { for: text.id }, CHAT_TEXTS.label),
    text,
    send,
  );
  const element = h(
    'details',
    {
      class: 'chat',
      ontoggle: () => {
        clearInterval(timer);
        if (!element.open) return;
        void read();
        timer = setInterval(() => {
          if (document.visibilityState === 'visible') void read();
        }, REREAD_MS);
      },
    },
    summary,
    log,
    form,
    status,
  );

  function draw() {
    summary.textContent = unread > 0 ? `${CHAT_TEXTS.title} · ${unread} new` : CHAT_TEXTS.title;
    summary.classList.toggle('unread', unread > 0);
    log.replaceChildren(
      ...(messages === null
        ? []
        : messages.length === 0
          ? [h('li', { class: 'muted' }, CHAT_TEXTS.empty)]
          : messages.map((m) =>
              h(
                'li',
                { class: m.author === 'driver' ? 'own' : '' },
                h(
                  'p',
                  { class: 'muted' },
                  h('strong', {}, authorOf(m)),
                  ` · ${melbourneTime(new Date(m.createdAt))}`,
                ),
                h('p', {}, m.text),
              ),
            )),
    );
    form.hidden = !open;
    send.disabled = busy;
    send.textContent = busy ? CHAT_TEXTS.sending : CHAT_TEXTS.send;
    status.replaceChildren(
      ...(problem ? [h('p', { class: 'message error', role: 'alert' }, problem)] : []),
    );
  }

  async function read() {
    const outcome = await loadMessages(jobId);
    if (outcome.kind === 'signed-out') return onSignedOut();
    if (outcome.kind === 'ok') {
      ({ messages, open } = outcome.value);
      unread = 0;
      problem = '';
    } else if (messages === null) {
      problem = CHAT_TEXTS.loadFailed;
    }
    draw();
  }

  async function submit(event: Event) {
    event.preventDefault();
    const value = text.value.trim();
    if (!value) {
      problem = CHAT_TEXTS.writeSomething;
      draw();
      text.focus();
      return;
    }
    busy = true;
    problem = '';
    draw();
    const outcome = await sendMessage(jobId, value);
    busy = false;
    if (outcome.kind === 'signed-out') return onSignedOut();
    if (outcome.kind === 'ok') {
      messages = [...(messages ?? []), outcome.value];
      text.value = '';
    } else {
      problem = outcome.kind === 'offline' ? CHAT_TEXTS.offline : outcome.message;
    }
    draw();
  }

  draw();
  return {
    element,
    setUnread: (count) => {
      if (element.open) return;
      unread = count;
      draw();
    },
    stop: () => clearInterval(timer),
  };
}
