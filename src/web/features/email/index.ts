export { EmailApp } from './components/email-app';
export { isBox } from './lib/boxes';
