import * as z from 'zod/mini';
import { uuidField } from './fields';
import { conversationSchema, messageSchema, type MessageView } from './messages';

/*
 * The chat app (issue #35, docs/chat.md): the signed-in member's conversations of both kinds
 * (direct ones and the listing ones of My messages: one store, modules/messages), presence and
 * the typing indicator. Shared by the server (modules/messages/chat-*.ts, realtime) and the page
 * (web/features/chat). Messages are error codes (errors.<code> in the locales).
 */

/** What the user picks; 'offline' means "appear offline". */
export const CHAT_STATUSES = ['online', 'away', 'busy', 'offline'] as const;
export const chatStatusSchema = z.enum(CHAT_STATUSES);
export type ChatStatus = z.infer<typeof chatStatusSchema>;

export const setChatStatusSchema = z.strictObject({ status: chatStatusSchema });
export const chatStatusAnswerSchema = z.object({ status: chatStatusSchema });

/** Start (or find again) the direct chat with a person. */
export const startChatSchema = z.strictObject({ userId: z.uuid({ error: 'userNotFound' }) });

/** The other participant as the chat shows them: presence is what others see (offline unless connected). */
export const chatPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.nullable(z.string()),
  presence: chatStatusSchema,
  /** When the account was made (the profile sidebar). */
  memberSince: z.string(),
});
export type ChatPerson = z.infer<typeof chatPersonSchema>;

export const chatSchema = z.extend(conversationSchema, { person: chatPersonSchema });
export type ChatView = z.infer<typeof chatSchema>;

export const chatListSchema = z.object({
  items: z.array(chatSchema),
  /** Unread messages over all of them. */
  unread: z.int(),
  /** The caller's own chosen status. */
  status: chatStatusSchema,
});
export type ChatList = z.infer<typeof chatListSchema>;

/**
 * SPEC.md section 3's chatMessage envelope, as the server sends a direct chat's message to each
 * participant's personal room: data is the JSON of `{ message }`, wrapperId the message id, from
 * the sender. Anyone may post a chatMessage into a personal room, so the browser takes one only as
 * a cue (docs/chat.md): it checks `from` against the sender and reloads what the server stored.
 */
export const CHAT_MESSAGE_EVENT = 'chatMessage';
export const chatEnvelopeSchema = z.object({
  room: z.string(),
  data: z.string(),
  wrapperId: z.string(),
  from: z.string(),
});
export type ChatEnvelope = z.infer<typeof chatEnvelopeSchema>;
export const chatEnvelopeDataSchema = z.object({ message: messageSchema });

export const chatEnvelope = (userId: string, message: MessageView): ChatEnvelope => ({
  room: `room_${userId}`,
  data: JSON.stringify({ message }),
  wrapperId: message.id,
  from: message.sender.id,
});

/** The browser says "I am typing" in a conversation (at most every few seconds while typing). */
export const CHAT_TYPING_EVENT = 'chat-typing';
export const chatTypingInputSchema = z.strictObject({ conversationId: uuidField });
/** What the other participant gets: who types where. */
export const liveTypingSchema = z.object({ conversationId: z.string(), from: z.string(), name: z.string() });
export type LiveTyping = z.infer<typeof liveTypingSchema>;
/** How long "… is typing" stays without a new typing event. */
export const TYPING_SHOWN_MS = 4000;
/** How often the browser repeats its typing event while the user keeps typing. */
export const TYPING_REPEAT_MS = 2000;

/** A contact changed the status they show (sent to the people they chat with on the site). */
export const CHAT_PRESENCE_EVENT = 'chat-presence';
export const livePresenceSchema = z.object({ userId: z.string(), presence: chatStatusSchema });
export type LivePresence = z.infer<typeof livePresenceSchema>;
