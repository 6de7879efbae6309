import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { abilityFromRules, type AppAbility, type AppRule } from '../../common/permissions/define-ability';
import type { AppAction, AppSubject } from '../../common/permissions/subjects';
import type { User } from '../db/schema';
import { authorizationFor } from '../auth/abilities';
import { resolveToken } from '../auth/sessions';
import { HttpError } from '../http-error';

export interface AuthState {
  user: User;
  signInId: string;
  roles: string[];
  scopes: string[];
  rules: AppRule[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (Bearer accessToken), or null. */
    user: User | null;
    /** What the user may do, derived from their roles on this very request; empty when signed out. */
    ability: AppAbility;
    auth: AuthState | null;
  }
}

const NOBODY = abilityFromRules([]);

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{10,200})\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * Resolves `Authorization: Bearer <accessToken>` on /api requests into request.user and
 * request.ability. It never rejects by itself: public routes ignore a stale token, private routes
 * say what they need with requireUser / requireAbility as route onRequest hooks, so a caller
 * without the right is turned away before the body is even read.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('ability', null as unknown as AppAbility);
    app.decorateRequest('auth', null);
    const signIn = async (request: FastifyRequest, token: string) => {
      const resolved = await resolveToken(app.db, token, 'access');
      if (!resolved) return;
      const authz = await authorizationFor(app.db, resolved.user.id);
      request.user = resolved.user;
      request.ability = authz.ability;
      request.auth = {
        user: resolved.user,
        signInId: resolved.signInId,
        roles: authz.roles,
        scopes: authz.scopes,
        rules: authz.rules,
      };
    };
    // A callback hook: pages and anonymous calls (most requests) go on without a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      request.ability = NOBODY;
      const token = request.url.startsWith('/api/') ? bearerOf(request) : null;
      if (!token) return done();
      signIn(request, token).then(() => done(), done);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** 401 unless signed in with a valid, unexpired, unrevoked token. */
export const requireUser: onRequestAsyncHookHandler = async (request: FastifyRequest, _reply: FastifyReply) => {
  if (!request.user) throw new HttpError(401, 'signInRequired');
};

/** 401 when signed out, 403 when signed in but the user's rules do not allow `action` on `subject`. */
export function requireAbility(action: AppAction, subject: AppSubject): onRequestAsyncHookHandler {
  return async (request, reply) => {
    await requireUser.call(request.server, request, reply);
    if (!request.ability.can(action, subject)) {
      throw new HttpError(403, 'forbidden', { values: { action, subject } });
    }
  };
}

/** The signed-in state of a request that passed requireUser. */
export function authOf(request: FastifyRequest): AuthState {
  if (!request.auth) throw new HttpError(401, 'signInRequired');
  return request.auth;
}
