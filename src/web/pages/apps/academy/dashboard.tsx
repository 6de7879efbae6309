import { AcademyFrame, AcademyHome } from '@web/features/academy';
import type { RouteMeta } from '@web/lib/route-meta';

// Public (SPEC.md section 2): administrators get the Academy's figures, anyone else their own learning.
export const meta: RouteMeta = { public: true, layout: 'front', signedInLayout: 'default', i18n: ['academy'] };

export default function AcademyDashboardPage() {
  return (
    <AcademyFrame>
      <AcademyHome />
    </AcademyFrame>
  );
}
