import * as z from 'zod/mini';
import { uuidField } from './fields';

/*
 * Conversations between members about a listing (issue #15), shared by the my-messages page and
 * the server (modules/messages). Messages are error codes (errors.<code> in the locales).
 */

export const MESSAGE_MAX_LENGTH = 5000;
/** Messages per page of history; older ones load as the reader scrolls back. */
export const MESSAGE_PAGE_SIZE = 30;

/** Plain text as typed: kept as is (line breaks too), shown as text, never as HTML. */
export const messageBodyField = z.string({ error: 'messageRequired' }).check(
  z.refine((text) => text.trim().length > 0, { error: 'messageRequired' }),
  z.maxLength(MESSAGE_MAX_LENGTH, { error: 'messageTooLong' }),
);

export const sendMessageSchema = z.strictObject({ body: messageBodyField });
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const startConversationSchema = z.strictObject({ listingId: uuidField });

export const conversationIdParamSchema = z.object({ id: uuidField });

export const messageHistoryQuerySchema = z.object({
  /** A message id: the page ends just before it (older messages). */
  before: z.optional(uuidField),
});

export const personSchema = z.object({ id: z.string(), name: z.string() });

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  sender: personSchema,
  body: z.string(),
  createdAt: z.string(),
});
export type MessageView = z.infer<typeof messageSchema>;

export const conversationKindSchema = z.enum(['listing', 'direct']);

export const conversationSchema = z.object({
  id: z.string(),
  /** About a listing (My messages and the chat app) or person to person (the chat app only). */
  kind: conversationKindSchema,
  /**
   * The listing it is about (its id null once the listing was deleted; its name stays); null for
   * a direct conversation. /api/conversations lists only listing conversations.
   */
  listing: z.nullable(z.object({ id: z.nullable(z.string()), name: z.string(), thumb: z.nullable(z.string()) })),
  /** The other participant, as the caller sees it (for an admin reading along: the seller). */
  other: personSchema,
  lastMessage: z.nullable(messageSchema),
  /** The other side's messages the caller has not read. */
  unread: z.int(),
  lastMessageAt: z.string(),
});
export type ConversationView = z.infer<typeof conversationSchema>;

export const conversationListSchema = z.object({ items: z.array(conversationSchema) });

export const messageHistorySchema = z.object({
  /** Oldest first. */
  items: z.array(messageSchema),
  /** Older messages exist before the first one here. */
  hasMore: z.boolean(),
});
export type MessageHistory = z.infer<typeof messageHistorySchema>;

export const unreadCountSchema = z.object({ count: z.int() });

/** What the personal live channel carries when a message is posted (event "conversation-message"). */
export const liveMessageSchema = z.object({ message: messageSchema });
export type LiveMessage = z.infer<typeof liveMessageSchema>;
export const LIVE_MESSAGE_EVENT = 'conversation-message';
