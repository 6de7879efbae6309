export { MessageComposer, type ComposerTexts, type SendState } from './message-composer';
export { MessageList, type HistoryState, type MessageListTexts } from './message-list';
