/** The Academy's pages (SPEC.md section 2); a course is chosen by ?id= on the course details page. */
export const ACADEMY_PATHS = {
  dashboard: '/apps/academy/dashboard',
  myCourse: '/apps/academy/my-course',
  courseDetails: '/apps/academy/course-details',
} as const;

export const coursePath = (id: string, lessonId?: string) =>
  `${ACADEMY_PATHS.courseDetails}?id=${encodeURIComponent(id)}${lessonId ? `&lesson=${encodeURIComponent(lessonId)}` : ''}`;
