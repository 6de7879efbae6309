// The site administrators' inbox of contact-form messages (issue #15); the page in src/web/pages/apps composes it.
export { ContactInbox } from './components/contact-inbox';
