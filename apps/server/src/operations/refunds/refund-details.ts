import type { FastifyInstance, FastifyRequest } from 'fastify';

import {
  REFUND_DETAILS_MESSAGES,
  accountEnding,
  maskRefundDetails,
  storedRefundDetailsSchema,
} from '@landed/shared/schemas/refund-details';
import type { MaskedRefundDetails, RefundDetails } from '@landed/shared/schemas/refund-details';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import {
  PAYER_ACCOUNT_PURPOSE,
  REFUND_DETAILS_PURPOSE,
  secretBox,
} from '#server/lib/secret-box.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { actorOf, audit } from '#server/operations/audit.ts';
import { confirmAccountOwner } from '#server/operations/users/confirm-account-owner.ts';

// Sealed like the TOTP secrets, under a key of its own (docs/decisions/086) derived from
// DATA_ENCRYPTION_KEY, and bound to its student (decision 102): a copy of the database alone
// holds no one's bank account, and a blob copied onto another student's row does not open.
// `purpose`: another kind of account kept the same way under a key of its own (the account a
// statement line was paid from, PAYER_ACCOUNT_PURPOSE; docs/decisions/108).
const box = (app: FastifyInstance, purpose = REFUND_DETAILS_PURPOSE) =>
  secretBox({ keys: app.config, purpose });

export function sealRefundDetails(
  app: FastifyInstance,
  { userId, details, purpose }: { userId: string; details: RefundDetails; purpose?: string },
): string {
  return box(app, purpose).seal(JSON.stringify(details), userId);
}

// The one place a sealed refund account is opened (the student's own reads, the export, and the
// refunds queue's detail for the person paying it); null when none was given or it cannot be
// opened (another key, another student's row: asked again).
export function unsealRefundDetails(
  app: FastifyInstance,
  { sealed, userId, purpose }: { sealed: string | null; userId: string; purpose?: string },
): RefundDetails | null {
  if (!sealed) return null;
  const opened = box(app, purpose).open(sealed, userId);
  if (!opened) return null;
  try {
    const parsed = storedRefundDetailsSchema.safeParse(JSON.parse(opened));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// The student's refund account in full, for the data export.
export async function readRefundDetails(
  app: FastifyInstance,
  { userId }: { userId: string },
): Promise<RefundDetails | null> {
  return unsealRefundDetails(app, {
    sealed: await app.usersRepository.refundDetails(userId),
    userId,
  });
}

const sameAccount = (a: RefundDetails | null, b: RefundDetails) =>
  a !== null && JSON.stringify(a) === JSON.stringify(b);

// The account a Due refund's booking was paid from, when a bank-statement line named it
// (docs/decisions/108): the newest such refund's, opened for this student only.
async function accountPaidFrom(
  app: FastifyInstance,
  { userId }: { userId: string },
): Promise<RefundDetails | null> {
  for (const sealed of await app.bankStatementsRepository.payerAccountsForDueRefunds(userId)) {
    const details = unsealRefundDetails(app, { sealed, userId, purpose: PAYER_ACCOUNT_PURPOSE });
    if (details) return details;
  }
  return null;
}

// GET /api/user/refund-details: masked, for the form to show what is on record, and the
// account paid from when there is one and it is not already the one on record.
export async function getRefundDetails(
  app: FastifyInstance,
  { userId }: { userId: string },
): Promise<{ refundDetails: MaskedRefundDetails | null; accountPaidFrom?: MaskedRefundDetails }> {
  const details = await readRefundDetails(app, { userId });
  const paidFrom = await accountPaidFrom(app, { userId });
  return {
    refundDetails: details && maskRefundDetails(details),
    ...(paidFrom && !sameAccount(details, paidFrom)
      ? { accountPaidFrom: maskRefundDetails(paidFrom) }
      : {}),
  };
}

// A refund already Due keeps the account it was due to (issue 31): one that had none takes the
// new one; one that had another is flagged for staff to confirm the change, and unflagged when
// the student goes back to the account it was due to.
async function keepDueRefundsAccounts(
  app: FastifyInstance,
  input: {
    userId: string;
    before: string | null;
    sealed: string;
    details: RefundDetails;
    tx: DbOrTx;
  },
): Promise<void> {
  const { userId, before, sealed, details, tx } = input;
  const now = app.config.now();
  for (const refund of await app.refundsRepository.lockDueByTransferForUser(userId, tx)) {
    const dueTo = refund.refundDetails ?? before;
    if (!dueTo) {
      await app.refundsRepository.setAccount(
        refund.id,
        { refundDetails: sealed, accountChangedAt: null },
        tx,
      );
      continue;
    }
    const unchanged = sameAccount(unsealRefundDetails(app, { sealed: dueTo, userId }), details);
    await app.refundsRepository.setAccount(
      refund.id,
      { refundDetails: dueTo, accountChangedAt: unchanged ? null : now },
      tx,
    );
  }
}

// PUT /api/user/refund-details: replaces what is on record, by its owner only (the password, or
// a recent sign-in for an account without one), who is mailed of it. The log and the mail say it
// changed and its last digits, never the account itself. `accountPaidFrom`: the account GET
// offers, looked up again here (never sent by the browser), under the same proof of owner.
export async function setRefundDetails(
  app: FastifyInstance,
  {
    request,
    details: given,
    currentPassword,
  }: {
    request: FastifyRequest;
    details: RefundDetails | 'accountPaidFrom';
    currentPassword: string | undefined;
  },
): Promise<MaskedRefundDetails> {
  const user = await app.usersRepository.findById(request.user!.id);
  if (!user || user.deletedAt) throw notFound('User not found.');
  const details =
    given === 'accountPaidFrom' ? await accountPaidFrom(app, { userId: user.id }) : given;
  if (!details) throw conflict(REFUND_DETAILS_MESSAGES.noAccountPaidFrom, 'NO_ACCOUNT_PAID_FROM');
  await confirmAccountOwner(app, {
    request,
    user,
    currentPassword,
    passwordRequired: REFUND_DETAILS_MESSAGES.passwordRequired,
    recentSignInRequired: REFUND_DETAILS_MESSAGES.recentSignInRequired,
    failedAction: 'security.refund_details_change_failed',
  });
  const sealed = sealRefundDetails(app, { userId: user.id, details });
  await app.db.transaction(async (tx) => {
    const locked = await app.usersRepository.lockById(user.id, tx);
    const before = locked?.refundDetails ?? null;
    await app.usersRepository.setRefundDetails(user.id, sealed, tx);
    await keepDueRefundsAccounts(app, { userId: user.id, before, sealed, details, tx });
    await audit(app, {
      actor: actorOf(request),
      category: 'security',
      action: 'user.refund_details_updated',
      entity: { type: 'user', id: user.id },
      details: {
        kind: details.kind,
        ...(details.kind === 'overseas' ? { country: details.country } : {}),
        ...(given === 'accountPaidFrom' ? { source: 'account_paid_from' } : {}),
      },
      tx,
    });
    await app.mail.enqueue(
      {
        template: 'refund-account-changed',
        to: user.email,
        locale: user.locale,
        data: { name: user.name, accountEnding: accountEnding(details) },
      },
      tx,
    );
  });
  return maskRefundDetails(details);
}
