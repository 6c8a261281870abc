// The driver's phone page with the network faked at its edge (fetch): the personal link's
// sign-in and its fragment, the next status only, No-show's gate and evidence, the place with
// consent, and what the driver reads when offline or refused.
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DRIVER_MESSAGES } from '@landed/shared/driver-page';
import type { DriverJob } from '@landed/shared/schemas/meeting';

import { driverJob, driverJobs } from '#web/test/driver-jobs.ts';

import { OFFLINE_STATUS } from './driver-api.ts';
import { OFFLINE_NOTHING_KEPT, startDriverPage } from './driver-page.ts';
import { CHAT_TEXTS } from './job-chat.ts';

type Call = { url: string; method: string; body: BodyInit | null | undefined };
const NOW = new Date('2026-11-30T04:00:00.000Z'); // 15:00 in Melbourne

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let calls: Call[] = [];
// The server: `answer` for each request, or a network failure when it throws.
function serve(answer: (call: Call) => Response) {
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call = { url, method: init.method ?? 'GET', body: init.body };
    calls.push(call);
    return answer(call);
  });
}

let closePage = () => {};
function open(address: string, options?: { refreshMs?: number }) {
  window.history.replaceState(null, '', address);
  const root = document.createElement('div');
  document.body.replaceChildren(root);
  closePage = startDriverPage(root, { now: () => NOW, ...options });
}

const STUDENT = 'Minh Anh Tran';
// The card as it is now: a card is drawn again whole when it changes.
const card = () => within(screen.getByRole('article', { name: STUDENT }));
const shown = () => screen.findByRole('article', { name: STUDENT });
const sentBodies = () =>
  calls.filter((c) => c.url.endsWith('/status')).map((c) => JSON.parse(String(c.body)));

beforeEach(() => {
  document.body.replaceChildren();
});
afterEach(() => {
  closePage();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the personal link', () => {
  it('exchanges the token for a session, takes it out of the address and shows the jobs', async () => {
    serve(({ url }) =>
      url === '/api/driver/session'
        ? new Response(null, { status: 204 })
        : json(driverJobs([driverJob()])),
    );
    open('/driver/welcome#tok-123');
    // Out of the address at once, before the answer.
    expect(window.location.hash).toBe('');
    await shown();
    expect(window.location.pathname).toBe('/driver');
    expect(window.location.hash).toBe('');
    expect(calls[0]).toMatchObject({ url: '/api/driver/session', method: 'POST' });
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ token: 'tok-123' });
  });

  it.each([400, 401, 410])('says the link is not valid on %s', async (status) => {
    serve(() => json({ message: 'Gone' }, status));
    open('/driver/welcome#old-token');
    expect(await screen.findByRole('alert')).toHaveTextContent(DRIVER_MESSAGES.linkInvalid);
    expect(window.location.hash).toBe('');
    expect(calls.map((c) => c.url)).toEqual(['/api/driver/session']);
  });

  it('says so without a token, asking nothing of the server', async () => {
    serve(() => json({}));
    open('/driver/welcome');
    expect(await screen.findByRole('alert')).toHaveTextContent(DRIVER_MESSAGES.linkInvalid);
    expect(calls).toEqual([]);
  });
});

