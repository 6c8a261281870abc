// Partners (issue 27, docs/decisions/091): universities and education agents, their terms,
// their users and their referral links. One schema per boundary, used by the server and the
// back-office's Partners tab.
import { z } from 'zod';

import { formatAbn, isValidAbn } from '../abn.ts';
import { formatMoney } from '../money.ts';
import {
  emailSchema,
  idSchema,
  invitationSentFields,
  isoDateTimeSchema,
  listQuerySchema,
} from './common.ts';

export const PARTNER_KINDS = ['University', 'Agent'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];
export const BILLING_MODES = ['student', 'account'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];
export const COMMISSION_TYPES = ['none', 'percent', 'fixed'] as const;
export type CommissionType = (typeof COMMISSION_TYPES)[number];

// A percentage commission is kept in basis points (1250 = 12.5 %), a fixed one in cents.
export const COMMISSION_PERCENT_MAX = 10_000;
export const COMMISSION_FIXED_MAX_CENTS = 100_000;
export const PAYMENT_TERMS_MAX_DAYS = 90;
export const ALLOWED_LIST_MAX = 100;

// The referral code of /?partner=CODE: upper-case letters and digits (no 0/O/1/I/L, so it can
// be read out over the phone), as generated; what a visitor brings is checked against it.
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
export const referralCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,16}$/, { error: 'Invalid partner code.' });

// How long a referral link's visit attributes the student's own bookings (issue 27 item 7).
export const REFERRAL_WINDOW_DAYS = 30;

export const PARTNER_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: 'Name must be at most 200 characters.',
  abnInvalid: 'Enter a valid ABN (11 digits), or leave it empty.',
  billingEmailRequired: 'Billing e-mail is required.',
  addressTooLong: 'Address must be at most 300 characters.',
  commissionForAgents: 'Only agents earn a commission: choose “No commission” for a university.',
  commissionValueRequired: 'Enter the commission: a percentage or an amount per booking.',
  commissionPercentRange: 'A percentage commission is between 0.01 % and 100 %.',
  commissionFixedRange: 'A fixed commission is between $0.01 and $1,000 per booking.',
  commissionNoneValue: 'No commission means an amount of 0.',
  paymentTermsRange: `Payment terms are between 0 and ${PAYMENT_TERMS_MAX_DAYS} days.`,
  tooManyAllowed: `List at most ${ALLOWED_LIST_MAX} packages or services.`,
  unknownPackage: 'One of the allowed packages does not exist.',
  unknownService: 'One of the allowed services does not exist.',
  nothingToUpdate: 'Nothing to update.',
  notFound: 'Partner not found.',
  inactive: 'This partner is inactive: activate it before inviting its people.',
  alreadyPartnerUser: 'This person already belongs to another partner organisation.',
  alreadyMember: 'This person already uses this partner’s portal.',
  staffCannotBePartner:
    'This person is on the staff team: a partner user is never an administrator. Invite another address.',
  partnerUserCannotBeStaff:
    'This person is a partner user: a partner user is never an administrator. Use another address for staff.',
} as const;

const listOf = (item: z.ZodType<string>) =>
  z
    .array(item)
    .max(ALLOWED_LIST_MAX, { error: PARTNER_MESSAGES.tooManyAllowed })
    .transform((list) => [...new Set(list)]);

