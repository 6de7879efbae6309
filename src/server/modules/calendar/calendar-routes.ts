import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/calendar';
import { authOf, requireUser } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import * as calendar from './calendar-service';

/**
 * The calendar's routes: any signed-in user has a calendar of their own. Who may see or change
 * an event is decided by the event (its owner, its guests), not by a role: no rule reaches into
 * another person's calendar, an admin's neither (calendar-service.ts answers 404).
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = { onRequest: requireUser };
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  route(app, api.listCalendarEvents, signedIn, async (request) => ({
    items: await calendar.listEvents(db, me(request), request.query),
  }));
  route(app, api.createCalendarEvent, signedIn, async (request) => calendar.createEvent(db, me(request), request.body));
  route(app, api.getCalendarEvent, signedIn, async (request) => calendar.getEvent(db, me(request), request.params.id));
  route(app, api.updateCalendarEvent, signedIn, async (request) =>
    calendar.updateEvent(db, me(request), request.params.id, request.body),
  );
  route(app, api.deleteCalendarEvent, signedIn, async (request) =>
    calendar.deleteEvent(db, me(request), request.params.id),
  );
};
