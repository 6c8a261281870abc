import type { ErrorInfo, ReactNode } from 'react';
import { Component } from 'react';

import { useLocalizedPath, useT } from '#web/lib/i18n.tsx';

// Each route's error boundary: a readable message and a way on instead of a blank page.
export function RouteErrorMessage({ error }: { error: unknown }) {
  const t = useT();
  const localizedPath = useLocalizedPath();
  const detail = error instanceof Error ? error.message : t('error.unknown');
  // A new deployment can leave an open tab asking for chunks that no longer exist.
  const staleChunk =
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(detail);
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('error.title')}</h1>
      <p className="mt-3 text-slate-600">{staleChunk ? t('error.newVersion') : detail}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('error.reload')}
        </button>
        <a
          href={localizedPath('/')}
          className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-slate-50"
        >
          {t('common.goToHomepage')}
        </a>
      </div>
    </div>
  );
}

type Props = { children: ReactNode; resetKey?: string };
type State = { error: unknown; resetKey: string | undefined };

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  // Navigating elsewhere clears the error.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteErrorMessage error={this.state.error} /> : this.props.children;
  }
}