const partnerFields = {
  kind: z.enum(PARTNER_KINDS, { error: 'Kind must be University or Agent.' }),
  name: z
    .string({ error: PARTNER_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: PARTNER_MESSAGES.nameRequired })
    .max(200, { error: PARTNER_MESSAGES.nameTooLong }),
  abn: z
    .string()
    .trim()
    .max(20, { error: PARTNER_MESSAGES.abnInvalid })
    .refine((v) => v === '' || isValidAbn(v), { error: PARTNER_MESSAGES.abnInvalid })
    .transform((v) => (v === '' ? '' : formatAbn(v))),
  billingEmail: z
    .string({ error: PARTNER_MESSAGES.billingEmailRequired })
    .trim()
    .min(1, { error: PARTNER_MESSAGES.billingEmailRequired })
    .pipe(emailSchema),
  address: z.string().trim().max(300, { error: PARTNER_MESSAGES.addressTooLong }),
  billingMode: z
    .enum(BILLING_MODES, { error: 'Billing mode must be student or account.' })
    .describe('student: each student pays; account: the partner pays a monthly invoice'),
  commissionType: z
    .enum(COMMISSION_TYPES, { error: 'Commission must be none, percent or fixed.' })
    .describe('Agents only: percent of the booking’s price, or a fixed amount per booking'),
  commissionValue: z
    .number()
    .int()
    .min(0)
    .describe('percent: basis points (1250 = 12.5 %); fixed: cents per booking; none: 0'),
  requiresApproval: z.boolean().describe('Each booking waits for the partner’s approval'),
  allowedPackageIds: listOf(idSchema).describe('Packages it may book; empty: every package'),
  allowedServiceKeys: listOf(z.string().trim().min(1).max(60)).describe(
    'Custom services (their keys) it may book; empty: every service',
  ),
  paymentTermsDays: z
    .number()
    .int()
    .min(0, { error: PARTNER_MESSAGES.paymentTermsRange })
    .max(PAYMENT_TERMS_MAX_DAYS, { error: PARTNER_MESSAGES.paymentTermsRange })
    .describe('Days the partner has to pay its invoice'),
  active: z.boolean().describe('Inactive: its users and its referral link stop working'),
};

export type PartnerTerms = {
  kind: PartnerKind;
  commissionType: CommissionType;
  commissionValue: number;
};

// The rule between kind and commission, checked on a whole partner (a PATCH is checked after
// it is merged with what is stored): the message, or null.
export function partnerTermsProblem(terms: PartnerTerms): string | null {
  const { kind, commissionType, commissionValue } = terms;
  if (commissionType === 'none') {
    return commissionValue === 0 ? null : PARTNER_MESSAGES.commissionNoneValue;
  }
  if (kind !== 'Agent') return PARTNER_MESSAGES.commissionForAgents;
  if (commissionValue <= 0) return PARTNER_MESSAGES.commissionValueRequired;
  if (commissionType === 'percent' && commissionValue > COMMISSION_PERCENT_MAX) {
    return PARTNER_MESSAGES.commissionPercentRange;
  }
  if (commissionType === 'fixed' && commissionValue > COMMISSION_FIXED_MAX_CENTS) {
    return PARTNER_MESSAGES.commissionFixedRange;
  }
  return null;
}

export const createPartnerBodySchema = z
  .strictObject({
    ...partnerFields,
    abn: partnerFields.abn.default(''),
    address: partnerFields.address.default(''),
    billingMode: partnerFields.billingMode.default('student'),
    commissionType: partnerFields.commissionType.default('none'),
    commissionValue: partnerFields.commissionValue.default(0),
    requiresApproval: partnerFields.requiresApproval.default(false),
    allowedPackageIds: partnerFields.allowedPackageIds.default([]),
    allowedServiceKeys: partnerFields.allowedServiceKeys.default([]),
    paymentTermsDays: partnerFields.paymentTermsDays.default(14),
    active: partnerFields.active.default(true),
  })
  .superRefine((body, ctx) => {
    const problem = partnerTermsProblem(body);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['commissionValue'] });
  });
export type CreatePartnerBody = z.input<typeof createPartnerBodySchema>;

// A change: only the fields sent; the commission rule is checked on the merged partner.
export const updatePartnerBodySchema = z
  .strictObject(partnerFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: PARTNER_MESSAGES.nothingToUpdate,
  });
export type UpdatePartnerBody = z.input<typeof updatePartnerBodySchema>;

export const partnerSchema = z.object({
  _id: idSchema,
  kind: z.enum(PARTNER_KINDS),
  name: z.string(),
  abn: z.string(),
  billingEmail: z.string(),
  address: z.string(),
  code: z.string().describe('Referral code: /?partner=CODE'),
  referralPath: z.string().describe('The referral link, without the site address'),
  billingMode: z.enum(BILLING_MODES),
  commissionType: z.enum(COMMISSION_TYPES),
  commissionValue: z.number().int(),
  requiresApproval: z.boolean(),
  allowedPackageIds: z.array(z.string()),
  allowedServiceKeys: z.array(z.string()),
  paymentTermsDays: z.number().int(),
  active: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Partner = z.infer<typeof partnerSchema>;

export const partnersQuerySchema = listQuerySchema.extend({
  search: z.string().trim().max(200).optional().describe('Part of the name, code, ABN or e-mail'),
});
export const partnersResponseSchema = z.object({
  partners: z.array(partnerSchema),
  total: z.number().int(),
});
export const partnerResponseSchema = z.object({ partner: partnerSchema });

// A partner's people, as staff see them.
export const partnerMemberSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  mfaEnabled: z.boolean(),
  suspended: z.boolean(),
});
export type PartnerMember = z.infer<typeof partnerMemberSchema>;

