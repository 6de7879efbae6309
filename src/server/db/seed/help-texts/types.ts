/** One article's text in one language; the body's paragraphs are separated by an empty line. */
export interface HelpText {
  title: string;
  summary: string;
  body: string;
}

/** The seeded articles' slugs (demo-help-articles.ts gives each its category). */
export type HelpSlug =
  | 'add-a-listing'
  | 'publish-and-manage-listings'
  | 'find-offers-with-search'
  | 'contact-a-seller'
  | 'read-and-answer-messages'
  | 'start-a-video-call'
  | 'accept-or-decline-a-call'
  | 'create-an-account'
  | 'reset-your-password'
  | 'two-step-sign-in'
  | 'manage-your-sessions';

export type HelpTexts = Record<HelpSlug, HelpText>;
