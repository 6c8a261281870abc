import { Link, isRouteErrorResponse, useRouteError } from 'react-router';

// Each route's error boundary: a readable message instead of a blank page.
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  // A new deployment can leave an open tab asking for chunks that no longer exist.
  const staleChunk = /dynamically imported module|Importing a module script failed/i.test(detail);
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-3 text-slate-600">
        {staleChunk ? 'A newer version of the site is available. Please reload the page.' : detail}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Reload
        </button>
        <Link
          to="/"
          className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-slate-50"
        >
          Go to Homepage
        </Link>
      </div>
    </div>
  );
}
