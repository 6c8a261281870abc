import { useState } from 'react';

import type { TotpSetupResponse } from '@landed/shared/schemas/auth';

import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
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
export function TwoFactorSettings({ onEnabled }: { onEnabled?: () => void }) {
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
    <section aria-labelledby="two-factor-heading" className="mt-5 border-t border-slate-200 pt-4">
      <h3 id="two-factor-heading" className="font-semibold text-slate-900">
        Two-factor sign-in{' '}
        {status.data &&
          (status.data.enabled ? <Badge tone="green">On</Badge> : <Badge tone="slate">Off</Badge>)}
      </h3>
      {status.isPending && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Loading...
        </p>
      )}
      {status.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorMessage(status.error, 'Could not load your two-factor settings.')}
        </p>
      )}

      {step.kind === 'codes' && (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-slate-700">
            Save these recovery codes somewhere safe. If you lose your phone, each code signs you in
            once. They are shown only now.
          </p>
          <ul
            aria-label="Recovery codes"
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
              href={`data:text/plain;charset=utf-8,${encodeURIComponent(`Landed recovery codes\n\n${step.codes.join('\n')}\n`)}`}
            >
              Download codes
            </a>
            <Button
              onClick={() => {
                reset();
                onEnabled?.();
              }}
            >
              I have saved my recovery codes
            </Button>
          </div>
        </div>
      )}

      {status.data && !status.data.enabled && step.kind !== 'codes' && (
        <div className="mt-2 space-y-3 text-sm">
          <p className="text-slate-700">
            Protect your account with a code from an authenticator app (Google Authenticator,
            Microsoft Authenticator, 1Password, …) each time you sign in.
            {status.data.required && ' Administrators must turn this on.'}
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
              {setup.isPending ? 'Preparing...' : 'Turn on two-factor sign-in'}
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
                      toast.success('Two-factor sign-in is on.');
                      setCode('');
                      setStep({ kind: 'codes', codes: recoveryCodes });
                    },
                  },
                );
              }}
            >
              <p className="text-slate-700">1. Scan this QR code with your authenticator app.</p>
              <img
                src={step.setup.qrCode}
                alt="QR code for your authenticator app"
                width={176}
                height={176}
                className="rounded border border-slate-200 bg-white"
              />
              <p className="text-slate-700">
                Or enter this key in the app:{' '}
                <code
                  className="break-all rounded bg-slate-100 px-1 font-mono"
                  data-testid="totp-secret"
                >
                  {step.setup.secret}
                </code>
              </p>
              <TextField
                label="2. Enter the 6-digit code the app shows"
                autoComplete="one-time-code"
                inputMode="numeric"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              {enable.isError && (
                <Alert>{errorMessage(enable.error, 'Could not turn it on.')}</Alert>
              )}
              <div className="flex gap-2">
                <Button type="submit" disabled={enable.isPending}>
                  {enable.isPending ? 'Checking...' : 'Turn on'}
                </Button>
                <Button variant="ghost" onClick={reset}>
                  Cancel
                </Button>
              </div>
            </form>
          )}
          {setup.isError && (
            <Alert>{errorMessage(setup.error, 'Could not start the setup.')}</Alert>
          )}
        </div>
      )}

      {status.data?.enabled && step.kind !== 'codes' && (
        <div className="mt-2 space-y-3 text-sm">
          <p className="text-slate-700">
            Signing in asks for a code from your authenticator app. Recovery codes left:{' '}
            {status.data.recoveryCodesLeft}.
          </p>
          {step.kind === 'idle' && (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setStep({ kind: 'regenerate' })}>
                New recovery codes
              </Button>
              {!status.data.required && (
                <Button variant="secondary" onClick={() => setStep({ kind: 'disable' })}>
                  Turn off two-factor sign-in
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
                        toast.success('Two-factor sign-in is off.');
                        reset();
                      },
                    },
                  );
                }
              }}
            >
              {step.kind === 'disable' && (
                <TextField
                  label="Current Password"
                  type="password"
                  autoComplete="current-password"
                  hint="Accounts that sign in with Google only: leave empty (you may be asked to sign in again)."
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
              <TextField
                label={
                  step.kind === 'disable'
                    ? 'Code from your authenticator app, or a recovery code'
                    : 'Code from your authenticator app'
                }
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              {(step.kind === 'disable' ? disable : regenerate).isError && (
                <Alert>
                  {errorMessage(
                    (step.kind === 'disable' ? disable : regenerate).error,
                    'Please try again.',
                  )}
                </Alert>
              )}
              <div className="flex gap-2">
                <Button
                  type="submit"
                  variant={step.kind === 'disable' ? 'danger' : 'primary'}
                  disabled={disable.isPending || regenerate.isPending}
                >
                  {step.kind === 'disable' ? 'Turn off' : 'Make new codes'}
                </Button>
                <Button variant="ghost" onClick={reset}>
                  Cancel
                </Button>
              </div>
            </form>
          )}
        </div>
      )}
    </section>
  );
}
