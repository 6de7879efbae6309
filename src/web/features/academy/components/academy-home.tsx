import { hasScope } from '@common/permissions/scopes';
import { useSession } from '@web/lib/session-context';
import { AcademyDashboard } from './academy-dashboard';
import { LearnerDashboard } from './learner-dashboard';

/**
 * /apps/academy/dashboard is open to everyone (SPEC.md section 2): administrators see the
 * Academy's figures (the API is theirs alone); anyone else sees their own learning.
 */
export function AcademyHome() {
  const { ability } = useSession();
  return hasScope(ability, 'admin2') ? <AcademyDashboard /> : <LearnerDashboard />;
}
