// Meeting at the airport (issue 35): the driver's own page and its statuses, what the student
// sees of who is coming, messages that reach a student without a local SIM, and the chat on
// the pass. One contract for the server, the driver's page, the pass and the board.
import { z } from 'zod';

import { CHAT_MESSAGE_MAX, DRIVER_NOTE_MAX, DRIVER_STATUSES } from '../driver-page.ts';
import { idSchema, isoDateTimeSchema } from './common.ts';
import { bookingFlightSchema } from './flights.ts';

// ------------------------------------------------------------------ driver's statuses

// The statuses, the note's length and the page's texts live without zod (../driver-page.ts).
export {
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES,
  DRIVER_MESSAGES,
  DRIVER_NOTE_MAX,
  DRIVER_STATUSES,
} from '../driver-page.ts';
export type { DriverStatus } from '../driver-page.ts';

export const driverStatusBodySchema = z.strictObject({
  status: z.enum(DRIVER_STATUSES),
  note: z.string().trim().max(DRIVER_NOTE_MAX).optional(),
  // Only with the driver's consent (the page asks); kept 30 days.
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  // No-show's evidence: an upload made by POST /api/driver/jobs/{bookingId}/photo.
  photoId: idSchema.optional(),
});
export type DriverStatusBody = z.infer<typeof driverStatusBodySchema>;

// One status as the student, staff and the partner see it: time, never the place.
export const driverStatusEventSchema = z.object({
  status: z.enum(DRIVER_STATUSES),
  at: isoDateTimeSchema,
});
export type DriverStatusEvent = z.infer<typeof driverStatusEventSchema>;

// ------------------------------------------------------------------ driver's page

export const driverAccessLinkSchema = z.object({
  url: z.string().describe("The driver's personal sign-in link; shown and mailed now only"),
  expiresAt: isoDateTimeSchema.describe('When the link stops opening (not the session it opens)'),
});
export type DriverAccessLink = z.infer<typeof driverAccessLinkSchema>;

export const driverJobSchema = z.object({
  _id: idSchema.describe("The booking's id"),
  bookingId: z.string().describe('Human reference such as BK-7K2M9Q'),
  date: z.string().describe('Arrival day, YYYY-MM-DD (Melbourne)'),
  pickupDate: z.string().describe("The pickup's day, YYYY-MM-DD (Melbourne)"),
  time: z.string().describe("Arrival time HH:MM (Melbourne), '' when not given"),
  pickupTime: isoDateTimeSchema.nullable().describe("The driver's call time (decision 121)"),
  flightNumber: z.string(),
  flight: bookingFlightSchema,
  student: z.object({
    name: z.string(),
    phone: z.string().describe("'' when not given"),
    photoUrl: z.string().nullable().describe("The student's photo, when they uploaded one"),
    languages: z.array(z.string()),
  }),
  meetingPoint: z.string(),
  destinationAddress: z.string(),
  luggage: z.string().describe("What the student said of their luggage ('' when nothing)"),
  notes: z.string(),
  status: z.enum(DRIVER_STATUSES).nullable().describe('The last status given; null: none yet'),
  statuses: z.array(driverStatusEventSchema),
  noShowFrom: isoDateTimeSchema
    .nullable()
    .describe('From when No-show may be given (the waiting time after landing)'),
  unreadMessages: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe("Messages on the job (the student's, the office's) the driver has not read"),
  contact: z.object({
    call: z.string().describe("tel: link ('' without a phone)"),
    sms: z.string().describe("sms: link ('' without a phone)"),
    whatsapp: z.string().describe("wa.me link ('' without a phone)"),
  }),
});
export type DriverJob = z.infer<typeof driverJobSchema>;

export const driverJobsResponseSchema = z.object({
  driver: z.object({ _id: idSchema, name: z.string() }),
  jobs: z.array(driverJobSchema).describe("Today's and tomorrow's jobs, by pickup time"),
  generatedAt: isoDateTimeSchema,
});
export type DriverJobsResponse = z.infer<typeof driverJobsResponseSchema>;

export const driverJobResponseSchema = z.object({ job: driverJobSchema });

