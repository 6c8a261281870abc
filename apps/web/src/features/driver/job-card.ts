// One job on the driver's page: when, who, the flight, where, how to reach the student, and
// the one next status (or No-show). Drawn again whole when something changes.
import { DRIVER_NOTE_MAX } from '@landed/shared/driver-page';
import type { DriverJob } from '@landed/shared/schemas/meeting';

import { flightBadge } from '#web/components/back-office/flight-badge.ts';

import { h } from './dom.ts';
import { cardTime, lastStatus, nextStatus, noShow } from './job-rules.ts';

export type Evidence = { note: string; photo: File | null };

// What the page remembers of a card between drawings.
export type CardState = {
  busy: boolean;
  noShowOpen: boolean;
  // No-show's note and photo as the driver gave them, kept while the card is drawn again.
  evidence: Evidence;
  message: { text: string; tone: 'ok' | 'error' } | null;
};

export type CardActions = {
  give: (job: DriverJob) => void;
  openNoShow: (job: DriverJob, open: boolean) => void;
  keepEvidence: (job: DriverJob, evidence: Partial<Evidence>) => void;
  sendNoShow: (job: DriverJob) => void;
};

const detail = (term: string, value: string) =>
  value ? [h('dt', {}, term), h('dd', {}, value)] : [];

function flightLine(job: DriverJob): HTMLElement {
  const badge = flightBadge(job.flight);
  return h(
    'p',
    { class: 'flight' },
    job.flightNumber ? `Flight ${job.flightNumber}` : 'No flight number',
    job.time ? ` · lands ${job.time}` : '',
    badge &&
      h('span', { class: `badge badge-${badge.tone}`, 'data-testid': 'flight-badge' }, badge.label),
  );
}

function contactLinks(job: DriverJob): HTMLElement {
  const { call, sms, whatsapp } = job.contact;
  if (!call && !sms && !whatsapp) return h('p', { class: 'muted' }, 'No phone number given.');
  return h(
    'div',
    { class: 'contact' },
    call && h('a', { class: 'button', href: call }, 'Call'),
    sms && h('a', { class: 'button', href: sms }, 'SMS'),
    whatsapp &&
      h('a', { class: 'button', href: whatsapp, target: '_blank', rel: 'noopener' }, 'WhatsApp'),
  );
}

type CardProps = {
  job: DriverJob;
  state: CardState;
  actions: CardActions;
  now: Date;
  // The job's messages (job-chat.ts), moved into each new drawing of the card.
  chat?: HTMLElement;
};

function noShowForm({ job, state, actions }: Omit<CardProps, 'now' | 'chat'>): HTMLElement {
  const id = `job-${job._id}`;
  const note = h('textarea', {
    id: `${id}-note`,
    name: 'note',
    'data-focus': 'note',
    rows: 3,
    maxlength: DRIVER_NOTE_MAX,
    required: true,
    oninput: (event: Event) =>
      actions.keepEvidence(job, { note: (event.target as HTMLTextAreaElement).value }),
  });
  note.value = state.evidence.note;
  const chosen = h(
    'p',
    { class: 'muted' },
    state.evidence.photo ? `Photo: ${state.evidence.photo.name}` : '',
  );
  const photo = h('input', {
    id: `${id}-photo`,
    name: 'photo',
    type: 'file',
    accept: 'image/*',
    capture: 'environment',
    required: !state.evidence.photo,
    onchange: (event: Event) => {
      const file = (event.target as HTMLInputElement).files?.[0];
      if (!file) return;
      actions.keepEvidence(job, { photo: file });
      chosen.textContent = `Photo: ${file.name}`;
    },
  });
  return h(
    'form',
    {
      class: 'no-show',
      'aria-label': 'No-show',
      novalidate: true,
      onsubmit: (event: Event) => {
        event.preventDefault();
        actions.sendNoShow(job);
      },
    },
    h('label', { for: note.id }, 'What happened'),
    note,
    h('label', { for: photo.id }, 'Photo of the meeting point'),
    photo,
    chosen,
    h(
      'button',
      { type: 'submit', class: 'button danger', disabled: state.busy, 'data-focus': 'send' },
      'Send No-show',
    ),
    h(
      'button',
      { type: 'button', class: 'button', onclick: () => actions.openNoShow(job, false) },
      'Cancel',
    ),
  );
}

function statusPart({ job, state, actions, now }: CardProps) {
  const next = nextStatus(job.status);
  const missing = noShow(job, now);
  const hintId = `job-${job._id}-no-show-hint`;
  return h(
    'div',
    { class: 'status' },
    h('p', { class: 'last' }, lastStatus(job)),
    next &&
      h(
        'button',
        {
          type: 'button',
          class: 'button primary',
          disabled: state.busy,
          'data-focus': 'next',
          onclick: () => actions.give(job),
        },
        next,
      ),
    missing.kind !== 'closed' &&
      !state.noShowOpen &&
      h(
        'button',
        {
          type: 'button',
          class: 'button danger',
          disabled: state.busy || missing.kind === 'wait',
          'aria-describedby': missing.kind === 'wait' ? hintId : null,
          'data-focus': 'no-show',
          onclick: () => actions.openNoShow(job, true),
        },
        'No-show',
      ),
    missing.kind === 'wait' &&
      h(
        'p',
        { id: hintId, class: 'muted' },
        missing.from ? `No-show from ${missing.from}` : 'No-show after the waiting time',
      ),
    missing.kind === 'open' && state.noShowOpen && noShowForm({ job, state, actions }),
    !next && missing.kind === 'closed' && h('p', { class: 'done' }, 'Done'),
    state.busy && h('p', { class: 'muted' }, 'Sending…'),
    state.message &&
      h(
        'p',
        {
          class: `message ${state.message.tone}`,
          role: state.message.tone === 'error' ? 'alert' : null,
        },
        state.message.text,
      ),
  );
}

export function jobCard(props: CardProps): HTMLElement {
  const { job } = props;
  const id = `job-${job._id}`;
  const { label, time } = cardTime(job);
  const { student } = job;
  return h(
    'article',
    { class: 'job', id, tabindex: -1, 'aria-labelledby': `${id}-name` },
    h('p', { class: 'when' }, h('span', { class: 'muted' }, `${label} `), h('strong', {}, time)),
    h(
      'div',
      { class: 'student' },
      student.photoUrl &&
        h('img', {
          src: student.photoUrl,
          alt: `Photo of ${student.name}`,
          width: 64,
          height: 64,
          onerror: (event: Event) => (event.target as HTMLElement).remove(),
        }),
      h(
        'div',
        {},
        h('h3', { id: `${id}-name` }, student.name),
        student.languages.length > 0 &&
          h('p', { class: 'muted' }, `Speaks ${student.languages.join(', ')}`),
      ),
    ),
    flightLine(job),
    h(
      'dl',
      {},
      ...detail('Meeting point', job.meetingPoint),
      ...detail('Destination', job.destinationAddress),
      ...detail('Luggage', job.luggage),
      ...detail('Notes', job.notes),
      ...detail('Booking', job.bookingId),
    ),
    contactLinks(job),
    statusPart(props),
    props.chat,
  );
}
