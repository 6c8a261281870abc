import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';

import { Button } from '#web/components/ui/button.tsx';
import { useLocale, useT } from '#web/lib/i18n.tsx';
import type { PushBrowser, PushState } from '#web/features/arrival-notices/lib/push-browser.ts';
import { realPushBrowser } from '#web/features/arrival-notices/lib/push-browser.ts';

// The pass's "get notices on this phone" (issue 35 item 4; docs/decisions/132): the student's
// driver at the meeting point reaches them over airport Wi-Fi. Permission is asked only when
// they tap the button, never on load; the state shows as on, blocked or not possible here.
export function PushNotices({ browser = realPushBrowser }: { browser?: PushBrowser }) {
  const t = useT();
  const locale = useLocale();
  const [state, setState] = useState<PushState | 'checking' | 'working'>('checking');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    browser
      .state(locale)
      .catch((): PushState => 'off')
      .then((found) => {
        if (live) setState(found);
      });
    return () => {
      live = false;
    };
  }, [browser, locale]);

  const change = (action: 'turnOn' | 'turnOff') => {
    setFailed(false);
    setState('working');
    browser[action](locale)
      .then(setState)
      .catch(() => {
        setFailed(true);
        setState(action === 'turnOn' ? 'off' : 'on');
      });
  };

  if (state === 'checking') return null;
  return (
    <section
      aria-labelledby="push-notices-title"
      className="mt-6 rounded-lg border border-slate-200 p-4 print:hidden"
    >
      <h2 id="push-notices-title" className="flex items-center gap-2 font-semibold">
        <BellRing aria-hidden="true" className="size-5 text-brand-700" />
        {t('pass.pushTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('pass.pushIntro')}</p>
      <div className="mt-3" aria-live="polite">
        {state === 'unsupported' && (
          <p className="text-sm text-slate-700">{t('pass.pushUnsupported')}</p>
        )}
        {state === 'blocked' && <p className="text-sm text-slate-700">{t('pass.pushBlocked')}</p>}
        {(state === 'off' || state === 'working') && (
          <Button onClick={() => change('turnOn')} disabled={state === 'working'}>
            {state === 'working' ? t('pass.pushWorking') : t('pass.pushTurnOn')}
          </Button>
        )}
        {state === 'on' && (
          <p className="flex flex-wrap items-center gap-3 text-sm text-green-800">
            <span role="status">{t('pass.pushOn')}</span>
            <Button variant="secondary" onClick={() => change('turnOff')}>
              {t('pass.pushTurnOff')}
            </Button>
          </p>
        )}
        {failed && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {t('pass.pushFailed')}
          </p>
        )}
      </div>
    </section>
  );
}