export const partnerInvitationSchema = z.object({
  _id: idSchema,
  email: z.string(),
  name: z.string(),
  ...invitationSentFields,
});
export type PartnerInvitation = z.infer<typeof partnerInvitationSchema>;

export const partnerDetailResponseSchema = z.object({
  partner: partnerSchema,
  users: z.array(partnerMemberSchema),
  invitations: z.array(partnerInvitationSchema).describe('Open ones, expired included'),
});
export type PartnerDetail = z.infer<typeof partnerDetailResponseSchema>;

export const invitePartnerUserBodySchema = z.strictObject({
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .min(1, { error: 'Email is required.' })
    .pipe(emailSchema),
  name: z
    .string({ error: PARTNER_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: PARTNER_MESSAGES.nameRequired })
    .max(100, { error: 'Name must be at most 100 characters.' }),
});
export type InvitePartnerUserBody = z.input<typeof invitePartnerUserBodySchema>;
export const invitePartnerUserResponseSchema = z.object({ invitation: partnerInvitationSchema });

// GET /api/partner/me: the signed-in partner user and their organisation with its terms.
export const partnerMeResponseSchema = z.object({
  user: z.object({ _id: idSchema, name: z.string(), email: z.string() }),
  partner: partnerSchema,
});
export type PartnerMe = z.infer<typeof partnerMeResponseSchema>;

// POST /api/public/referrals {code}: a referral link's code, checked on the server, answered
// with the partner's name and a ticket the browser keeps (first-party storage, 30 days) and
// hands over once the student is signed in: POST /api/user/referral {ticket}
// (docs/decisions/092).
export const referralBodySchema = z.strictObject({ code: referralCodeSchema });
export const referralResponseSchema = z.object({
  partner: z.object({ name: z.string(), code: z.string() }),
  ticket: z.string().describe('Signed: the partner and when the link was opened'),
  expiresAt: isoDateTimeSchema.describe('When the ticket stops attributing bookings'),
});
export type ReferralResponse = z.infer<typeof referralResponseSchema>;
export const referralTicketBodySchema = z.strictObject({
  ticket: z.string().max(300, { error: 'Invalid referral ticket.' }),
  replace: z
    .boolean()
    .optional()
    .describe(
      "The student's answer when the account already holds another partner's link: true takes this one, false keeps the other (docs/decisions/106)",
    ),
});
export const referralTicketResponseSchema = z.object({
  attributed: z
    .boolean()
    .describe('false: the ticket was void, expired, or its partner is no longer active'),
  partner: z.object({ name: z.string() }).nullable(),
  choice: z
    .object({ current: z.object({ name: z.string() }), offered: z.object({ name: z.string() }) })
    .nullable()
    .describe(
      "The account holds another partner's link still in force and `replace` was not sent: nothing changed; ask the student which to keep and send the ticket again with `replace`",
    ),
});
export type ReferralTicketResponse = z.infer<typeof referralTicketResponseSchema>;

// A partner's terms in words, as the back-office and the partner portal show them (both in
// English, docs/decisions/091).
export function commissionText(partner: Pick<Partner, 'commissionType' | 'commissionValue'>) {
  if (partner.commissionType === 'percent') return `${partner.commissionValue / 100} % per booking`;
  if (partner.commissionType === 'fixed') {
    return `${formatMoney(partner.commissionValue)} per booking`;
  }
  return 'No commission';
}

export function billingText(partner: Pick<Partner, 'billingMode' | 'paymentTermsDays'>) {
  return partner.billingMode === 'account'
    ? `On account: one invoice a month, due in ${partner.paymentTermsDays} days`
    : 'Each student pays for their own booking';
}