// The link's token, from the page's address fragment, exchanged for a session cookie. Any
// string: a mangled link gets the same answer as a used one.
export const driverSessionBodySchema = z.strictObject({
  token: z
    .string({ error: 'This link is not valid any more. Ask the office for a new one.' })
    .min(1, { error: 'This link is not valid any more. Ask the office for a new one.' })
    .max(512, { error: 'This link is not valid any more. Ask the office for a new one.' }),
});
export const driverSessionResponseSchema = z.object({
  driver: z.object({ _id: idSchema, name: z.string() }),
  expiresAt: isoDateTimeSchema.describe('When this device is signed out (30 days)'),
});
export const driverPhotoResponseSchema = z.object({
  photoId: idSchema.describe("For the status's photoId (a No-show's evidence)"),
});
export const driverSessionsEndedSchema = z.object({
  ended: z.number().int().describe('How many sessions (devices) were signed out'),
});

// A job photo: one image, the field "photo".
export const DRIVER_PHOTO_UPLOAD = {
  maxBytes: 8 * 1024 * 1024,
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/heic'],
  accept: 'image/*',
} as const;
export const DRIVER_PHOTO_MESSAGES = {
  notMultipart: 'Upload the photo as multipart/form-data in the field "photo".',
  noFile: 'photo: Take or choose a photo.',
  empty: 'photo: The file is empty.',
  tooLarge: 'The photo is larger than 8 MB.',
  wrongType: 'Only PNG, JPEG, WebP or HEIC photos can be uploaded.',
} as const;

// ------------------------------------------------------------------ messages to the student

export const MESSAGE_CHANNELS = ['push', 'sms', 'whatsapp', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

// The arrival-day sequence (item 4), each sent once per booking whichever instance sends it.
export const ARRIVAL_MESSAGE_KINDS = [
  'driver-assigned',
  'flight-landed',
  'driver-at-meeting-point',
  'picked-up',
  'chat',
] as const;
export type ArrivalMessageKind = (typeof ARRIVAL_MESSAGE_KINDS)[number];

export const pushSubscriptionBodySchema = z.strictObject({
  endpoint: z.url().max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.strictObject({ endpoint: z.url().max(2000) });

// The VAPID public key a browser subscribes with (GET /api/user/push-subscriptions/key).
export const pushKeyResponseSchema = z.object({
  publicKey: z.string().describe("The server's VAPID public key, URL-safe base64"),
});

export const PUSH_MESSAGES = {
  notOffered: 'Push messages are not offered.',
  endpointNotAllowed: "This browser's push service is not accepted.",
} as const;

export const messagingOptInSchema = z.object({
  push: z.boolean().describe('This account has at least one push subscription'),
  sms: z.boolean(),
  whatsapp: z.boolean(),
  available: z
    .object({ push: z.boolean(), sms: z.boolean(), whatsapp: z.boolean() })
    .describe('What the business offers (SMS/WhatsApp only with Twilio keys)'),
});
export type MessagingOptIn = z.infer<typeof messagingOptInSchema>;

export const messagingOptInBodySchema = z
  .strictObject({ sms: z.boolean().optional(), whatsapp: z.boolean().optional() })
  .refine((b) => b.sms !== undefined || b.whatsapp !== undefined, {
    error: 'Nothing to change.',
  });

// ------------------------------------------------------------------ chat on the pass

export const CHAT_AUTHORS = ['student', 'dispatch', 'driver'] as const;

export const chatMessageSchema = z.object({
  _id: idSchema,
  author: z.enum(CHAT_AUTHORS),
  authorName: z.string().describe('The first name of who wrote it'),
  text: z.string(),
  createdAt: isoDateTimeSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessagesResponseSchema = z.object({
  messages: z.array(chatMessageSchema),
  // Added by the chat (docs/decisions/134); optional so that answers built without it still
  // parse.
  open: z
    .boolean()
    .optional()
    .describe('Whether new messages are taken (closed a week after the booking ended)'),
});
export const chatMessageBodySchema = z.strictObject({
  text: z.string().trim().min(1, { error: 'Write a message.' }).max(CHAT_MESSAGE_MAX),
});
export const chatMessageResponseSchema = z.object({ message: chatMessageSchema });

// How many messages the team has not read, per booking (the arrivals board's Messages count).
export const chatUnreadResponseSchema = z.object({
  unread: z.array(z.object({ bookingId: idSchema, count: z.number().int().min(1) })),
});
export type ChatUnreadResponse = z.infer<typeof chatUnreadResponseSchema>;
