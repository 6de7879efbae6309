import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/academy';
import { hasScope } from '../../../common/permissions/scopes';
import { HttpError } from '../../http-error';
import { requireUser } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import { completeLesson, courseDetails, enrol, listCourses, myCourses } from './courses';
import { academyDashboard } from './dashboard';

/** Like the other dashboards: 401 signed out, 403 without the admin2 scope, before the query is read. */
const requireAdmin2: onRequestAsyncHookHandler = async function (request, reply) {
  await requireUser.call(this, request, reply);
  if (!hasScope(request.ability, 'admin2')) throw new HttpError(403, 'forbidden');
};

/** The Academy (issue #17): the admin dashboard, the learner's courses, course pages, enrolling and progress. */
export const academyRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: requireUser };
  route(app, api.academyDashboard, { onRequest: requireAdmin2 }, async (request) =>
    academyDashboard(app.db, { site: request.site.id, ...request.query }),
  );
  route(app, api.myCourses, signedIn, async (request) => ({
    courses: await myCourses(app.db, request.site.id, request.user!.id),
  }));
  route(app, api.listCourses, {}, async (request) => ({ courses: await listCourses(app.db, request.site.id) }));
  route(app, api.courseDetails, {}, async (request) =>
    courseDetails(app.db, request.site.id, request.params.id, request.user?.id ?? null),
  );
  route(app, api.enrol, signedIn, async (request) =>
    enrol(app.db, request.site.id, request.params.id, request.user!.id),
  );
  route(app, api.completeLesson, signedIn, async (request) =>
    completeLesson(app.db, request.site.id, request.params.id, request.params.lessonId, request.user!.id),
  );
};
