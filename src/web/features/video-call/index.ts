// Video calls (issue #16): the call screen; the page in src/web/pages composes it.
export { MyCall } from './components/my-call';
export { CallOwnerButton } from './components/call-owner-button';
