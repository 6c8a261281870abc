import { useNavigate } from 'react-router';

import { paths } from '#web/config/paths.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useSession } from '#web/lib/session.tsx';
import { toast } from '#web/lib/toast.ts';

// Logout as the bar and the footer offer it: the session ends, the reader is told so in
// their language and lands on the home page.
export function useLogout() {
  const t = useT();
  const { logout: endSession } = useSession();
  const navigate = useNavigate();
  return () => {
    endSession();
    toast.success(t('nav.loggedOut'));
    navigate(paths.home);
  };
}
