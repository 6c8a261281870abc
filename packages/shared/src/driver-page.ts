// The driver's phone page (issue 35, docs/decisions/131): the statuses, texts and addresses it
// shares with the server, without zod, so that the page's small script does not carry a
// validation library (./schemas/meeting.ts re-exports them beside the schemas).

// In this order; No-show instead of the last two, only after the waiting time (item 2).
export const DRIVER_STATUSES = [
  'On my way',
  'At the meeting point',
  'Met the student',
  'Dropped off',
  'No-show',
] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

export const DRIVER_NOTE_MAX = 1000;

// The chat on a job (docs/decisions/134), also on the driver's page.
export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_MESSAGES = {
  closed: 'This booking ended more than a week ago, so its messages are closed.',
} as const;

export const DRIVER_MESSAGES = {
  linkInvalid: 'This link is not valid any more. Ask the office for a new one.',
  signedOut: 'Open your personal link again to see your jobs.',
  notYourJob: 'Booking not found.',
  wrongOrder: 'That status does not follow the last one.',
  noShowTooEarly: 'No-show can be given only after the waiting time.',
  noShowEvidence: 'A No-show needs a note and a photo.',
  notPickupDay: 'Statuses can be given from the day before the pickup to the day after it.',
  photoNotFound: 'Photo not found.',
  signedOutDone: 'Signed out on this device.',
  statusSaved: 'Status saved.',
} as const;

// The page's addresses: its own HTML page (apps/web/driver.html), not the app's shell. The
// personal link is `${welcome}#<token>`: a fragment never reaches a server or a log.
export const DRIVER_PAGE_PATHS = {
  jobs: '/driver',
  welcome: '/driver/welcome',
} as const;
