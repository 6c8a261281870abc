import { useState } from 'react';

import { MESSAGES } from '@landed/shared/constants';
import type { AuthResponse } from '@landed/shared/schemas/auth';

import { TextField } from '#web/components/ui/text-field.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useLoginMfa } from '#web/features/auth/api/login-mfa.ts';
import { AuthForm } from './auth-form.tsx';

// The second step of a sign-in with two-factor on (docs/decisions/054): the six-digit code of
// the authenticator app, or one of the recovery codes.
export function MfaChallengeForm({
  mfaToken,
  onSuccess,
  onCancel,
}: {
  mfaToken: string;
  onSuccess: (auth: AuthResponse) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const loginMfa = useLoginMfa();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);

  return (
    <AuthForm
      mutation={loginMfa}
      failed={t('auth.mfaCodeInvalid')}
      submit={t('auth.verify')}
      pending={t('auth.verifying')}
      after={
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <button
            type="button"
            className="font-medium text-brand-700 hover:underline"
            onClick={() => {
              setRecovery(!recovery);
              setCode('');
              setInvalid(false);
              loginMfa.reset();
            }}
          >
            {recovery ? t('auth.useAuthenticatorApp') : t('auth.useRecoveryCode')}
          </button>
          <button type="button" className="text-slate-700 hover:underline" onClick={onCancel}>
            {t('auth.backToSignIn')}
          </button>
        </div>
      }
      aria-labelledby="mfa-heading"
      onSubmit={(event) => {
        event.preventDefault();
        const value = code.trim();
        const ok = recovery ? value.length >= 10 : /^\d{3}\s?\d{3}$/.test(value);
        setInvalid(!ok);
        if (ok)
          loginMfa.mutate({ mfaToken, code: value }, { onSuccess: (auth) => onSuccess(auth) });
      }}
    >
      <h2 id="mfa-heading" className="text-lg font-semibold text-slate-900">
        {t('auth.twoFactor')}
      </h2>
      <p className="text-sm text-slate-600">
        {recovery ? t('auth.mfaRecoveryHelp') : t('auth.mfaAppHelp')}
      </p>
      <TextField
        key={recovery ? 'recovery' : 'totp'}
        label={recovery ? t('auth.recoveryCodeLabel') : t('auth.authCodeLabel')}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={invalid ? MESSAGES.mfaCodeFormat : undefined}
      />
    </AuthForm>
  );
}
