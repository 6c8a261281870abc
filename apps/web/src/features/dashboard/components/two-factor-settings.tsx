import type { ReactNode } from 'react';
import { useState } from 'react';

import type { TotpSetupResponse } from '@landed/shared/schemas/auth';

import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { InlineQueryStatus } from '#web/components/ui/query-state.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { toast } from '#web/lib/toast.ts';
import {
  useMfaDisable,
  useMfaEnable,
  useMfaSetup,
  useMfaStatus,
  useNewRecoveryCodes,
} from '#web/features/dashboard/api/two-factor.ts';

type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: TotpSetupResponse }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' }
  | { kind: 'regenerate' };

// Account Settings: two-factor sign-in with an authenticator app (docs/decisions/054). Turning
// it on shows a QR code (and the key to type in), asks for a first code, then shows the ten
// recovery codes once. `onEnabled` runs when the user has put the recovery codes away.
// `standalone`: the card of its own page, where the top rule and margin of a section inside
// Account Settings left an empty strip above the heading (issue 25).
// The end of a step's form: the mutation's failure (`failed` when it says nothing itself), then
// the step's submit button (`children`) and Cancel.
function StepEnd({
  mutation,
  failed,
  onCancel,
  children,
}: {
  mutation: { isError: boolean; error: unknown };
  failed: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <>
      {mutation.isError && (
        <Alert>{translateMessage(t, errorMessage(mutation.error, failed))}</Alert>
      )}
      <div className="flex gap-2">
        {children}
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </>
  );
}