describe('the jobs', () => {
  it('asks a signed-out driver to open their link again', async () => {
    serve(() => json({ message: 'Sign in.' }, 401));
    open('/driver');
    expect(await screen.findByRole('alert')).toHaveTextContent(DRIVER_MESSAGES.signedOut);
  });

  it('shows everything the driver needs on the card, and when the list was made', async () => {
    serve(() =>
      json(driverJobs([driverJob({ student: { ...driverJob().student, photoUrl: '/p.jpg' } })])),
    );
    open('/driver');
    await shown();
    expect(
      screen.getByText('Last updated 13:00 (Melbourne time)', { selector: '.updated p' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(card().getByText('14:35')).toBeInTheDocument();
    expect(card().getByRole('img', { name: 'Photo of Minh Anh Tran' })).toHaveAttribute(
      'src',
      '/p.jpg',
    );
    expect(card().getByText('Speaks Vietnamese, English')).toBeInTheDocument();
    expect(card().getByText(/Flight SQ207/)).toBeInTheDocument();
    expect(card().getByTestId('flight-badge')).toHaveTextContent('+95 min');
    expect(card().getByText('Arrivals hall, T2, by the Travelex counter')).toBeInTheDocument();
    expect(card().getByText('Two large suitcases')).toBeInTheDocument();
    expect(card().getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+61400000000');
    expect(card().getByRole('link', { name: 'SMS' })).toHaveAttribute('href', 'sms:+61400000000');
    expect(card().getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/61400000000',
    );
  });

  it('offers only the next status, and the one after once it is saved', async () => {
    const before = driverJob({ status: 'On my way' });
    const after: DriverJob = { ...before, status: 'At the meeting point' };
    serve(({ url }) =>
      url.endsWith('/status') ? json({ job: after }) : json(driverJobs([before])),
    );
    open('/driver');
    await shown();
    expect(card().queryByRole('button', { name: 'On my way' })).toBeNull();
    expect(card().queryByRole('button', { name: 'Met the student' })).toBeNull();
    fireEvent.click(card().getByRole('button', { name: 'At the meeting point' }));
    expect(
      await waitFor(() => card().getByRole('button', { name: 'Met the student' })),
    ).toHaveFocus();
    expect(card().getByText(DRIVER_MESSAGES.statusSaved)).toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe(`/api/driver/jobs/${before._id}/status`);
    // No place without the driver's consent.
    expect(sentBodies()).toEqual([{ status: 'At the meeting point' }]);
  });

  it('says plainly that a status given offline was not sent', async () => {
    serve(({ url }) => {
      if (url.endsWith('/status')) throw new TypeError('Failed to fetch');
      return json(driverJobs([driverJob()]));
    });
    open('/driver');
    await shown();
    fireEvent.click(card().getByRole('button', { name: 'On my way' }));
    expect(await waitFor(() => card().getByRole('alert'))).toHaveTextContent(OFFLINE_STATUS);
    expect(card().getByRole('button', { name: 'On my way' })).toBeEnabled();
  });

  it("shows the server's refusal (409)", async () => {
    serve(({ url }) =>
      url.endsWith('/status')
        ? json({ message: DRIVER_MESSAGES.wrongOrder }, 409)
        : json(driverJobs([driverJob()])),
    );
    open('/driver');
    await shown();
    fireEvent.click(card().getByRole('button', { name: 'On my way' }));
    expect(await waitFor(() => card().getByRole('alert'))).toHaveTextContent(
      DRIVER_MESSAGES.wrongOrder,
    );
  });

  it('keeps the jobs on the screen when a refresh fails, saying why', async () => {
    let first = true;
    serve(() => {
      if (first) {
        first = false;
        return json(driverJobs([driverJob()]));
      }
      return json({ message: 'The server is busy.' }, 500);
    });
    open('/driver');
    await shown();
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    refresh.focus();
    fireEvent.click(refresh);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy.');
    expect(screen.getByRole('article', { name: STUDENT })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus();
  });

  it('says when nothing is kept and the network is gone', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    open('/driver');
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_NOTHING_KEPT);
  });

  it('sends the place with each status once the driver has said yes', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: -37.67, longitude: 144.84 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, onLine: true, geolocation: { getCurrentPosition } });
    const job = driverJob();
    serve(({ url }) =>
      url.endsWith('/status')
        ? json({ job: { ...job, status: 'On my way' } })
        : json(driverJobs([job])),
    );
    open('/driver');
    await shown();
    const share = screen.getByRole('switch', { name: 'Share my location with each status' });
    expect(share).not.toBeChecked();
    fireEvent.click(share);
    expect(window.localStorage.getItem('landed-driver-share-location')).toBe('1');
    fireEvent.click(card().getByRole('button', { name: 'On my way' }));
    await waitFor(() => card().getByText(DRIVER_MESSAGES.statusSaved));
    expect(sentBodies()).toEqual([{ status: 'On my way', lat: -37.67, lng: 144.84 }]);
  });
});

