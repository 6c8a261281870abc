// Google sign-in completion (public §2): the server sends the browser back with `?token=`.
// The completion page and the home and dashboard variants all end here: the token is checked
// by asking the server whose it is, then stored with that user (and the user id decoded from
// the token), and the visitor goes on, replacing history so the token leaves the address bar.
import type { AuthResponse, SessionUser } from '@landed/shared/schemas/auth';
import type { Me } from '@landed/shared/schemas/user';

import { api, paths } from '../config/paths.ts';
import { apiRequest } from './api-client.ts';
import { toast } from './toast.ts';

export const GOOGLE_SUCCESS = 'Successfully signed in with Google!';
export const GOOGLE_FAILED = 'Google sign-in failed. Please try again.';

export async function fetchSessionUser(token: string): Promise<SessionUser> {
  const me = await apiRequest<Me>(api.me, { token });
  return {
    _id: me._id,
    id: me.id,
    name: me.name,
    email: me.email,
    role: me.role,
    adminRole: me.adminRole,
  };
}

export async function completeTokenSignIn(input: {
  token: string | null;
  // Where to go once signed in.
  destination: string;
  signIn: (auth: AuthResponse) => void;
  navigate: (to: string, options: { replace: true }) => void;
}): Promise<void> {
  const { token, destination, signIn, navigate } = input;
  const fail = () => {
    toast.error(GOOGLE_FAILED, { id: 'google' });
    navigate(paths.login, { replace: true });
  };
  if (!token) return fail();
  let user: SessionUser;
  try {
    user = await fetchSessionUser(token);
  } catch {
    return fail();
  }
  signIn({ token, user });
  toast.success(GOOGLE_SUCCESS, { id: 'google' });
  navigate(destination, { replace: true });
}
