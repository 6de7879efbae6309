import { MessageComposer } from '@web/components/message-thread';
import { useTranslation } from 'react-i18next';
import { useSendMessage } from '../api/history';

/** My messages' composer: the shared one, sending to this conversation, in this area's words. */
export function Composer({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const send = useSendMessage(conversationId);
  return (
    <MessageComposer
      send={send}
      testId="message-composer"
      texts={{
        label: t('messages.composer.label'),
        hint: t('messages.composer.hint'),
        send: t('messages.composer.send'),
        sendFailed: (reason) => t('messages.sendFailed', { reason }),
      }}
    />
  );
}
