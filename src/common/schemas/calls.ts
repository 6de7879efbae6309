import * as z from 'zod/mini';
import { uuidField } from './fields';

/*
 * Missed video calls (issue #16), shared by the navbar bell and the server (modules/calls).
 * Messages are error codes (errors.<code> in the locales).
 */

/** The bell lists at most this many missed calls, the unseen ones first. */
export const MISSED_CALLS_LIMIT = 20;

export const missedCallSchema = z.object({
  id: z.string(),
  /** The caller as their account names and pictures them (never the name the invitation claimed). */
  caller: z.object({ id: z.string(), name: z.string(), avatarUrl: z.nullable(z.string()) }),
  /** What the caller said the call was about (the listing's name), when they said. */
  listingName: z.nullable(z.string()),
  createdAt: z.string(),
  seen: z.boolean(),
});
export type MissedCallView = z.infer<typeof missedCallSchema>;

export const missedCallListSchema = z.object({
  items: z.array(missedCallSchema),
  /** Every unseen missed call of the caller on this site, also those beyond the list's limit. */
  unseen: z.int(),
});
export type MissedCallList = z.infer<typeof missedCallListSchema>;

/** The missed calls the bell showed and the member has now seen (only their own are touched). */
export const markCallsSeenSchema = z.strictObject({
  ids: z
    .array(uuidField)
    .check(z.minLength(1, { error: 'valueRequired' }), z.maxLength(100, { error: 'valueTooLong' })),
});
export type MarkCallsSeenInput = z.infer<typeof markCallsSeenSchema>;

export const markedCountSchema = z.object({ count: z.int() });

/** The personal live channel's event when a call to the member went unanswered. */
export const LIVE_MISSED_CALL_EVENT = 'missed-call';
export const liveMissedCallSchema = z.object({ id: z.string() });
export type LiveMissedCall = z.infer<typeof liveMissedCallSchema>;
