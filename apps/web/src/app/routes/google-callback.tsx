import { useEffect, useRef } from 'react';
import { toast } from '../../lib/toast.ts';
import { useNavigate, useSearchParams } from 'react-router';

import type { Me } from '@landed/shared/schemas/user';

import { api, paths } from '../../config/paths.ts';
import { AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { useSession } from '../../lib/session.tsx';

// Google sign-in completion (public §2): with a token, store the session and go to the
// dashboard; without one, say it failed and go to /login. Both replace history.
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('token');
    const fail = () => {
      toast.error('Google sign-in failed. Please try again.');
      navigate(paths.login, { replace: true });
    };
    if (!token) return fail();
    // The token is checked by asking the server who it belongs to.
    fetch(api.me, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const me = (await response.json()) as Me;
        signIn({
          token,
          user: {
            _id: me._id,
            id: me.id,
            name: me.name,
            email: me.email,
            role: me.role,
            adminRole: me.adminRole,
          },
        });
        toast.success('Successfully signed in with Google!');
        navigate(paths.dashboard, { replace: true });
      })
      .catch(fail);
  }, [params, navigate, signIn]);

  return (
    <AuthLayout title="Completing Sign In">
      <p role="status" className="text-slate-600">
        Completing Sign In
      </p>
    </AuthLayout>
  );
}
