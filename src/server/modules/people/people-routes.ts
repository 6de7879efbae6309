import { and, asc, eq, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import * as api from '../../../common/api/people';
import { avatarUrlOf } from '../../auth/public-user';
import { containsPattern } from '../../db/contains-pattern';
import { users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { requireUser } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';

const uuid = z.uuid();

/**
 * Who an id names (issue #33): the call screens get ids from the live channel (the stamped sender
 * of an invitation, a peer in the room) and show the account's name and picture instead. Signed
 * in only; only the public face of the account leaves (no e-mail, no status). A malformed id is
 * the same 404 as an unknown one, so the answer says nothing about the id's form.
 */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.getPerson, { onRequest: requireUser }, async (request) => {
    const { id } = request.params;
    // Checked here rather than in the params schema: a bad id would otherwise be a 400.
    if (!z.safeParse(uuid, id).success) throw new HttpError(404, 'userNotFound');
    const [row] = await app.db
      .select({ id: users.id, name: users.name, avatar: users.avatar })
      .from(users)
      .where(eq(users.id, id));
    if (!row) throw new HttpError(404, 'userNotFound');
    return { id: row.id, name: row.name, avatarUrl: avatarUrlOf(row.avatar) };
  });

  // Pickers (a Kanban board's members, a calendar event's guests) find people by a part of their
  // name: active accounts only, ten at most, and only what getPerson shows (never an e-mail address).
  route(app, api.searchPeople, { onRequest: requireUser }, async (request) => {
    const rows = await app.db
      .select({ id: users.id, name: users.name, avatar: users.avatar })
      .from(users)
      .where(and(eq(users.status, 'active'), ilike(users.name, containsPattern(request.query.q))))
      .orderBy(asc(users.name), asc(users.id))
      .limit(10);
    return { items: rows.map((row) => ({ id: row.id, name: row.name, avatarUrl: avatarUrlOf(row.avatar) })) };
  });
};