describe('No-show', () => {
  const waiting = driverJob({ status: 'At the meeting point' });

  it('is closed until the waiting time is over, saying from when', async () => {
    serve(() => json(driverJobs([{ ...waiting, noShowFrom: '2026-11-30T05:40:00.000Z' }])));
    open('/driver');
    await shown();
    expect(card().getByRole('button', { name: 'No-show' })).toBeDisabled();
    expect(card().getByRole('button', { name: 'No-show' })).toHaveAccessibleDescription(
      'No-show from 16:40',
    );
  });

  it('asks a note and a photo, uploads the photo, then sends the status with both', async () => {
    const open_ = { ...waiting, noShowFrom: '2026-11-30T03:40:00.000Z' };
    serve(({ url }) => {
      if (url.endsWith('/photo')) return json({ photoId: '0190a6c1-0000-7000-8000-0000000000f1' });
      if (url.endsWith('/status')) return json({ job: { ...open_, status: 'No-show' } });
      return json(driverJobs([open_]));
    });
    open('/driver');
    await shown();
    fireEvent.click(card().getByRole('button', { name: 'No-show' }));
    const note = card().getByLabelText('What happened');
    expect(note).toHaveFocus();
    fireEvent.input(note, { target: { value: 'Waited 60 minutes, no answer on the phone.' } });
    fireEvent.click(card().getByRole('button', { name: 'Send No-show' }));
    expect(await waitFor(() => card().getByRole('alert'))).toHaveTextContent(
      DRIVER_MESSAGES.noShowEvidence,
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    const photo = card().getByLabelText('Photo of the meeting point');
    expect(photo).toHaveAttribute('capture', 'environment');
    expect(photo).toHaveAttribute('accept', 'image/*');
    const file = new File(['jpeg'], 'hall.jpg', { type: 'image/jpeg' });
    fireEvent.change(photo, { target: { files: [file] } });
    fireEvent.click(card().getByRole('button', { name: 'Send No-show' }));
    await waitFor(() => card().getByText('Done'));
    const upload = calls.find((c) => c.url.endsWith('/photo'))!;
    expect(upload.url).toBe(`/api/driver/jobs/${open_._id}/photo`);
    expect((upload.body as FormData).get('photo')).toBe(file);
    expect(sentBodies()).toEqual([
      {
        status: 'No-show',
        note: 'Waited 60 minutes, no answer on the phone.',
        photoId: '0190a6c1-0000-7000-8000-0000000000f1',
      },
    ]);
  });
});

describe("the job's messages", () => {
  const JOB = driverJob({ unreadMessages: 2 });
  const MESSAGES = `/api/driver/jobs/${JOB._id}/messages`;
  const NAMES = { student: 'Minh', dispatch: 'Hoa', driver: 'Tom' } as const;
  const from = (author: keyof typeof NAMES, text: string) => ({
    _id: `0190a6c1-0000-7000-8000-00000000010${text.length % 10}`,
    author,
    authorName: NAMES[author],
    text,
    createdAt: '2026-11-30T03:58:00.000Z',
  });

  it('shows how many are new, reads them when opened, and sends one to the student and the office', async () => {
    const said = [
      from('student', 'I am at door 4, blue jacket'),
      from('dispatch', 'Minh is out of customs'),
    ];
    serve(({ url, method, body }) => {
      if (url === MESSAGES && method === 'POST') {
        return json({ message: from('driver', JSON.parse(String(body)).text) }, 201);
      }
      if (url === MESSAGES) return json({ messages: said, open: true });
      return json(driverJobs([JOB]));
    });
    open('/driver');
    await shown();
    const toggle = card().getByText(`${CHAT_TEXTS.title} · 2 new`);
    // Nothing is read until the driver opens them.
    expect(calls.some((c) => c.url === MESSAGES)).toBe(false);
    fireEvent.click(toggle);
    const log = await waitFor(() => card().getByRole('list', { name: CHAT_TEXTS.title }));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    expect(log).toHaveTextContent('Minh (student) · 14:58');
    expect(log).toHaveTextContent('I am at door 4, blue jacket');
    expect(log).toHaveTextContent('Hoa (office)');
    expect(card().getByText(CHAT_TEXTS.title)).toBeInTheDocument();

    // An empty message is not sent.
    fireEvent.click(card().getByRole('button', { name: CHAT_TEXTS.send }));
    expect(await waitFor(() => card().getByRole('alert'))).toHaveTextContent(
      CHAT_TEXTS.writeSomething,
    );
    const box = card().getByRole('textbox', { name: CHAT_TEXTS.label });
    fireEvent.input(box, { target: { value: '  Coming to door 4 now  ' } });
    fireEvent.click(card().getByRole('button', { name: CHAT_TEXTS.send }));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3));
    expect(log).toHaveTextContent('You · 14:58');
    expect(box).toHaveValue('');
    expect(JSON.parse(String(calls.find((c) => c.method === 'POST')!.body))).toEqual({
      text: 'Coming to door 4 now',
    });
  });

  it("reads the list again by itself, so a student's new message shows without a tap", async () => {
    let unreadMessages = 0;
    serve(() => json(driverJobs([{ ...JOB, unreadMessages }])));
    open('/driver', { refreshMs: 50 });
    await shown();
    expect(card().getByText(CHAT_TEXTS.title)).toBeInTheDocument();
    unreadMessages = 1;
    expect(
      await waitFor(() => card().getByText(`${CHAT_TEXTS.title} · 1 new`), { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('keeps what the driver is typing when the card is drawn again, and says when it could not go', async () => {
    const after: DriverJob = { ...JOB, status: 'On my way' };
    serve(({ url, method }) => {
      if (url === MESSAGES && method === 'POST') throw new TypeError('Failed to fetch');
      if (url === MESSAGES) return json({ messages: [], open: true });
      if (url.endsWith('/status')) return json({ job: after });
      return json(driverJobs([JOB]));
    });
    open('/driver');
    await shown();
    fireEvent.click(card().getByText(`${CHAT_TEXTS.title} · 2 new`));
    expect(await waitFor(() => card().getByText(CHAT_TEXTS.empty))).toBeInTheDocument();
    fireEvent.input(card().getByRole('textbox', { name: CHAT_TEXTS.label }), {
      target: { value: 'Parking now' },
    });
    fireEvent.click(card().getByRole('button', { name: 'On my way' }));
    await waitFor(() => card().getByText(DRIVER_MESSAGES.statusSaved));
    expect(card().getByRole('textbox', { name: CHAT_TEXTS.label })).toHaveValue('Parking now');
    fireEvent.click(card().getByRole('button', { name: CHAT_TEXTS.send }));
    expect(await waitFor(() => card().getByRole('alert'))).toHaveTextContent(CHAT_TEXTS.offline);
    expect(card().getByRole('textbox', { name: CHAT_TEXTS.label })).toHaveValue('Parking now');
  });
});
