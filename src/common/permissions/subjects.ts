/*
 * The actions and subjects the code checks, as lists and as types. Page meta, the server's
 * requireAbility, the seeds and the admin's permission form all take these, so a typo in a
 * subject is a type error (or a 400 from the API) instead of a rule that never matches.
 * Adding a subject: append it here, give it a label in every locale
 * (admin.builtIn.subject.<Name> in src/web/locales/<lang>/admin.json), then use it.
 */

/** CASL's verbs: `manage` is any action, the other four are the usual record operations. */
export const ACTIONS = ['manage', 'create', 'read', 'update', 'delete'] as const;

/**
 * What a rule is about. `all` is CASL's "any subject". The rest are the product's areas from
 * SPEC.md: the access-control demo, listings, messages, video calls, dashboards, and the admin
 * apps for users, roles and permissions, the contact-form inbox, and the template's e-commerce
 * (products, orders, customers, reviews) and invoice apps, and the help centre's articles.
 */
export const SUBJECTS = [
  'all',
  'AclDemo',
  'Listing',
  'Message',
  'Call',
  'Dashboard',
  'User',
  'Role',
  'Permission',
  'ContactMessage',
  'Product',
  'Order',
  'Customer',
  'Review',
  'Invoice',
  'HelpArticle',
] as const;

export type AppAction = (typeof ACTIONS)[number];
export type AppSubject = (typeof SUBJECTS)[number];

const actionSet: ReadonlySet<string> = new Set(ACTIONS);
const subjectSet: ReadonlySet<string> = new Set(SUBJECTS);

/** Narrows a stored string (rows written before the lists existed may hold anything). */
export const isAppAction = (value: string): value is AppAction => actionSet.has(value);
export const isAppSubject = (value: string): value is AppSubject => subjectSet.has(value);
