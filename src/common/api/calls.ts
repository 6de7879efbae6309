import { markCallsSeenSchema, markedCountSchema, missedCallListSchema } from '../schemas/calls';
import { defineEndpoint, errorResponses } from './endpoint';

/** The signed-in member's missed video calls on the request's site (server: modules/calls). */
const tags = ['calls'];

export const listMissedCalls = defineEndpoint({
  access: { kind: 'signed-in' },
  tags,
  method: 'GET',
  path: '/calls/missed',
  summary: "The caller's latest missed video calls, the unseen first, and how many are unseen",
  responses: { 200: missedCallListSchema, ...errorResponses(401) },
});

export const markMissedCallsSeen = defineEndpoint({
  access: { kind: 'signed-in' },
  tags,
  method: 'POST',
  path: '/calls/missed/seen',
  summary: "Marks the named missed calls seen; ids that are not the caller's missed calls are ignored",
  body: markCallsSeenSchema,
  responses: { 200: markedCountSchema, ...errorResponses(400, 401) },
});
