// Conversations about listings: the my-messages page and the offer page's "Send a message"; the pages in src/web/pages compose these.
export { MyMessages } from './components/my-messages';
export { MessageOwnerButton } from './components/message-owner-button';
