import { landingPath } from './paths';
import { useSession } from './session-context';
import { useSite } from './site-context';

/** The signed-in user's landing page (see landingPath), for links and redirects in components. */
export function useLandingPath(): string {
  const { site, hasPage } = useSite();
  const { ability } = useSession();
  return landingPath(ability, site, hasPage);
}
