import { AcademyFrame, MyCourses } from '@web/features/academy';
import type { RouteMeta } from '@web/lib/route-meta';

// Public (SPEC.md section 2): a visitor is asked to sign in to see their courses.
export const meta: RouteMeta = { public: true, layout: 'front', signedInLayout: 'default', i18n: ['academy'] };

export default function MyCoursePage() {
  return (
    <AcademyFrame>
      <MyCourses />
    </AcademyFrame>
  );
}
