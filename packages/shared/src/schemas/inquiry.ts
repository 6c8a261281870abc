import { z } from 'zod';

import {
  INQUIRY_STATUSES,
  INQUIRY_TYPES,
  LIST_LIMIT_MAX,
  MAIL_STATUSES,
  MESSAGES,
} from '../constants.ts';
import { emailSchema, idSchema, isoDateTimeSchema } from './common.ts';

export const INQUIRY_MESSAGES = {
  typeRequired: 'Please choose an inquiry type.',
  messageRequired: 'Message is required.',
  messageTooLong: 'Message must be at most 5000 characters.',
  thankYou: "Thank you! We'll get back to you soon.",
  failed: 'Your message could not be sent. Please try again.',
} as const;

// The contact form (public §2 Contact, §5: all four fields required).
export const inquiryBodySchema = z.strictObject({
  name: z
    .string({ error: MESSAGES.nameRequired })
    .trim()
    .min(1, { error: MESSAGES.nameRequired })
    .max(100, { error: 'Name must be at most 100 characters.' }),
  email: emailSchema,
  type: z.enum(INQUIRY_TYPES, { error: INQUIRY_MESSAGES.typeRequired }),
  message: z
    .string({ error: INQUIRY_MESSAGES.messageRequired })
    .trim()
    .min(1, { error: INQUIRY_MESSAGES.messageRequired })
    .max(5000, { error: INQUIRY_MESSAGES.messageTooLong }),
});
export type InquiryBody = z.infer<typeof inquiryBodySchema>;

export const inquiryCreatedResponseSchema = z.object({
  message: z.string(),
  inquiry: z.object({ _id: idSchema }),
});

// A reply sent from the back-office (docs/decisions/063), kept with the inquiry as its thread.
export const REPLY_MESSAGES = {
  required: 'Write a reply first.',
  tooLong: 'A reply must be at most 5000 characters.',
  tooMany: 'You have sent many replies in the last hour. Please wait a little before sending more.',
  sent: 'Reply sent.',
  failed: 'Your reply could not be sent. Please try again.',
} as const;

export const inquiryReplyBodySchema = z.strictObject({
  message: z
    .string({ error: REPLY_MESSAGES.required })
    .trim()
    .min(1, { error: REPLY_MESSAGES.required })
    .max(5000, { error: REPLY_MESSAGES.tooLong }),
});
export type InquiryReplyBody = z.infer<typeof inquiryReplyBodySchema>;

export const inquiryReplySchema = z.object({
  _id: idSchema,
  author: z.string().describe('The administrator who wrote it, as named when it was sent'),
  message: z.string(),
  createdAt: isoDateTimeSchema,
  delivery: z
    .enum(MAIL_STATUSES)
    .nullable()
    .describe("The reply e-mail's state in the outbox (null once the outbox row is gone)"),
});
export type InquiryReply = z.infer<typeof inquiryReplySchema>;

// An inquiry as administrators see it (admin §3).
export const inquirySchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  type: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  assigned: idSchema.nullable().describe('The administrator it is assigned to, if any'),
  note: z.string(),
  replies: z.array(inquiryReplySchema).describe('The replies sent, oldest first'),
  date: isoDateTimeSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Inquiry = z.infer<typeof inquirySchema>;

export const inquiryListQuerySchema = z.strictObject({
  status: z.enum(INQUIRY_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_MAX),
  page: z.coerce.number().int().min(1).default(1),
});
export type InquiryListQuery = z.infer<typeof inquiryListQuerySchema>;

export const inquiryListResponseSchema = z.object({
  inquiries: z.array(inquirySchema),
  total: z.number().int(),
  unread: z.number().int(),
});
