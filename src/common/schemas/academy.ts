import * as z from 'zod/mini';
import { DASHBOARD_SCOPES, dashboardRangeSchema, dashboardQuerySchema } from './dashboards';
import { uuidField } from './fields';

/*
 * The Academy (issue #17): courses with lessons, learners' enrolments and progress. Computed by
 * the server (modules/academy), drawn by the browser (features/academy). Days are UTC calendar
 * days (YYYY-MM-DD) as on the other dashboards, whose range rules the dashboard query shares.
 */

export const COURSE_LEVEL_VALUES = ['beginner', 'intermediate', 'advanced'] as const;

/** The same range and scope as the marketplace dashboards (?from&to&scope). */
export const academyDashboardQuerySchema = dashboardQuerySchema;

export const courseIdParamSchema = z.object({ id: uuidField });
export const lessonParamSchema = z.object({ id: uuidField, lessonId: uuidField });

const periodSchema = z.object({ current: z.int(), previous: z.int() });
const dayCountSchema = z.object({ date: z.string(), count: z.int() });

export const academyTopCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  level: z.enum(COURSE_LEVEL_VALUES),
  instructor: z.string(),
  lessons: z.int(),
  /** Enrolments made in the range. */
  enrolments: z.int(),
  /** Of those, finished by now. */
  completions: z.int(),
  /** Mean share of lessons done, over every learner of the course (0-100). */
  averageProgress: z.int(),
});
export type AcademyTopCourse = z.infer<typeof academyTopCourseSchema>;

export const academyInstructorSchema = z.object({
  id: z.string(),
  name: z.string(),
  courses: z.int(),
  /** Enrolments on their courses made in the range. */
  enrolments: z.int(),
});
export type AcademyInstructor = z.infer<typeof academyInstructorSchema>;

export const academyDashboardSchema = z.object({
  range: dashboardRangeSchema,
  scope: z.enum(DASHBOARD_SCOPES),
  site: z.nullable(z.string()),
  /** Courses in the scope now, whatever the range. */
  courses: z.int(),
  enrolments: periodSchema,
  enrolmentsPerDay: z.array(dayCountSchema),
  /** Enrolments finished in the range (by when they were finished). */
  completions: periodSchema,
  completionsPerDay: z.array(dayCountSchema),
  /** Minutes of lessons completed in the range. */
  minutesLearnt: periodSchema,
  /** People who completed at least one lesson in the range. */
  activeLearners: periodSchema,
  /**
   * The completion rate of each period's intake: enrolments made in it and how many of them are
   * finished by now (the browser shows the share).
   */
  cohort: z.object({
    current: z.object({ enrolled: z.int(), completed: z.int() }),
    previous: z.object({ enrolled: z.int(), completed: z.int() }),
  }),
  /** Enrolments in the range by course category, the largest first. */
  categories: z.array(z.object({ key: z.string(), count: z.int() })),
  instructors: z.array(academyInstructorSchema),
  /** Every course in scope, by enrolments in the range (then by title): the course table pages over them. */
  topCourses: z.array(academyTopCourseSchema),
});
export type AcademyDashboard = z.infer<typeof academyDashboardSchema>;

export const myCourseSchema = z.object({
  enrolmentId: z.string(),
  courseId: z.string(),
  title: z.string(),
  category: z.string(),
  level: z.enum(COURSE_LEVEL_VALUES),
  instructor: z.string(),
  durationMinutes: z.int(),
  lessons: z.int(),
  lessonsDone: z.int(),
  /** Share of lessons done, 0-100 (rounded down, so 100 means every lesson). */
  progress: z.int(),
  enrolledAt: z.string(),
  completedAt: z.nullable(z.string()),
});
export type MyCourse = z.infer<typeof myCourseSchema>;
export const myCoursesSchema = z.object({ courses: z.array(myCourseSchema) });

export const courseSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  level: z.enum(COURSE_LEVEL_VALUES),
  instructor: z.string(),
  durationMinutes: z.int(),
  lessons: z.int(),
  learners: z.int(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;
export const courseListSchema = z.object({ courses: z.array(courseSummarySchema) });

export const lessonSchema = z.object({
  id: z.string(),
  position: z.int(),
  section: z.string(),
  title: z.string(),
  durationMinutes: z.int(),
  videoUrl: z.nullable(z.string()),
});
export type LessonItem = z.infer<typeof lessonSchema>;

export const courseDetailsSchema = z.object({
  id: z.string(),
  site: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  level: z.enum(COURSE_LEVEL_VALUES),
  instructor: z.string(),
  durationMinutes: z.int(),
  /** The listing this course is sold as, when there is one (a link to its offer page). */
  listingId: z.nullable(z.string()),
  learners: z.int(),
  lessons: z.array(lessonSchema),
  /** The signed-in caller's enrolment: null when signed out or not enrolled. */
  enrolment: z.nullable(
    z.object({ enrolledAt: z.string(), completedAt: z.nullable(z.string()), completedLessonIds: z.array(z.string()) }),
  ),
});
export type CourseDetails = z.infer<typeof courseDetailsSchema>;

/** The caller's enrolment on a course after enrolling or finishing a lesson. */
export const enrolmentStateSchema = z.object({
  enrolledAt: z.string(),
  completedAt: z.nullable(z.string()),
  completedLessonIds: z.array(z.string()),
});
export type EnrolmentState = z.infer<typeof enrolmentStateSchema>;
