import type { MessageHistory, MessageView } from '@common/schemas/messages';
import type { InfiniteData } from '@tanstack/react-query';

/**
 * A conversation's history pages (newest page first, as the server pages backwards) as one list,
 * oldest first, each message once: a live message and a send may both bring the newest.
 * My messages and the chat app read the same history.
 */
export function messagesOf(data: InfiniteData<MessageHistory> | undefined): MessageView[] {
  if (!data) return [];
  const seen = new Set<string>();
  return [...data.pages]
    .reverse()
    .flatMap((page) => page.items)
    .filter((m) => (seen.has(m.id) ? false : (seen.add(m.id), true)));
}

/** The cached history with a message just sent added at its end (once, whatever else brought it). */
export function withSentMessage(
  data: InfiniteData<MessageHistory> | undefined,
  message: MessageView,
): InfiniteData<MessageHistory> | undefined {
  if (!data || data.pages.length === 0) return data;
  const [latest, ...older] = data.pages;
  if (latest!.items.some((m) => m.id === message.id)) return data;
  return { ...data, pages: [{ ...latest!, items: [...latest!.items, message] }, ...older] };
}
