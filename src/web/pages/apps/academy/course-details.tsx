import { uuidField } from '@common/schemas/fields';
import { NotFoundMessage } from '@web/components/not-found-message';
import { AcademyFrame, CourseCatalogue, CourseDetails } from '@web/features/academy';
import type { RouteMeta } from '@web/lib/route-meta';
import { useSearchParams } from 'react-router';
import * as z from 'zod/mini';

// Public (SPEC.md section 2). The course is ?id=<uuid>; without one the page lists the site's courses.
export const meta: RouteMeta = { public: true, layout: 'front', signedInLayout: 'default', i18n: ['academy'] };

function CourseOrCatalogue() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id === null) return <CourseCatalogue />;
  // A malformed id names no course: the not-found page, not a request.
  if (!z.safeParse(uuidField, id).success) return <NotFoundMessage />;
  return <CourseDetails key={id} id={id} />;
}

export default function CourseDetailsPage() {
  return (
    <AcademyFrame>
      <CourseOrCatalogue />
    </AcademyFrame>
  );
}
