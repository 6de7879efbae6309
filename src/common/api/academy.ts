import {
  academyDashboardQuerySchema,
  academyDashboardSchema,
  courseDetailsSchema,
  courseIdParamSchema,
  courseListSchema,
  enrolmentStateSchema,
  lessonParamSchema,
  myCoursesSchema,
} from '../schemas/academy';
import { defineEndpoint, errorResponses } from './endpoint';

/** The Academy: its admin dashboard, a learner's courses and a course's page (server: modules/academy). */
const tags = ['academy'];

export const academyDashboard = defineEndpoint({
  access: { kind: 'scope', scope: 'admin2' },
  tags,
  method: 'GET',
  path: '/academy/dashboard',
  summary: "The Academy's figures for a date range, on this site or every site (administrators, scope admin2)",
  query: academyDashboardQuerySchema,
  responses: { 200: academyDashboardSchema, ...errorResponses(400, 401, 403) },
});

export const myCourses = defineEndpoint({
  access: { kind: 'signed-in' },
  tags,
  method: 'GET',
  path: '/academy/my-courses',
  summary: "The caller's courses on this site with their progress",
  responses: { 200: myCoursesSchema, ...errorResponses(401) },
});

export const listCourses = defineEndpoint({
  access: { kind: 'anyone' },
  tags,
  method: 'GET',
  path: '/academy/courses',
  summary: "This site's courses, the most learners first",
  responses: { 200: courseListSchema },
});

export const courseDetails = defineEndpoint({
  access: { kind: 'anyone' },
  tags,
  method: 'GET',
  path: '/academy/courses/:id',
  summary: "A course of this site with its lessons and syllabus; the caller's progress when signed in",
  params: courseIdParamSchema,
  responses: { 200: courseDetailsSchema, ...errorResponses(400, 404) },
});

export const enrol = defineEndpoint({
  access: { kind: 'signed-in' },
  tags,
  method: 'POST',
  path: '/academy/courses/:id/enrol',
  summary: 'Enrol the caller on a course of this site (enrolling twice keeps the first enrolment)',
  params: courseIdParamSchema,
  responses: { 200: enrolmentStateSchema, ...errorResponses(400, 401, 404) },
});

export const completeLesson = defineEndpoint({
  access: { kind: 'signed-in' },
  tags,
  method: 'POST',
  path: '/academy/courses/:id/lessons/:lessonId/complete',
  summary: "Mark a lesson done in the caller's own enrolment; the last one finishes the course",
  params: lessonParamSchema,
  responses: { 200: enrolmentStateSchema, ...errorResponses(400, 401, 403, 404) },
});
