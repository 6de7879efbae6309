import * as z from 'zod/mini';
import {
  videoInviteRequestSchema,
  videoInviteSchema,
  videoTokenRequestSchema,
  videoTokenSchema,
} from '../schemas/video';
import { apiErrorSchema } from './error-body';
import { defineEndpoint } from './endpoint';

/**
 * The video token service (server: modules/video). SPEC.md section 6: failures carry
 * `errorMessage` (besides the usual error body), and a missing or bad apiToken answers 403, which
 * makes the call screen sign the user out and go to /login.
 */
const videoErrorSchema = z.extend(apiErrorSchema, { errorMessage: z.string() });

export const requestVideoToken = defineEndpoint({
  access: { kind: 'participant', others: 403, apiToken: true },
  method: 'POST',
  path: '/video/token',
  summary: 'A short-lived token for one call room (Authorization: Bearer <apiToken>)',
  tags: ['video'],
  body: videoTokenRequestSchema,
  responses: {
    200: videoTokenSchema,
    400: videoErrorSchema,
    403: videoErrorSchema,
    429: videoErrorSchema,
    503: videoErrorSchema,
  },
});

/**
 * A participant lets a third (fourth...) user into their call room, so that user's token request
 * for it succeeds; ringing them is the caller's callInvitation as for any call. The answer does
 * not say whether the id names a user (only an active one is let in); too many invitations: 429.
 */
export const inviteToVideoCall = defineEndpoint({
  access: { kind: 'participant', others: 403, apiToken: true },
  method: 'POST',
  path: '/video/invite',
  summary: 'Let one more user into a call room you are part of (Authorization: Bearer <apiToken>)',
  tags: ['video'],
  body: videoInviteRequestSchema,
  responses: {
    200: videoInviteSchema,
    400: videoErrorSchema,
    403: videoErrorSchema,
    429: videoErrorSchema,
  },
});
