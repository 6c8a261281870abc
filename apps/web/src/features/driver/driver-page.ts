// The driver's phone page (issue 35, docs/decisions/131): the personal link's sign-in at
// /driver/welcome#<token>, then today's and tomorrow's jobs at /driver, kept for offline use.
import { DRIVER_MESSAGES, DRIVER_PAGE_PATHS } from '@landed/shared/driver-page';
import type {
  DriverJob,
  DriverJobsResponse,
  DriverStatusBody,
} from '@landed/shared/schemas/meeting';

import { forgetKept, keepAnswer, keepPageForOffline } from '#web/lib/keep-offline.ts';

import type { Outcome } from './driver-api.ts';
import {
  DRIVER_API,
  FAILED,
  OFFLINE_STATUS,
  loadJobs,
  sendStatus,
  startSession,
  uploadPhoto,
} from './driver-api.ts';
import { h } from './dom.ts';
import type { CardActions, CardState } from './job-card.ts';
import { jobCard } from './job-card.ts';
import type { JobChat } from './job-chat.ts';
import { jobChat } from './job-chat.ts';
import { byDay, nextStatus, updatedAt } from './job-rules.ts';
import { currentPlace, setSharesLocation, sharesLocation } from './location.ts';

// Also named in public/dashboard/bookings/pass-sw.js (a test checks they agree).
export const DRIVER_CACHE = 'landed-driver-jobs-v1';
export const DRIVER_WORKER_URL = '/driver-sw.js';
// Without a trailing slash, so that /driver itself is inside it.
export const DRIVER_WORKER_SCOPE = DRIVER_PAGE_PATHS.jobs;

export const NO_JOBS = 'No jobs today or tomorrow.';
export const OFFLINE_NOTHING_KEPT =
  'You are offline and no jobs are kept on this phone yet. Open this page again when you are online.';
export const OFFLINE_SAVED = 'You are offline. These are the jobs kept on this phone.';

const REFRESH_MS = 60_000;

// A status to send, and No-show's photo to upload first.
type Sending = { body: DriverStatusBody; photo?: File | null; focus: string };

