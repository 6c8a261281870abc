// The "two-factor-changed" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function twoFactorChanged(
  data: MailData<'two-factor-changed'>,
  { t, home, compose }: MailContext,
): RenderedMail {
  const { change, codesLeft } = data;
  const what =
    change === 'enabled'
      ? t('twoFactor.enabled')
      : change === 'disabled'
        ? t('twoFactor.disabled')
        : t('twoFactor.recoveryCodeUsed', { count: codesLeft ?? 0 });
  return compose({
    subject:
      change === 'recovery-code-used'
        ? t('twoFactor.subjectRecoveryCodeUsed')
        : change === 'enabled'
          ? t('twoFactor.subjectEnabled')
          : t('twoFactor.subjectDisabled'),
    name: data.name,
    blocks: [{ paragraph: what }, { paragraph: t('mail.notYou', { appUrl: home }) }],
  });
}
