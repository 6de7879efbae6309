import type { HelpTexts } from './types';

export const en: HelpTexts = {
  'add-a-listing': {
    title: 'Add a listing with pictures',
    summary: 'Describe what you offer, set a price and add pictures from your device or from a web address.',
    body: 'Sign in and choose "Add new" in the menu. Give the listing a name and a description, then fill in the price, how long it lasts and where it takes place.\n\nDrag pictures onto the image area or click browse to pick them from your device; you can also add a picture from a web address. The first picture is the cover. Remove a picture with its remove button. Save the listing as a draft to finish it later.',
  },
  'publish-and-manage-listings': {
    title: 'Publish, edit or archive a listing',
    summary: 'A draft is only yours; publish it so visitors can find it, and change it whenever you like.',
    body: 'Press "Save and publish" in the listing form, or open "My items" and publish a draft from there. A published listing appears in search and gets its own offer page in every language of the site.\n\nTo change a listing, open it from "My items", edit it and save: visitors see the change at once. Archive a listing you no longer offer; it disappears from search but stays in your list.',
  },
  'find-offers-with-search': {
    title: 'Find offers with search',
    summary: 'Type a few words in the search box and narrow the results by kind, price and place.',
    body: 'Use the search box at the top of every public page. Search reads the name and description of every published listing and also finds other forms of a word, so "lessons" finds "lesson".\n\nOn the results page you can filter by kind, by lowest and highest price and by location, and sort by best match, newest or price. Open an offer to see its pictures, the full description and the seller.',
  },
  'contact-a-seller': {
    title: 'Contact a seller about an offer',
    summary: 'Ask a question about an offer with a message, straight from its page.',
    body: 'Open the offer and press "Message the owner". Write your question and send it; you need to be signed in, and a new visitor can create an account on the way.\n\nThe conversation is kept under "My messages", where the seller\'s answer arrives. The offer it is about is shown above the conversation, so both of you know what you are talking about.',
  },
  'read-and-answer-messages': {
    title: 'Read and answer your messages',
    summary: 'All your conversations in one place, with new messages arriving as they are sent.',
    body: 'Open "My messages" to see every conversation, the newest first. A conversation with unread messages is marked, and the count in the menu tells you how many are waiting.\n\nChoose a conversation, type your answer and press Enter or the send button. New messages appear without reloading the page, and the other person sees yours at once.',
  },
  'start-a-video-call': {
    title: 'Start a video call with a seller',
    summary: 'Talk face to face about an offer: call the seller by video from the offer page.',
    body: 'Open the offer and press "Call the owner". Your browser asks once for the camera and the microphone; allow both. The seller gets an invitation and the call starts when they accept it.\n\nDuring the call you can turn your camera or microphone off and back on, and leave whenever you like. Calls you made and received are listed under "My call".',
  },
  'accept-or-decline-a-call': {
    title: 'Accept or decline an incoming call',
    summary: 'When someone calls you, a popup shows the invitation with Accept and Decline buttons.',
    body: "An incoming call opens a popup on any page of the site you have open, with the caller's name and two buttons. Accept joins the call at once; Decline tells the caller that you cannot talk now.\n\nThe popup stays for about thirty seconds. If you miss it, the caller sees that you did not answer and can call you again or send a message instead.",
  },
  'create-an-account': {
    title: 'Create an account and sign in',
    summary: 'Sign up with your e-mail address and a password, then confirm the address.',
    body: 'Choose "Create an account" on the sign-in page. Enter your name, your e-mail address and a password of at least eight characters, and accept the terms. We send you an e-mail with a link that confirms the address.\n\nAfter that, sign in with your e-mail and password on the sign-in page. If the site offers it, you can also sign in with Google.',
  },
  'reset-your-password': {
    title: 'Reset a forgotten password',
    summary: 'Ask for a reset link by e-mail and choose a new password.',
    body: 'On the sign-in page choose "Forgot password?" and enter your e-mail address. If an account uses it, we send a link that is valid for a short time and works once.\n\nOpen the link, type the new password twice and save. Your other sessions are signed out, so anyone who knew the old password loses access.',
  },
  'two-step-sign-in': {
    title: 'Turn on two-step sign-in',
    summary: 'Protect your account with a six-digit code from an authenticator app.',
    body: 'Open your account settings and go to Security. Choose to turn on two-step sign-in, scan the QR code with an authenticator app and enter the six-digit code it shows to confirm.\n\nFrom then on, signing in asks for your password and a fresh code from the app. You can turn two-step sign-in off in the same place; it asks for a code first.',
  },
  'manage-your-sessions': {
    title: 'See and end your sessions',
    summary: 'Check which browsers are signed in to your account and sign out the ones you do not know.',
    body: 'Account settings, Security, lists every browser and device signed in to your account, with when it was last used. The one you are using now is marked.\n\nEnd a session you do not recognise and that browser is signed out at once. Changing your password also ends every other session.',
  },
};