export function startDriverPage(
  root: HTMLElement,
  { now = () => new Date(), refreshMs = REFRESH_MS }: { now?: () => Date; refreshMs?: number } = {},
): () => void {
  let answer: DriverJobsResponse | null = null;
  let saved = false;
  // Why the last refresh failed, shown above the jobs still on the screen.
  let problem = '';
  const cards = new Map<string, CardState>();
  const timers: ReturnType<typeof setTimeout>[] = [];
  // Said aloud when it changes (a status saved, the list updated).
  const announcer = h('p', { class: 'sr-only', role: 'status', 'aria-live': 'polite' });
  const main = h('main', { id: 'main', tabindex: -1 });
  root.replaceChildren(
    h('header', { class: 'top' }, h('p', { class: 'brand' }, 'Landed'), h('p', { id: 'who' })),
    main,
    announcer,
  );
  const announce = (text: string) => {
    announcer.textContent = text;
  };
  const state = (id: string): CardState =>
    cards.get(id) ?? {
      busy: false,
      noShowOpen: false,
      message: null,
      evidence: { note: '', photo: null },
    };

  const notice = (text: string, retry?: () => void) => {
    main.replaceChildren(
      h(
        'div',
        { class: 'notice' },
        h('p', { role: 'alert' }, text),
        retry &&
          h('button', { type: 'button', class: 'button primary', onclick: retry }, 'Try again'),
      ),
    );
  };

  // ---------------------------------------------------------------- the jobs

  const actions: CardActions = {
    give: (job) => {
      const status = nextStatus(job.status);
      if (status) void give(job, { body: { status }, focus: 'next' });
    },
    keepEvidence: (job, evidence) => {
      const now = state(job._id);
      cards.set(job._id, { ...now, evidence: { ...now.evidence, ...evidence } });
    },
    openNoShow: (job, open) => {
      cards.set(job._id, { ...state(job._id), noShowOpen: open, message: null });
      redrawCard(job._id, open ? 'note' : 'no-show');
    },
    sendNoShow: (job) => {
      const note = state(job._id).evidence.note.trim();
      const { photo } = state(job._id).evidence;
      if (!note || !photo) {
        cards.set(job._id, {
          ...state(job._id),
          message: { text: DRIVER_MESSAGES.noShowEvidence, tone: 'error' },
        });
        redrawCard(job._id, 'send');
        return;
      }
      void give(job, { body: { status: 'No-show', note }, photo, focus: 'send' });
    },
  };

  const findJob = (id: string) => answer?.jobs.find((job) => job._id === id);

  // Each job's messages, kept between drawings (what the driver is typing stays).
  const chats = new Map<string, JobChat>();
  function chatOf(job: DriverJob): HTMLElement {
    let chat = chats.get(job._id);
    if (!chat) {
      chat = jobChat(job._id, { onSignedOut: () => signedOut() });
      chats.set(job._id, chat);
    }
    chat.setUnread(job.unreadMessages ?? 0);
    return chat.element;
  }
  const card = (job: DriverJob, at: Date) =>
    jobCard({ job, state: state(job._id), actions, now: at, chat: chatOf(job) });

  // Draws one card again. The focus stays on the same control, or goes to `focus`'s (a
  // `data-focus` name), when it was in the card; on the card itself when that control is gone
  // or disabled (sending).
  function redrawCard(id: string, focus?: string) {
    const job = findJob(id);
    const old = document.getElementById(`job-${id}`);
    if (!job || !old) return;
    const active = document.activeElement;
    const inCard = active instanceof HTMLElement && old.contains(active);
    const key = focus ?? (inCard ? active.dataset.focus : undefined);
    const drawn = card(job, now());
    old.replaceWith(drawn);
    const target = key ? drawn.querySelector<HTMLButtonElement>(`[data-focus="${key}"]`) : null;
    if (target && !target.disabled) target.focus();
    else if (inCard || focus) drawn.focus();
  }

  async function give(job: DriverJob, sending: Sending) {
    cards.set(job._id, { ...state(job._id), busy: true, message: null });
    redrawCard(job._id);
    const outcome = await sendWithEvidence(job, sending);
    const after = (message: CardState['message'], extra: Partial<CardState> = {}) => {
      cards.set(job._id, { ...state(job._id), busy: false, message, ...extra });
      redrawCard(job._id, sending.focus);
    };
    switch (outcome.kind) {
      case 'ok': {
        if (answer) {
          answer = {
            ...answer,
            jobs: answer.jobs.map((j) => (j._id === outcome.value._id ? outcome.value : j)),
          };
          void keepAnswer({ cache: DRIVER_CACHE, dataUrl: DRIVER_API.jobs, data: answer }).catch(
            () => {},
          );
        }
        after(
          { text: DRIVER_MESSAGES.statusSaved, tone: 'ok' },
          { noShowOpen: false, evidence: { note: '', photo: null } },
        );
        announce(`${outcome.value.status}: ${DRIVER_MESSAGES.statusSaved}`);
        return;
      }
      case 'offline':
        return after({ text: OFFLINE_STATUS, tone: 'error' });
      case 'signed-out':
        return signedOut();
      case 'refused':
        return after({ text: outcome.message, tone: 'error' });
    }
  }

  async function sendWithEvidence(
    job: DriverJob,
    { body, photo }: Sending,
  ): Promise<Outcome<DriverJob>> {
    let photoId: string | undefined;
    if (photo) {
      const uploaded = await uploadPhoto(job._id, photo);
      if (uploaded.kind !== 'ok') return uploaded;
      photoId = uploaded.value;
    }
    const place = sharesLocation() ? await currentPlace() : null;
    return sendStatus(job._id, { ...body, ...(photoId ? { photoId } : {}), ...(place ?? {}) });
  }

  function signedOut() {
    answer = null;
    for (const chat of chats.values()) chat.stop();
    chats.clear();
    void forgetKept(DRIVER_CACHE);
    notice(DRIVER_MESSAGES.signedOut);
  }

  // No-show opens by itself when its time comes.
  function scheduleNoShows() {
    timers.splice(0).forEach(clearTimeout);
    for (const job of answer?.jobs ?? []) {
      const wait = job.noShowFrom ? Date.parse(job.noShowFrom) - now().getTime() : -1;
      if (wait > 0 && wait < 86_400_000)
        timers.push(setTimeout(() => redrawCard(job._id), wait + 500));
    }
  }

  function locationSwitch(): HTMLElement {
    const input = h('input', {
      id: 'share-location',
      type: 'checkbox',
      role: 'switch',
      checked: sharesLocation(),
      onchange: (event: Event) => {
        const on = (event.target as HTMLInputElement).checked;
        setSharesLocation(on);
        // Asks the phone's permission now, not in the middle of a status.
        if (on) void currentPlace();
      },
    });
    // The whole row is the switch's label: a target as wide as the screen.
    return h(
      'label',
      { class: 'switch' },
      input,
      h('span', {}, 'Share my location with each status'),
    );
  }

  // Where the focus was (a control by its id, or by its card and `data-focus` name), to put it
  // back after the list is drawn again.
  function focusPlace(): () => void {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || !main.contains(active)) return () => {};
    const { id } = active;
    const cardId = active.closest('article')?.id;
    const key = active.dataset.focus;
    return () => {
      const again =
        (id ? document.getElementById(id) : null) ??
        (cardId && key
          ? document.getElementById(cardId)?.querySelector<HTMLElement>(`[data-focus="${key}"]`)
          : null);
      again?.focus();
    };
  }

  function drawJobs() {
    if (!answer) return;
    const refocus = focusPlace();
    const at = now();
    const who = document.getElementById('who');
    if (who) who.textContent = answer.driver.name;
    const offline = saved || !navigator.onLine;
    const parts: (Node | false)[] = [
      h('h1', {}, 'Your jobs'),
      offline && h('p', { class: 'offline', role: 'status' }, OFFLINE_SAVED),
      Boolean(problem) && h('p', { class: 'message error', role: 'alert' }, problem),
      h(
        'div',
        { class: 'updated' },
        h('p', {}, updatedAt(answer.generatedAt, at)),
        h(
          'button',
          { id: 'refresh', type: 'button', class: 'button', onclick: () => void showJobs() },
          'Refresh',
        ),
      ),
      locationSwitch(),
      answer.jobs.length === 0 && h('p', { class: 'notice' }, NO_JOBS),
      ...byDay(answer.jobs, at).map(({ title, jobs }, i) =>
        h(
          'section',
          { 'aria-labelledby': `day-${i}` },
          h('h2', { id: `day-${i}` }, title),
          ...jobs.map((job) => card(job, at)),
        ),
      ),
    ];
    main.replaceChildren(...parts.filter((part): part is Node => part !== false));
    // A job gone from the list takes its messages with it.
    for (const [id, chat] of chats) {
      if (!findJob(id)) {
        chat.stop();
        chats.delete(id);
      }
    }
    refocus();
    scheduleNoShows();
  }

  // `quiet`: a refresh the driver did not ask for is not read aloud.
  async function showJobs({ quiet = false } = {}) {
    if (!answer) main.replaceChildren(h('p', { class: 'notice' }, 'Loading your jobs…'));
    const outcome = await loadJobs();
    switch (outcome.kind) {
      case 'ok':
        answer = outcome.value.answer;
        saved = outcome.value.saved;
        problem = '';
        drawJobs();
        if (!quiet) announce(updatedAt(answer.generatedAt, now()));
        if (!saved) {
          void keepPageForOffline({
            workerUrl: DRIVER_WORKER_URL,
            scope: DRIVER_WORKER_SCOPE,
            cache: DRIVER_CACHE,
            pageUrl: DRIVER_PAGE_PATHS.jobs,
            dataUrl: DRIVER_API.jobs,
            data: answer,
          });
        }
        return;
      case 'signed-out':
        return signedOut();
      case 'offline':
        if (answer) {
          saved = true;
          return drawJobs();
        }
        return notice(OFFLINE_NOTHING_KEPT, () => void showJobs());
      case 'refused':
        if (answer) {
          problem = outcome.message || FAILED;
          return drawJobs();
        }
        return notice(outcome.message || FAILED, () => void showJobs());
    }
  }

  // ---------------------------------------------------------------- the personal link

  async function signIn(token: string) {
    main.replaceChildren(h('p', { class: 'notice' }, 'Opening your jobs…'));
    const outcome = await startSession(token);
    if (outcome.kind === 'ok') {
      history.replaceState(null, '', DRIVER_PAGE_PATHS.jobs);
      return showJobs();
    }
    if (outcome.kind === 'offline') {
      return notice(
        'You are offline. Connect to the internet and try again.',
        () => void signIn(token),
      );
    }
    const invalid = outcome.kind === 'signed-out' || [400, 401, 410].includes(outcome.status);
    return notice(
      invalid ? DRIVER_MESSAGES.linkInvalid : outcome.message,
      invalid ? undefined : () => void signIn(token),
    );
  }

  window.addEventListener('online', () => {
    if (window.location.pathname === DRIVER_PAGE_PATHS.jobs) void showJobs();
  });
  window.addEventListener('offline', () => drawJobs());
  // The list (a flight's new time, a student's new message) is read again each minute while the
  // page is in front, and when the driver comes back to it from another app.
  const onJobsPage = () =>
    answer !== null && window.location.pathname === DRIVER_PAGE_PATHS.jobs && navigator.onLine;
  const refresher = setInterval(() => {
    if (onJobsPage() && document.visibilityState === 'visible') void showJobs({ quiet: true });
  }, refreshMs);
  document.addEventListener('visibilitychange', () => {
    if (onJobsPage() && document.visibilityState === 'visible') void showJobs({ quiet: true });
  });

  if (window.location.pathname.replace(/\/+$/, '') === DRIVER_PAGE_PATHS.welcome) {
    const token = window.location.hash.slice(1);
    // The token leaves the address (and so the history) before anything else happens.
    history.replaceState(null, '', DRIVER_PAGE_PATHS.welcome);
    if (!token) notice(DRIVER_MESSAGES.linkInvalid);
    else void signIn(token);
  } else {
    void showJobs();
  }
  // Stops the page's timers (its tests open several pages in one document).
  return () => {
    clearInterval(refresher);
    timers.splice(0).forEach(clearTimeout);
    for (const chat of chats.values()) chat.stop();
  };
}
