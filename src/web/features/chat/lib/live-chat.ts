import {
  CHAT_MESSAGE_EVENT,
  CHAT_PRESENCE_EVENT,
  CHAT_TYPING_EVENT,
  chatEnvelopeDataSchema,
  chatEnvelopeSchema,
  livePresenceSchema,
  liveTypingSchema,
  TYPING_REPEAT_MS,
  TYPING_SHOWN_MS,
  type ChatList,
} from '@common/schemas/chat';
import type { MessageHistory, MessageView } from '@common/schemas/messages';
import { personalChannel } from '@web/lib/realtime/channels';
import { subscribe } from '@web/lib/realtime/bus';
import { useSession } from '@web/lib/session-context';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { chatKeys } from '../api/chat';

/** Adds a message at the end of a cached history (once), then lets the list catch up. */
function arrived(client: QueryClient, message: MessageView) {
  client.setQueryData<InfiniteData<MessageHistory>>(chatKeys.history(message.conversationId), (data) => {
    if (!data || data.pages.length === 0) return data;
    const [latest, ...older] = data.pages;
    if (latest!.items.some((m) => m.id === message.id)) return data;
    return { ...data, pages: [{ ...latest!, items: [...latest!.items, message] }, ...older] };
  });
  void client.invalidateQueries({ queryKey: chatKeys.list });
}

/** Parses SPEC's chatMessage envelope as the server sends a direct message; null for anything else. */
export function messageOfEnvelope(payload: unknown): MessageView | null {
  const envelope = z.safeParse(chatEnvelopeSchema, payload);
  if (!envelope.success) return null;
  let data: unknown;
  try {
    data = JSON.parse(envelope.data.data);
  } catch {
    return null;
  }
  const inner = z.safeParse(chatEnvelopeDataSchema, data);
  // Anyone may post into a personal room; the server stamps `from`, so a message claiming
  // another sender is not one the server delivered.
  if (!inner.success || inner.data.message.sender.id !== envelope.data.from) return null;
  return inner.data.message;
}

export type TypingNow = ReadonlyMap<string, string>;

/**
 * The chat page live: messages of both kinds (direct ones in the chatMessage envelope, listing
 * ones as conversation-message), contacts' status changes, and who is typing where (conversation
 * id -> name, cleared TYPING_SHOWN_MS after the last typing event). After a reconnect the list
 * and histories are read again, so nothing missed stays missing.
 */
export function useLiveChat(): TypingNow {
  const client = useQueryClient();
  const { session } = useSession();
  const userId = session?.userId ?? null;
  const apiToken = session?.apiToken ?? null;
  const [typing, setTyping] = useState<TypingNow>(new Map());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    if (!userId) return;
    const channel = personalChannel(userId, apiToken);
    if (!channel) return;
    const socket = channel.socket;
    const clearTyping = (conversationId: string) => {
      clearTimeout(timers.current.get(conversationId));
      timers.current.delete(conversationId);
      setTyping((now) => {
        if (!now.has(conversationId)) return now;
        const next = new Map(now);
        next.delete(conversationId);
        return next;
      });
    };
    const onMessage = (payload: unknown) => {
      const message = messageOfEnvelope(payload);
      if (!message) return;
      clearTyping(message.conversationId);
      arrived(client, message);
    };
    const onTyping = (payload: unknown) => {
      const parsed = z.safeParse(liveTypingSchema, payload);
      if (!parsed.success || parsed.data.from === userId) return;
      const { conversationId, name } = parsed.data;
      clearTimeout(timers.current.get(conversationId));
      timers.current.set(
        conversationId,
        setTimeout(() => clearTyping(conversationId), TYPING_SHOWN_MS),
      );
      setTyping((now) => (now.get(conversationId) === name ? now : new Map(now).set(conversationId, name)));
    };
    const onPresence = (payload: unknown) => {
      const parsed = z.safeParse(livePresenceSchema, payload);
      if (!parsed.success) return;
      const { userId: who, presence } = parsed.data;
      client.setQueryData<ChatList>(chatKeys.list, (list) =>
        list
          ? {
              ...list,
              items: list.items.map((c) => (c.person.id === who ? { ...c, person: { ...c.person, presence } } : c)),
            }
          : list,
      );
    };
    const onConnect = () => void client.invalidateQueries({ queryKey: chatKeys.all });
    const stopListing = subscribe('conversation-message', ({ message }) => {
      clearTyping(message.conversationId);
      arrived(client, message);
    });
    socket.on(CHAT_MESSAGE_EVENT, onMessage);
    socket.on(CHAT_TYPING_EVENT, onTyping);
    socket.on(CHAT_PRESENCE_EVENT, onPresence);
    socket.on('connect', onConnect);
    const pending = timers.current;
    return () => {
      stopListing();
      socket.off(CHAT_MESSAGE_EVENT, onMessage);
      socket.off(CHAT_TYPING_EVENT, onTyping);
      socket.off(CHAT_PRESENCE_EVENT, onPresence);
      socket.off('connect', onConnect);
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, [client, userId, apiToken]);

  return typing;
}

/** "I am typing" for a conversation: at most once every TYPING_REPEAT_MS, and only while connected. */
export function useSendTyping(conversationId: string): () => void {
  const { session } = useSession();
  const last = useRef(0);
  const userId = session?.userId ?? null;
  const apiToken = session?.apiToken ?? null;
  return useCallback(() => {
    const now = Date.now();
    if (!userId || now - last.current < TYPING_REPEAT_MS) return;
    const channel = personalChannel(userId, apiToken);
    if (!channel?.socket.connected) return;
    last.current = now;
    channel.socket.emit(CHAT_TYPING_EVENT, { conversationId });
  }, [conversationId, userId, apiToken]);
}
