export { ChatApp } from './components/chat-app';
