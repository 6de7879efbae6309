import type { SignInResult } from '@common/schemas/account';
import { landingPath } from '@web/lib/paths';
import { useSite } from '@web/lib/site-context';
import { abilityFromRules, loadAbility } from '@web/lib/ability';
import { safeRedirect } from '@web/lib/safe-redirect';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Sends a user who just signed in on a public page where /login's guard would have: to
 * ?redirecturl= or their landing page. The rules come from the sign-in answer itself, because
 * the session context has not re-rendered yet when this runs; CASL, loaded for signed-in users
 * only, is waited for (a failed download leaves the safe "nothing allowed", so account settings).
 */
export function useAfterSignIn(): (result: SignInResult) => void {
  const navigate = useNavigate();
  const { site, hasPage } = useSite();
  const { search } = useLocation();
  return useCallback(
    (result: SignInResult) => {
      const back = safeRedirect(new URLSearchParams(search).get('redirecturl'));
      const go = () =>
        void navigate(back ?? landingPath(abilityFromRules(result.userAbilityRules), site, hasPage), { replace: true });
      loadAbility().then(go, go);
    },
    [navigate, site, hasPage, search],
  );
}
