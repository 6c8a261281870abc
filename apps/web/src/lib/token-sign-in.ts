// Google sign-in completion (public §2): the server sends the browser back with `?token=`.
// The completion page and the home and dashboard variants all end here. The token in the URL
// is a single-use sign-in token (docs/decisions/049-single-use-sign-in-links.md): it is
// exchanged for a session token, which is stored with its user (and the user id decoded from
// it), and the visitor goes on, replacing history so the token leaves the address bar.
// A browser already signed in as someone else asks before switching.
import type { AuthResponse, SignInResponse } from '@landed/shared/schemas/auth';
import { isMfaChallenge } from '@landed/shared/schemas/auth';

import { api } from '#web/config/api-endpoints.ts';
import { paths } from '#web/config/paths.ts';
import { apiRequest } from './api-client.ts';
import { endServerSession } from './session.tsx';
import { readSession } from './storage.ts';
import { toast } from './toast.ts';

export const GOOGLE_SUCCESS = 'Successfully signed in with Google!';
export const GOOGLE_FAILED = 'Google sign-in failed. Please try again.';

export function exchangeSignInToken(token: string): Promise<SignInResponse> {
  // Anonymous: a refused link must not end the session this browser may already have.
  return apiRequest<SignInResponse>(api.tokenExchange, {
    method: 'POST',
    body: { token },
    anonymous: true,
  });
}

export async function completeTokenSignIn(input: {
  token: string | null;
  // Where to go once signed in (or on Cancel).
  destination: string;
  signIn: (auth: AuthResponse) => void;
  navigate: (to: string, options: { replace: true; state?: unknown }) => void;
  // Asked when this browser is signed in as another user; true to switch.
  confirmSwitch: (names: { current: string; next: string }) => Promise<boolean>;
}): Promise<void> {
  const { token, destination, signIn, navigate, confirmSwitch } = input;
  const fail = () => {
    toast.error(GOOGLE_FAILED, { id: 'google' });
    navigate(paths.login, { replace: true });
  };
  if (!token) return fail();
  let result: SignInResponse;
  try {
    result = await exchangeSignInToken(token);
  } catch {
    return fail();
  }
  // Two-factor sign-in on: the sign-in page asks for the code, then goes on to the
  // destination (docs/decisions/054).
  if (isMfaChallenge(result)) {
    navigate(paths.login, {
      replace: true,
      state: { mfaToken: result.mfaToken, from: destination },
    });
    return;
  }
  const auth: AuthResponse = result;
  const current = readSession();
  if (current.token && current.userId !== auth.user._id) {
    const next = auth.user.name || auth.user.email;
    const currentName = current.userName || current.user?.email || 'another user';
    if (!(await confirmSwitch({ current: currentName, next }))) {
      // Keep the current session; the session the link started is ended at once.
      void endServerSession(auth.token);
      navigate(destination, { replace: true });
      return;
    }
  }
  // The session this browser had (the same user, or one the user chose to leave) ends.
  if (current.token) void endServerSession(current.token);
  signIn(auth);
  toast.success(GOOGLE_SUCCESS, { id: 'google' });
  navigate(destination, { replace: true });
}

// The question of the switch, for useConfirmDialog().ask.
export function switchAccountQuestion({ current, next }: { current: string; next: string }) {
  return {
    title: 'Switch account?',
    message: `You are signed in as ${current}. Continue as ${next}?`,
    confirmLabel: `Continue as ${next}`,
  };
}
