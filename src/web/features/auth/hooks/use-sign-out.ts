import { PATHS } from '@web/lib/paths';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '../api/sign-out';

/** For the user menu: signs out and goes to /login. `pending` while the server is told. */
export function useSignOut() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await signOut();
    } finally {
      setPending(false);
    }
    await navigate(PATHS.login, { replace: true });
  }, [navigate]);
  return { signOut: run, pending };
}