export function TwoFactorSettings({
  onEnabled,
  standalone = false,
}: {
  onEnabled?: () => void;
  standalone?: boolean;
}) {
  const t = useT();
  const status = useMfaStatus();
  const setup = useMfaSetup();
  const enable = useMfaEnable();
  const disable = useMfaDisable();
  const regenerate = useNewRecoveryCodes();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');

  const reset = () => {
    setStep({ kind: 'idle' });
    setCode('');
    setPassword('');
    enable.reset();
    disable.reset();
    regenerate.reset();
  };

  return (
    <section
      aria-labelledby="two-factor-heading"
      className={standalone ? undefined : 'mt-5 border-t border-slate-200 pt-4'}
    >
      <h3 id="two-factor-heading" className="font-semibold text-slate-900">
        {t('auth.twoFactor')}{' '}
        {status.data &&
          (status.data.enabled ? (
            <Badge tone="green">{t('dashboard.twoFactorOn')}</Badge>
          ) : (
            <Badge tone="slate">{t('dashboard.twoFactorOff')}</Badge>
          ))}
      </h3>
      <InlineQueryStatus query={status} failed={t('dashboard.twoFactorLoadFailed')} />

      {step.kind === 'codes' && (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-slate-700">{t('dashboard.recoveryCodesSave')}</p>
          <ul
            aria-label={t('dashboard.recoveryCodes')}
            className="grid grid-cols-2 gap-1 rounded-md bg-slate-50 p-3 font-mono text-sm"
          >
            {step.codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <a
              className="inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              download="landed-recovery-codes.txt"
              href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${t('dashboard.recoveryCodesFileTitle')}\n\n${step.codes.join('\n')}\n`)}`}
            >
              {t('dashboard.downloadCodes')}
            </a>
            <Button
              onClick={() => {
                reset();
                onEnabled?.();
              }}
            >
              {t('dashboard.recoveryCodesSaved')}
            </Button>
          </div>
        </div>
      )}

      {status.data && !status.data.enabled && step.kind !== 'codes' && (
        <div className="mt-2 space-y-3 text-sm">
          <p className="text-slate-700">
            {t('dashboard.twoFactorIntro')}
            {status.data.required && ` ${t('dashboard.twoFactorAdminsMust')}`}
          </p>
          {step.kind !== 'setup' ? (
            <Button
              variant="secondary"
              disabled={setup.isPending}
              onClick={() =>
                setup.mutate(undefined, {
                  onSuccess: (data) => setStep({ kind: 'setup', setup: data }),
                })
              }
            >
              {setup.isPending ? t('dashboard.preparing') : t('dashboard.twoFactorTurnOn')}
            </Button>
          ) : (
            <form
              noValidate
              className="space-y-3"
              onSubmit={(event) => {
                event.preventDefault();
                enable.mutate(
                  { code: code.trim() },
                  {
                    onSuccess: ({ recoveryCodes }) => {
                      toast.success(t('dashboard.twoFactorIsOn'));
                      setCode('');
                      setStep({ kind: 'codes', codes: recoveryCodes });
                    },
                  },
                );
              }}
            >
              <p className="text-slate-700">{t('dashboard.twoFactorScan')}</p>
              <img
                src={step.setup.qrCode}
                alt={t('dashboard.twoFactorQrAlt')}
                width={176}
                height={176}
                className="rounded border border-slate-200 bg-white"
              />
              <p className="text-slate-700">
                {t('dashboard.twoFactorEnterKey')}{' '}
                <code
                  className="break-all rounded bg-slate-100 px-1 font-mono"
                  data-testid="totp-secret"
                >
                  {step.setup.secret}
                </code>
              </p>
              <TextField
                label={t('dashboard.twoFactorEnterCode')}
                autoComplete="one-time-code"
                inputMode="numeric"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              <StepEnd
                mutation={enable}
                failed={t('dashboard.twoFactorEnableFailed')}
                onCancel={reset}
              >
                <Button type="submit" disabled={enable.isPending}>
                  {enable.isPending ? t('dashboard.checking') : t('dashboard.turnOn')}
                </Button>
              </StepEnd>
            </form>
          )}
          {setup.isError && (
            <Alert>
              {translateMessage(t, errorMessage(setup.error, t('dashboard.twoFactorSetupFailed')))}
            </Alert>
          )}
        </div>
      )}

      {status.data?.enabled && step.kind !== 'codes' && (
        <div className="mt-2 space-y-3 text-sm">
          <p className="text-slate-700">
            {t('dashboard.twoFactorEnabledText', { count: status.data.recoveryCodesLeft })}
          </p>
          {step.kind === 'idle' && (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setStep({ kind: 'regenerate' })}>
                {t('dashboard.newRecoveryCodes')}
              </Button>
              {!status.data.required && (
                <Button variant="secondary" onClick={() => setStep({ kind: 'disable' })}>
                  {t('dashboard.twoFactorTurnOff')}
                </Button>
              )}
            </div>
          )}
          {(step.kind === 'disable' || step.kind === 'regenerate') && (
            <form
              noValidate
              className="space-y-3"
              onSubmit={(event) => {
                event.preventDefault();
                if (step.kind === 'regenerate') {
                  regenerate.mutate(
                    { code: code.trim() },
                    {
                      onSuccess: ({ recoveryCodes }) => {
                        setCode('');
                        setStep({ kind: 'codes', codes: recoveryCodes });
                      },
                    },
                  );
                } else {
                  disable.mutate(
                    { code: code.trim(), ...(password ? { currentPassword: password } : {}) },
                    {
                      onSuccess: () => {
                        toast.success(t('dashboard.twoFactorIsOff'));
                        reset();
                      },
                    },
                  );
                }
              }}
            >
              {step.kind === 'disable' && (
                <TextField
                  label={t('dashboard.currentPassword')}
                  type="password"
                  autoComplete="current-password"
                  hint={t('dashboard.twoFactorPasswordHint')}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
              <TextField
                label={
                  step.kind === 'disable'
                    ? t('dashboard.codeOrRecoveryCode')
                    : t('dashboard.codeFromApp')
                }
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              <StepEnd
                mutation={step.kind === 'disable' ? disable : regenerate}
                failed={t('dashboard.tryAgain')}
                onCancel={reset}
              >
                <Button
                  type="submit"
                  variant={step.kind === 'disable' ? 'danger' : 'primary'}
                  disabled={disable.isPending || regenerate.isPending}
                >
                  {step.kind === 'disable' ? t('dashboard.turnOff') : t('dashboard.makeNewCodes')}
                </Button>
              </StepEnd>
            </form>
          )}
        </div>
      )}
    </section>
  );
}
