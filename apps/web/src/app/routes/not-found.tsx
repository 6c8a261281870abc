import { Link } from 'react-router';

import { paths } from '#web/config/paths.ts';

export function Component() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>Page not found | Landed</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-extrabold text-brand-800">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Page not found</h1>
      <p className="mt-2 text-slate-600">
        The page you are looking for does not exist or has moved.
      </p>
      <Link
        to={paths.home}
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Go to Homepage
      </Link>
    </div>
  );
}
