import { z } from 'zod';

import { ADMIN_ROLES, MESSAGES } from '../constants.ts';
import {
  emailSchema,
  idSchema,
  isoDateTimeSchema,
  localeSchema,
  passwordSchema,
} from './common.ts';

export const nameSchema = z
  .string({ error: MESSAGES.nameRequired })
  .trim()
  .min(1, { error: MESSAGES.nameRequired })
  .max(100, { error: 'Name must be at most 100 characters.' });

export const loginBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  // The language of the page the account was made on; English when absent (docs/decisions/072).
  locale: localeSchema.optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

// The signup form adds the confirmation, which never leaves the browser.
export const signupFormSchema = registerBodySchema
  .extend({ confirmPassword: z.string().min(1, { error: MESSAGES.passwordsDoNotMatch }) })
  .refine((v) => v.password === v.confirmPassword, {
    error: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type SignupForm = z.infer<typeof signupFormSchema>;

// Who a user is, as both the session (below) and GET /api/user/me (./user.ts) name them.
export const userIdentityFields = {
  _id: idSchema,
  id: idSchema,
  name: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  adminRole: z.enum(ADMIN_ROLES).nullable(),
};

export const sessionUserSchema = z.object({
  ...userIdentityFields,
  // False until the user opens the link mailed to the address (docs/decisions/050). Optional
  // for users stored by a web app older than the field.
  emailVerified: z.boolean().optional(),
  // Two-factor sign-in is on (docs/decisions/054). Optional like emailVerified.
  mfaEnabled: z.boolean().optional(),
  // The partner organisation of a partner user (issue 27; they use /partner), else null.
  // Optional like emailVerified.
  partnerId: idSchema.nullable().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authResponseSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

// ---------------------------------------------------------------- two-factor sign-in

// What a sign-in (password, Google, password reset) answers for a user with two-factor on:
// no session yet, a token for POST /api/auth/login/mfa, valid 5 minutes.
export const mfaChallengeSchema = z.object({
  mfaRequired: z.literal(true),
  mfaToken: z.string(),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

export const signInResponseSchema = z.union([authResponseSchema, mfaChallengeSchema]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export function isMfaChallenge(response: SignInResponse): response is MfaChallenge {
  return 'mfaRequired' in response && response.mfaRequired === true;
}

// A six-digit code from the authenticator app, or a recovery code ("abcde-fghjk").
export const mfaCodeSchema = z
  .string({ error: MESSAGES.mfaCodeFormat })
  .trim()
  .min(6, { error: MESSAGES.mfaCodeFormat })
  .max(32, { error: MESSAGES.mfaCodeFormat });

export const loginMfaBodySchema = z.strictObject({
  mfaToken: z
    .string({ error: MESSAGES.mfaChallengeExpired })
    .min(1, { error: MESSAGES.mfaChallengeExpired })
    .max(2048, { error: MESSAGES.mfaChallengeExpired }),
  code: mfaCodeSchema,
});
export type LoginMfaBody = z.infer<typeof loginMfaBodySchema>;

// Enrolment: the secret to type in, the otpauth:// URL the QR code holds, and the QR code
// itself as an SVG data URL.
export const totpSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

export const totpEnableBodySchema = z.strictObject({ code: mfaCodeSchema });
export type TotpEnableBody = z.infer<typeof totpEnableBodySchema>;

// Shown once: only their hashes are kept.
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

export const mfaDisableBodySchema = z.strictObject({
  // Accounts without a password (Google) confirm with a fresh sign-in instead.
  currentPassword: z.string().max(256).optional(),
  code: mfaCodeSchema,
});
export type MfaDisableBody = z.infer<typeof mfaDisableBodySchema>;

export const mfaStatusResponseSchema = z.object({
  enabled: z.boolean(),
  // Unused recovery codes; 0 when two-factor is off.
  recoveryCodesLeft: z.number().int(),
  // Administrators cannot turn it off while ADMIN_MFA=required.
  required: z.boolean(),
});
export type MfaStatusResponse = z.infer<typeof mfaStatusResponseSchema>;

// ---------------------------------------------------------------- password recovery

export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const forgotPasswordResponseSchema = z.object({ message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

// Any string: a mangled link gets the same answer as an expired one.
const resetTokenSchema = z
  .string({ error: MESSAGES.resetLinkInvalid })
  .max(512, { error: MESSAGES.resetLinkInvalid });

export const resetPasswordBodySchema = z.strictObject({
  token: resetTokenSchema,
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const verifyResetTokenBodySchema = z.strictObject({ token: resetTokenSchema });
export type VerifyResetTokenBody = z.infer<typeof verifyResetTokenBodySchema>;

export const verifyResetTokenResponseSchema = z.object({ valid: z.boolean() });
export type VerifyResetTokenResponse = z.infer<typeof verifyResetTokenResponseSchema>;

// The reset form asks for the new password twice; the confirmation never leaves the browser.
export const resetPasswordFormSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().min(1, { error: MESSAGES.passwordsDoNotMatch }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

// ---------------------------------------------------------------- sessions

// A single-use sign-in token from a link (the Google sign-in completion), exchanged for a
// session. Any string: a mangled link gets the same answer as an expired one.
export const tokenExchangeBodySchema = z.strictObject({
  token: z
    .string({ error: MESSAGES.signInLinkInvalid })
    .min(1, { error: MESSAGES.signInLinkInvalid })
    .max(512, { error: MESSAGES.signInLinkInvalid }),
});
export type TokenExchangeBody = z.infer<typeof tokenExchangeBodySchema>;

// One signed-in browser or device of the user (Account Settings).
export const userSessionSchema = z.object({
  _id: idSchema,
  // From the user agent: 'Chrome 120', 'Windows 10'; empty when it says nothing usable.
  browser: z.string(),
  os: z.string(),
  userAgent: z.string(),
  ip: z.string(),
  createdAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema,
  // The session of the request that asked.
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

export const userSessionsResponseSchema = z.object({ sessions: z.array(userSessionSchema) });
export type UserSessionsResponse = z.infer<typeof userSessionsResponseSchema>;

export const endedSessionsResponseSchema = z.object({
  ended: z.number().int().describe('How many sessions were ended'),
});
export type EndedSessionsResponse = z.infer<typeof endedSessionsResponseSchema>;
// ---------------------------------------------------------------- staff invitations

// Any string: a mangled link gets the same answer as an expired one (docs/decisions/075).
export const acceptInvitationBodySchema = z.strictObject({
  token: z
    .string({ error: MESSAGES.invitationInvalid })
    .max(512, { error: MESSAGES.invitationInvalid }),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;
export const acceptInvitationResponseSchema = z.object({
  message: z.string(),
  role: z.enum(ADMIN_ROLES).nullable().describe('The staff role given; null for a partner'),
  // A partner invitation (issue 27, docs/decisions/091): the organisation joined.
  partner: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>;

// ---------------------------------------------------------------- e-mail verification

// Any string: a mangled link gets the same answer as an expired one.
export const verifyEmailBodySchema = z.strictObject({
  token: z
    .string({ error: MESSAGES.verifyLinkInvalid })
    .max(512, { error: MESSAGES.verifyLinkInvalid }),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

// `changed`: the link moved the account to `email` (an e-mail change), rather than
// confirming the address it already had.
export const verifyEmailResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  changed: z.boolean(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export const resendVerificationResponseSchema = z.object({ message: z.string() });
export type ResendVerificationResponse = z.infer<typeof resendVerificationResponseSchema>;
