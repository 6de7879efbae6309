import { MessageComposer } from '@web/components/message-thread';
import { useTranslation } from 'react-i18next';
import { useSendChatMessage } from '../api/chat';
import { useSendTyping } from '../lib/live-chat';

/**
 * Writing in a chat: the shared composer, its send button an arrow only (the pane is narrow), and
 * typing tells the other side (a few times a minute at most, lib/live-chat.ts).
 */
export function ChatComposer({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const send = useSendChatMessage(conversationId);
  const typing = useSendTyping(conversationId);
  return (
    <MessageComposer
      send={send}
      onType={typing}
      compact
      testId="chat-composer"
      texts={{
        label: t('chat.composer.label'),
        hint: t('chat.composer.hint'),
        send: t('chat.composer.send'),
        sendFailed: (reason) => t('chat.sendFailed', { reason }),
      }}
    />
  );
}
