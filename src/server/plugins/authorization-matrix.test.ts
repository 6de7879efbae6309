import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { successStatus, type EndpointAccess, type EndpointSpec } from '../../common/api/endpoint';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../common/schemas/account';
import { shopSettingsDefaults } from '../../common/schemas/ecommerce-settings';
import { BUILT_IN_ROLES } from '../../common/permissions/built-ins';
import { defineAbilityFor, MEMBER_ROLE } from '../../common/permissions/define-ability';
import type { AppAction, AppSubject } from '../../common/permissions/subjects';
import type { App } from '../app';
import { createSignIn } from '../auth/sessions';
import { hashPassword } from '../auth/password';
import {
  ecommerceCategories,
  ecommerceProducts,
  ecommerceReviews,
  helpArticles,
  permissions,
  searchConfigFor,
  rolePermissions,
  roles,
  userRoles,
  users,
} from '../db/schema';
import { pictureIn } from '../media/test-images';
import { registerAdmin, registerUser, uniqueEmail, type TestUser } from '../test/accounts';
import { allEndpoints } from '../test/all-endpoints';
import { buildTestApp } from '../test/build-test-app';
import { describeDialects } from '../test/describe-dialects';
import { flat, HOSTS, multipartBody } from '../test/listings';

/*
 * The authorization matrix, generated from the descriptors (src/common/api): every endpoint is
 * called by an anonymous caller, a member, another member, an admin, and a user whose one role
 * holds only `read` of the endpoint's subject, and the answer must be what the endpoint's
 * `access` says. A refusal is 401/403 (or the 404 of a hidden record); an allowed caller may still
 * hear 400 or 404 about the input, but never a refusal. Every status seen must be documented.
 */

type Persona = 'anonymous' | 'member' | 'otherMember' | 'admin' | 'reader';
const PERSONAS: Persona[] = ['anonymous', 'member', 'otherMember', 'admin', 'reader'];

/** What the request sends besides the caller's token: path params, query, JSON body or one file. */
interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  file?: Buffer;
  /** Another Bearer for this call (a fresh session, so signing out does not end the persona's). */
  bearer?: string;
}

/** The world the fixtures build their calls in. */
interface World {
  app: App;
  users: Record<'member' | 'otherMember' | 'admin' | 'seller', TestUser>;
  /** The member's published listing (public to all, changeable by the member and admins). */
  listingId: string;
  /** The seller's published listing, which the member asked about in `conversationId`. */
  sellerListingId: string;
  conversationId: string;
  /** A contact-form message of the site, for the inbox routes that only read it. */
  contactMessageId: string;
  jpeg: Buffer;
  /** The hash of STRONG_PASSWORD, for users made in the database. */
  passwordHash: string;
}

interface Caller {
  persona: Persona;
  user: TestUser | null;
}

type Fixture = (w: World, caller: Caller) => Call | Promise<Call>;

const STRONG_PASSWORD = 'a long passphrase 42';

/** Every request goes to one site: listings, conversations and contact messages are per site. */
const HOST = HOSTS.naszdom;

async function call(w: World, method: string, url: string, bearer: string | null, payload?: object) {
  return w.app.inject({
    method: method as 'GET',
    url,
    headers: { host: HOST, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function expectOk(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body) as Record<string, unknown>;
}

/** A published listing of `owner`, made for one call (for the calls that end or hide it). */
async function publishedListing(w: World, owner: TestUser): Promise<string> {
  const created = await expectOk(await call(w, 'POST', '/api/listings', owner.accessToken, flat), 'create listing');
  const id = created.id as string;
  await expectOk(await call(w, 'POST', `/api/listings/${id}/publish`, owner.accessToken), 'publish listing');
  return id;
}

async function listingWithPicture(w: World): Promise<{ id: string; imageId: string }> {
  const id = await publishedListing(w, w.users.member);
  const form = multipartBody(w.jpeg, 'photo.jpg', 'image/jpeg');
  const res = await w.app.inject({
    method: 'POST',
    url: `/api/listings/${id}/images`,
    headers: { host: HOST, ...w.users.member.headers, 'content-type': form.contentType },
    payload: form.payload,
  });
  const listing = await expectOk(res, 'upload picture');
  return { id, imageId: (listing.images as { id: string }[])[0]!.id };
}

/** A fresh draft in the member's mailbox. */
async function memberDraft(w: World): Promise<string> {
  const res = await call(w, 'POST', '/api/email/messages', w.users.member.accessToken, { subject: 'Matrix draft' });
  return ((await expectOk(res, 'save draft')).message as { id: string }).id;
}

/** A file the member uploaded for a message. */
async function memberAttachment(w: World): Promise<string> {
  const form = multipartBody(w.jpeg, 'photo.jpg', 'image/jpeg');
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/email/attachments',
    headers: { host: HOST, ...w.users.member.headers, 'content-type': form.contentType },
    payload: form.payload,
  });
  return (await expectOk(res, 'upload attachment')).id as string;
}

/**
 * A second session of `user` (its access token): signing out or revoking it leaves the persona's.
 * Made in the database, as a sign-in would make it, so the matrix does not wait for password hashes.
 */
async function freshSession(w: World, user: TestUser): Promise<{ token: string; sessionId: string }> {
  const token = (await createSignIn(w.app.db, user.id, 'matrix')).accessToken;
  const list = (await expectOk(await call(w, 'GET', '/api/account/sessions', token), 'sessions')) as unknown as {
    id: string;
    current: boolean;
  }[];
  return { token, sessionId: list.find((s) => s.current)!.id };
}

async function contactMessage(w: World): Promise<string> {
  const email = uniqueEmail('visitor');
  await expectOk(
    await call(w, 'POST', '/api/contact', null, { name: 'Visitor', email, message: 'A question about the flat.' }),
    'contact',
  );
  const inbox = await expectOk(await call(w, 'GET', '/api/admin/contact-messages', w.users.admin.accessToken), 'inbox');
  return (inbox.items as { id: string; email: string }[]).find((m) => m.email === email)!.id;
}

/** A permission row (made if missing), for the routes that change or delete one. */
async function permissionId(w: World, action: AppAction, subject: AppSubject): Promise<string> {
  await w.app.db.insert(permissions).values({ action, subject, description: 'matrix' }).onConflictDoNothing();
  const [row] = await w.app.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(eq(permissions.action, action), eq(permissions.subject, subject), eq(permissions.own, false)));
  return row!.id;
}

/** A user with `roleId` as their one role, made in the database (one password hash for them all). */
async function quickUser(w: World, roleId: string | null, name: string): Promise<TestUser> {
  const email = uniqueEmail('quick');
  const [row] = await w.app.db
    .insert(users)
    .values({ email, name, passwordHash: w.passwordHash })
    .returning({ id: users.id });
  if (roleId) await w.app.db.insert(userRoles).values({ userId: row!.id, roleId });
  const tokens = await createSignIn(w.app.db, row!.id, 'matrix');
  return {
    id: row!.id,
    email,
    password: STRONG_PASSWORD,
    accessToken: tokens.accessToken,
    apiToken: tokens.apiToken,
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  };
}

async function freshRole(w: World): Promise<string> {
  const [row] = await w.app.db
    .insert(roles)
    .values({ name: `matrix-${randomUUID().slice(0, 8)}`, description: 'matrix' })
    .returning({ id: roles.id });
  return row!.id;
}

/** A valid invoice (POST and PUT /invoices). */
const invoiceBody = {
  clientName: 'Matrix Client',
  clientEmail: 'matrix-client@example.test',
  issueDate: '2026-03-01',
  dueDate: '2026-03-15',
  currency: 'EUR',
  language: 'en',
  lines: [{ description: 'Work', quantity: 1, unitPriceMinor: 1000 }],
};

/** A product of the request's site, made in the database, for the catalogue routes that change one. */
async function shopProduct(w: World): Promise<string> {
  const [row] = await w.app.db
    .insert(ecommerceProducts)
    .values({ site: 'naszdom', name: 'Matrix lamp', category: '', priceMinor: 100, currency: 'PLN' })
    .returning({ id: ecommerceProducts.id });
  return row!.id;
}

async function shopCategory(w: World): Promise<string> {
  const [row] = await w.app.db
    .insert(ecommerceCategories)
    .values({ site: 'naszdom', name: 'Matrix' })
    .returning({ id: ecommerceCategories.id });
  return row!.id;
}

/** A help article of its own per call (a unique slug), so a delete by one caller leaves the next one's. */
async function helpArticle(w: World): Promise<{ id: string; slug: string }> {
  const slug = `matrix-${randomUUID().slice(0, 8)}`;
  const [row] = await w.app.db
    .insert(helpArticles)
    .values({
      slug,
      language: 'en',
      category: 'selling',
      title: 'Matrix',
      summary: 'Matrix',
      body: 'Matrix',
      searchConfig: searchConfigFor('en'),
    })
    .returning({ id: helpArticles.id });
  return { id: row!.id, slug };
}

async function shopReview(w: World): Promise<string> {
  const [row] = await w.app.db
    .insert(ecommerceReviews)
    .values({ site: 'naszdom', productId: await shopProduct(w), authorName: 'Matrix', rating: 4 })
    .returning({ id: ecommerceReviews.id });
  return row!.id;
}

/** An event of the member's calendar (no guests), made for one call: only the member may see or change it. */
async function memberEvent(w: World): Promise<string> {
  const created = await expectOk(
    await call(w, 'POST', '/api/calendar/events', w.users.member.accessToken, {
      title: 'Matrix meeting',
      start: '2026-03-02T09:00:00Z',
      end: '2026-03-02T10:00:00Z',
    }),
    'create event',
  );
  return created.id as string;
}

/** A checkout the billing API takes (test mode: the Luhn-valid test card, nothing charged). */
const billingCheckout = {
  plan: 'basic',
  period: 'monthly',
  name: 'Matrix Buyer',
  email: 'buyer@example.test',
  address: 'Main Street 1',
  country: 'PL',
  cardNumber: '4242424242424242',
  cardExpiry: `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`,
  cardCvc: '123',
};

const shopProductInput = { name: 'Matrix lamp', status: 'draft', priceMinor: 100, stock: 1 };

const member = (w: World) => w.users.member;

/** A fresh Kanban board of the member (column, card, the seller on it), so each persona meets the same state. */
async function kanbanBoard(w: World): Promise<{ boardId: string; columnId: string; cardId: string }> {
  const token = member(w).accessToken;
  const board = await expectOk(
    await call(w, 'POST', '/api/kanban/boards', token, { name: 'Matrix', columns: ['A'] }),
    'create board',
  );
  const boardId = board.id as string;
  await expectOk(
    await call(w, 'POST', `/api/kanban/boards/${boardId}/members`, token, { userId: w.users.seller.id }),
    'add member',
  );
  const full = await expectOk(await call(w, 'GET', `/api/kanban/boards/${boardId}`, token), 'read board');
  const columnId = (full.columns as { id: string }[])[0]!.id;
  const card = await expectOk(
    await call(w, 'POST', `/api/kanban/boards/${boardId}/cards`, token, { columnId, title: 'Card' }),
    'create card',
  );
  return { boardId, columnId, cardId: card.id as string };
}
const self = (w: World, c: Caller) => c.user ?? w.users.member;

/**
 * One entry per endpoint ("METHOD /path" as in its descriptor): the call each persona makes. A
 * call that ends or changes its record makes a fresh one, so each persona meets the same state.
 * An endpoint without an entry fails the test below, so nobody can add one and skip this.
 */
const FIXTURES: Record<string, Fixture> = {
  // academy.ts: no courses in the test database, so allowed callers hear 404 about the course.
  'GET /academy/dashboard': () => ({}),
  'GET /academy/my-courses': () => ({}),
  'GET /academy/courses': () => ({}),
  'GET /academy/courses/:id': () => ({ params: { id: randomUUID() } }),
  'POST /academy/courses/:id/enrol': () => ({ params: { id: randomUUID() } }),
  'POST /academy/courses/:id/lessons/:lessonId/complete': () => ({
    params: { id: randomUUID(), lessonId: randomUUID() },
  }),
  // account.ts
  'PATCH /account': () => ({ body: { language: 'fr' } }),
  'POST /account/verify-email': () => ({}),
  // The same password again: the call is real, and the personas keep signing in with it.
  'POST /account/password': (w, c) => ({
    body: { currentPassword: self(w, c).password, newPassword: self(w, c).password },
  }),
  'GET /account/sessions': () => ({}),
  'DELETE /account/sessions/:id': async (w) => ({ params: { id: (await freshSession(w, member(w))).sessionId } }),
  // No file: the 400 avatarMissing comes after the sign-in check.
  'POST /account/avatar': () => ({}),
  'POST /account/totp/setup': () => ({}),
  'POST /account/totp/enable': () => ({ body: { code: '000000' } }),
  'POST /account/totp/disable': () => ({ body: { code: '000000' } }),
  // admin.ts
  'GET /admin/users': () => ({ query: { page: '1', pageSize: '5' } }),
  'POST /admin/users': () => ({ body: { name: 'New', email: uniqueEmail('new'), password: STRONG_PASSWORD } }),
  'GET /admin/users/:id': (w) => ({ params: { id: member(w).id } }),
  'PATCH /admin/users/:id': (w) => ({ params: { id: member(w).id }, body: { name: 'Renamed' } }),
  'DELETE /admin/users/:id': async (w) => ({ params: { id: (await quickUser(w, null, 'Victim')).id } }),
  'GET /admin/roles': () => ({}),
  'POST /admin/roles': () => ({ body: { name: `role-${randomUUID().slice(0, 8)}`, description: 'matrix' } }),
  'PATCH /admin/roles/:id': async (w) => ({ params: { id: await freshRole(w) }, body: { description: 'changed' } }),
  'DELETE /admin/roles/:id': async (w) => ({ params: { id: await freshRole(w) } }),
  'GET /admin/permissions': () => ({}),
  // A known subject no seed grants; only the admin's try creates it.
  'POST /admin/permissions': () => ({ body: { action: 'read', subject: 'Dashboard', description: 'matrix' } }),
  'PATCH /admin/permissions/:id': async (w) => ({
    params: { id: await permissionId(w, 'update', 'AclDemo') },
    body: { description: 'changed' },
  }),
  'DELETE /admin/permissions/:id': async (w) => ({ params: { id: await permissionId(w, 'delete', 'AclDemo') } }),
  // auth.ts
  'POST /auth/register': () => ({ body: { name: 'Matrix', email: uniqueEmail('matrix'), password: STRONG_PASSWORD } }),
  'POST /auth/login': (w) => ({ body: { email: member(w).email, password: member(w).password } }),
  // No Google here: a body naming no token is a 400, which shows no sign-in was asked for.
  'POST /auth/google': () => ({ body: {} }),
  'POST /auth/logout': async (w, c) => (c.user ? { bearer: (await freshSession(w, c.user)).token } : {}),
  'GET /auth/me': () => ({}),
  'POST /auth/forgot-password': (w) => ({ body: { email: member(w).email } }),
  'POST /auth/reset-password': () => ({ body: { token: 'x'.repeat(43), password: STRONG_PASSWORD } }),
  'POST /auth/verify-email': () => ({ body: { token: 'x'.repeat(43) } }),
  // calls.ts: a foreign or unknown id is counted 0, never refused.
  'GET /calls/missed': () => ({}),
  'POST /calls/missed/seen': () => ({ body: { ids: [randomUUID()] } }),
  // chat.ts: every caller talks to the seller, a stranger to them all (a direct chat is found or made).
  'GET /chats': () => ({}),
  'POST /chats': (w) => ({ body: { userId: w.users.seller.id } }),
  'PUT /chats/status': () => ({ body: { status: 'away' } }),
  // contact.ts
  'POST /contact': () => ({
    body: { name: 'Visitor', email: uniqueEmail('visitor'), message: 'Is the flat still free?' },
  }),
  'GET /admin/contact-messages': () => ({}),
  'POST /admin/contact-messages/:id/read': (w) => ({ params: { id: w.contactMessageId } }),
  'DELETE /admin/contact-messages/:id': async (w) => ({ params: { id: await contactMessage(w) } }),
  // dashboards.ts, ecommerce-dashboard.ts, logistics.ts
  'GET /dashboards/overview': () => ({}),
  'GET /dashboards/ecommerce': () => ({}),
  'GET /logistics/dashboard': () => ({}),
  'GET /logistics/fleet': () => ({}),
  'GET /logistics/dispatch': () => ({}),
  // ecommerce-orders.ts: no shop in the matrix's database, so allowed callers hear 404 about the record.
  'GET /ecommerce/orders': () => ({ query: { pageSize: '5' } }),
  'GET /ecommerce/orders/:id': () => ({ params: { id: randomUUID() } }),
  'POST /ecommerce/orders/:id/status': () => ({ params: { id: randomUUID() }, body: { status: 'shipped' } }),
  'GET /ecommerce/customers': () => ({ query: { pageSize: '5' } }),
  'GET /ecommerce/customers/:id': () => ({ params: { id: randomUUID() } }),
  'PATCH /ecommerce/customers/:id': () => ({ params: { id: randomUUID() }, body: { name: 'Renamed' } }),
  'PUT /ecommerce/customers/:id/addresses/:kind': () => ({
    params: { id: randomUUID(), kind: 'billing' },
    body: { name: 'Matrix', line1: '1 Main Street', city: 'Gdańsk', postalCode: '80-001', country: 'PL' },
  }),
  'GET /ecommerce/settings': () => ({}),
  'PUT /ecommerce/settings': () => ({ body: shopSettingsDefaults('Matrix shop') }),
  // ecommerce-referrals.ts: no shop either, so an allowed create hears 400 about the referrer, the rest 404.
  'GET /ecommerce/referrals': () => ({ query: { pageSize: '5' } }),
  'POST /ecommerce/referrals': () => ({
    body: { customerId: randomUUID(), code: 'MATRIX-10', commissionPercent: 10 },
  }),
  'POST /ecommerce/referrals/:id/payouts': () => ({
    params: { id: randomUUID() },
    body: { amountMinor: 100, payoutDate: '2026-01-31' },
  }),
  'POST /ecommerce/referrals/:id/payouts/:payoutId/paid': () => ({
    params: { id: randomUUID(), payoutId: randomUUID() },
  }),
  // dev.ts (DEV_OUTBOX=true here), health.ts
  'GET /dev/outbox': (w) => ({ query: { to: member(w).email } }),
  'GET /health': () => ({}),
  // ecommerce-catalogue.ts: every change gets a fresh row of the request's site.
  'GET /ecommerce/products': () => ({ query: { pageSize: '5' } }),
  'GET /ecommerce/products/:id': async (w) => ({ params: { id: await shopProduct(w) } }),
  'POST /ecommerce/products': () => ({ body: shopProductInput }),
  'PUT /ecommerce/products/:id': async (w) => ({ params: { id: await shopProduct(w) }, body: shopProductInput }),
  'DELETE /ecommerce/products/:id': async (w) => ({ params: { id: await shopProduct(w) } }),
  'POST /ecommerce/products/bulk-status': async (w) => ({ body: { ids: [await shopProduct(w)], status: 'published' } }),
  'POST /ecommerce/products/bulk-delete': async (w) => ({ body: { ids: [await shopProduct(w)] } }),
  'POST /ecommerce/product-images': (w) => ({ file: w.jpeg }),
  'GET /ecommerce/categories': () => ({}),
  'POST /ecommerce/categories': () => ({ body: { name: 'Matrix' } }),
  'PUT /ecommerce/categories/:id': async (w) => ({ params: { id: await shopCategory(w) }, body: { name: 'Renamed' } }),
  'DELETE /ecommerce/categories/:id': async (w) => ({ params: { id: await shopCategory(w) } }),
  'GET /ecommerce/reviews': () => ({}),
  'GET /ecommerce/reviews/stats': () => ({}),
  'PATCH /ecommerce/reviews/:id': async (w) => ({ params: { id: await shopReview(w) }, body: { status: 'approved' } }),
  'DELETE /ecommerce/reviews/:id': async (w) => ({ params: { id: await shopReview(w) } }),
  // listings.ts
  'GET /listings': () => ({}),
  'GET /listings/mine': () => ({}),
  'GET /listings/:id': (w) => ({ params: { id: w.listingId } }),
  'POST /listings': () => ({ body: flat }),
  'PUT /listings/:id': (w) => ({ params: { id: w.listingId }, body: flat }),
  'POST /listings/:id/publish': (w) => ({ params: { id: w.listingId } }),
  'POST /listings/:id/unpublish': async (w) => ({ params: { id: await publishedListing(w, member(w)) } }),
  'DELETE /listings/:id': async (w) => ({ params: { id: await publishedListing(w, member(w)) } }),
  'POST /listings/:id/images': async (w) => ({
    params: { id: await publishedListing(w, member(w)) },
    file: w.jpeg,
  }),
  // Not an allowed address: the owner hears 400 imageUrlRefused, after the check on the listing.
  'POST /listings/:id/images/url': (w) => ({
    params: { id: w.listingId },
    body: { url: 'http://127.0.0.1:9/picture.jpg' },
  }),
  'PUT /listings/:id/images': async (w) => {
    const { id, imageId } = await listingWithPicture(w);
    return { params: { id }, body: { imageIds: [imageId], coverId: imageId } };
  },
  'DELETE /listings/:id/images/:imageId': async (w) => ({ params: await listingWithPicture(w) }),
  'GET /admin/users/:id/listing-usage': (w) => ({ params: { id: member(w).id } }),
  // messages.ts: the member is the buyer in `conversationId`; the other member is a stranger to it.
  'POST /conversations': (w) => ({ body: { listingId: w.sellerListingId } }),
  'GET /conversations': () => ({}),
  'GET /conversations/unread': () => ({}),
  'GET /conversations/:id/messages': (w) => ({ params: { id: w.conversationId } }),
  'POST /conversations/:id/messages': (w) => ({ params: { id: w.conversationId }, body: { body: 'Still free?' } }),
  'POST /conversations/:id/read': (w) => ({ params: { id: w.conversationId } }),
  // people.ts: anyone signed in may see the member's name and picture, or find people by name.
  'GET /people/:id': (w) => ({ params: { id: member(w).id } }),
  'GET /people': () => ({ query: { q: 'Test' } }),
  // help-center.ts: anyone reads; writing is the HelpArticle subject's (admins through "manage all").
  'GET /help-center': () => ({}),
  'GET /help-center/search': () => ({ query: { q: 'listing' } }),
  'GET /help-center/articles/:slug': async (w) => ({ params: { slug: (await helpArticle(w)).slug } }),
  'POST /help-center/articles': () => ({
    body: {
      slug: `matrix-new-${randomUUID().slice(0, 8)}`,
      language: 'en',
      category: 'buying',
      title: 'New',
      summary: 'New',
      body: 'New',
    },
  }),
  'PUT /help-center/articles/:id': async (w) => ({
    params: { id: (await helpArticle(w)).id },
    body: { title: 'Renamed', summary: 'Matrix', body: 'Matrix', category: 'selling' },
  }),
  'DELETE /help-center/articles/:id': async (w) => ({ params: { id: (await helpArticle(w)).id } }),
  // billing.ts: the caller's own plan. The checkout's empty body is refused after the sign-in check;
  // cancelling needs a current plan, so each signed-in caller first starts one (a 409 says it has one).
  'POST /billing/checkout': () => ({ body: {} }),
  'GET /billing/subscription': () => ({}),
  'POST /billing/subscription/cancel': async (w, c) => {
    if (c.user) await call(w, 'POST', '/api/billing/checkout', c.user.accessToken, billingCheckout);
    return {};
  },
  // kanban.ts: each call on a board of the member's own, made fresh; others hear 404.
  'GET /kanban/boards': () => ({}),
  'POST /kanban/boards': () => ({ body: { name: 'Board' } }),
  'GET /kanban/boards/:boardId': async (w) => ({ params: { boardId: (await kanbanBoard(w)).boardId } }),
  'PATCH /kanban/boards/:boardId': async (w) => ({
    params: { boardId: (await kanbanBoard(w)).boardId },
    body: { name: 'Renamed' },
  }),
  'DELETE /kanban/boards/:boardId': async (w) => ({ params: { boardId: (await kanbanBoard(w)).boardId } }),
  'POST /kanban/boards/:boardId/members': async (w) => ({
    params: { boardId: (await kanbanBoard(w)).boardId },
    body: { userId: w.users.otherMember.id },
  }),
  'DELETE /kanban/boards/:boardId/members/:userId': async (w) => ({
    params: { boardId: (await kanbanBoard(w)).boardId, userId: w.users.seller.id },
  }),
  'POST /kanban/boards/:boardId/columns': async (w) => ({
    params: { boardId: (await kanbanBoard(w)).boardId },
    body: { name: 'B' },
  }),
  'PATCH /kanban/boards/:boardId/columns/:columnId': async (w) => {
    const { boardId, columnId } = await kanbanBoard(w);
    return { params: { boardId, columnId }, body: { name: 'C' } };
  },
  'DELETE /kanban/boards/:boardId/columns/:columnId': async (w) => {
    const { boardId, columnId } = await kanbanBoard(w);
    return { params: { boardId, columnId } };
  },
  'POST /kanban/boards/:boardId/columns/:columnId/move': async (w) => {
    const { boardId, columnId } = await kanbanBoard(w);
    return { params: { boardId, columnId }, body: { afterId: null } };
  },
  'POST /kanban/boards/:boardId/cards': async (w) => {
    const { boardId, columnId } = await kanbanBoard(w);
    return { params: { boardId }, body: { columnId, title: 'New' } };
  },
  'PATCH /kanban/boards/:boardId/cards/:cardId': async (w) => {
    const { boardId, cardId } = await kanbanBoard(w);
    return { params: { boardId, cardId }, body: { title: 'Edited' } };
  },
  'DELETE /kanban/boards/:boardId/cards/:cardId': async (w) => {
    const { boardId, cardId } = await kanbanBoard(w);
    return { params: { boardId, cardId } };
  },
  'POST /kanban/boards/:boardId/cards/:cardId/move': async (w) => {
    const { boardId, columnId, cardId } = await kanbanBoard(w);
    return { params: { boardId, cardId }, body: { columnId, afterId: null } };
  },
  'GET /kanban/boards/:boardId/cards/:cardId/comments': async (w) => {
    const { boardId, cardId } = await kanbanBoard(w);
    return { params: { boardId, cardId } };
  },
  'GET /kanban/boards/:boardId/cards/:cardId/attachments': async (w) => {
    const { boardId, cardId } = await kanbanBoard(w);
    return { params: { boardId, cardId } };
  },
  'POST /kanban/boards/:boardId/cards/:cardId/attachments': async (w) => {
    const { boardId, cardId } = await kanbanBoard(w);
    return { params: { boardId, cardId }, file: w.jpeg };
  },
  'DELETE /kanban/boards/:boardId/cards/:cardId/attachments/:attachmentId': async (w) => {
    const { boardId, cardId } = await kanbanBoard(w);
    const form = multipartBody(w.jpeg, 'photo.jpg', 'image/jpeg');
    const res = await w.app.inject({
      method: 'POST',
      url: `/api/kanban/boards/${boardId}/cards/${cardId}/attachments`,
      headers: { host: HOST, ...member(w).headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    const attachment = await expectOk(res, 'attach picture');
    return { params: { boardId, cardId, attachmentId: attachment.id as string } };
  },
  'POST /kanban/boards/:boardId/cards/:cardId/comments': async (w) => {
    const { boardId, cardId } = await kanbanBoard(w);
    return { params: { boardId, cardId }, body: { body: 'Hi' } };
  },
  // calendar.ts: the member's own event; anyone else (an admin too) hears 404 about it.
  'GET /calendar/events': () => ({ query: { from: '2026-03-01T00:00:00Z', to: '2026-04-01T00:00:00Z' } }),
  'POST /calendar/events': () => ({
    body: { title: 'Matrix', start: '2026-03-02T09:00:00Z', end: '2026-03-02T10:00:00Z' },
  }),
  'GET /calendar/events/:id': async (w) => ({ params: { id: await memberEvent(w) } }),
  'PATCH /calendar/events/:id': async (w) => ({ params: { id: await memberEvent(w) }, body: { title: 'Moved' } }),
  'DELETE /calendar/events/:id': async (w) => ({ params: { id: await memberEvent(w) } }),
  'GET /invoices': () => ({ query: { status: 'draft' } }),
  'GET /invoices/customers': () => ({ query: { q: 'a' } }),
  'POST /invoices': () => ({ body: invoiceBody }),
  // An invoice number no site has: allowed callers hear 404, the others their refusal.
  'GET /invoices/:number': () => ({ params: { number: '999999' } }),
  'PUT /invoices/:number': () => ({ params: { number: '999999' }, body: invoiceBody }),
  'DELETE /invoices/:number': () => ({ params: { number: '999999' } }),
  'GET /invoices/:number/pdf': () => ({ params: { number: '999999' } }),
  'POST /invoices/:number/send': () => ({ params: { number: '999999' }, body: {} }),
  'POST /invoices/:number/payments': () => ({
    params: { number: '999999' },
    body: { amountMinor: 100, paidOn: '2026-03-01' },
  }),
  'DELETE /invoices/:number/payments/:paymentId': () => ({
    params: { number: '999999', paymentId: '00000000-0000-4000-8000-000000000000' },
  }),
  // seller-home.ts: each caller reads their own home; anyone may count a view of a published offer.
  'GET /seller/home': () => ({ query: { period: '7d' } }),
  'POST /offer-views': (w) => ({ body: { listingId: w.listingId } }),
  // notifications.ts
  'GET /account/notifications': () => ({}),
  'PUT /account/notifications': () => ({ body: DEFAULT_NOTIFICATION_PREFERENCES }),
  // email.ts: the member's own draft and upload; everyone else hears 404 about them.
  'GET /email/counts': () => ({}),
  'GET /email/messages': () => ({ query: { box: 'inbox' } }),
  'GET /email/messages/:id': async (w) => ({ params: { id: await memberDraft(w) } }),
  'POST /email/messages': () => ({ body: { subject: 'Matrix', html: '<p>Hello</p>' } }),
  'PUT /email/messages/:id': async (w) => ({ params: { id: await memberDraft(w) }, body: { subject: 'Again' } }),
  'PATCH /email/messages': async (w) => ({ body: { ids: [await memberDraft(w)], starred: true } }),
  'POST /email/messages/delete': async (w) => ({ body: { ids: [await memberDraft(w)] } }),
  'POST /email/attachments': (w) => ({ file: w.jpeg }),
  'GET /email/attachments/:id': async (w) => ({ params: { id: await memberAttachment(w) } }),
  // video.ts: the call room of the member and the seller; the invited id names nobody (same answer).
  'POST /video/token': (w) => ({
    body: { roomName: `${member(w).id}_${w.users.seller.id}`, participantName: 'Matrix' },
  }),
  'POST /video/invite': (w) => ({ body: { roomName: `${member(w).id}_${w.users.seller.id}`, userId: randomUUID() } }),
};

/** What the member role holds (BUILT_IN_ROLES), asked the way the server asks it. */
const memberAbility = defineAbilityFor({
  userId: 'member',
  roles: [MEMBER_ROLE],
  permissions: (BUILT_IN_ROLES.find((r) => r.name === MEMBER_ROLE)?.grants ?? []).map((key) => {
    const [action, subject, own] = key.split(' ');
    return { action: action!, subject: subject!, own: own === 'own' };
  }),
});

/** The subject whose `read` the reader persona holds: the endpoint's own, or `all` for the rest. */
const readSubjectOf = (access: EndpointAccess): AppSubject =>
  access.kind === 'permission' || access.kind === 'owner' ? access.subject : 'all';

/** 'allowed', or the status that refuses this persona. */
function expected(access: EndpointAccess, persona: Persona): 'allowed' | number {
  if (access.kind === 'anyone') return 'allowed';
  if (persona === 'anonymous') return access.kind === 'participant' && access.apiToken ? 403 : 401;
  switch (access.kind) {
    case 'signed-in':
      return 'allowed';
    case 'scope':
      // admin2 comes with the admin role only; internal with every account.
      return access.scope === 'internal' || persona === 'admin' ? 'allowed' : 403;
    case 'permission':
      if (persona === 'admin') return 'allowed';
      if (persona === 'reader') return access.action === 'read' ? 'allowed' : 403;
      return memberAbility.can(access.action, access.subject) ? 'allowed' : 403;
    case 'owner':
      if (persona === 'member' || persona === 'admin') return 'allowed';
      // The reader sees everyone's records of the subject: a change is forbidden, not hidden.
      if (persona === 'reader') return access.action === 'read' ? 'allowed' : 403;
      return access.others;
    case 'participant':
      return persona === 'member' ? 'allowed' : access.others;
    default:
      throw new Error(`no access rule the matrix knows: ${JSON.stringify(access)}`);
  }
}

const REFUSALS = new Set([401, 403]);

function describeAccess(access: EndpointAccess): string {
  switch (access.kind) {
    case 'scope':
      return `scope ${access.scope}`;
    case 'permission':
      return `${access.action} ${access.subject}`;
    case 'owner':
      return `own ${access.subject} (${access.action}), others ${access.others}`;
    case 'participant':
      return `participants only, others ${access.others}${access.apiToken ? ', apiToken' : ''}`;
    default:
      return access.kind;
  }
}

/** Read from src/common/api itself: a new endpoint is in the matrix without anyone listing it. */
const ENDPOINTS = await allEndpoints();

describeDialects('authorization matrix on %s', (dialect) => {
  let w: World;
  const readers = new Map<AppSubject, TestUser>();

  beforeAll(async () => {
    // The matrix signs in and writes a lot from one address: the limits have their own tests.
    const app = await buildTestApp({
      dialect,
      env: {
        DEV_OUTBOX: 'true',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'matrix-')),
        CONTACT_RATE_LIMIT: '1000',
        CONVERSATION_RATE_LIMIT: '1000',
        MESSAGE_RATE_LIMIT: '1000',
        CALL_INVITES_LIMIT: '1000',
        CALL_INVITES_PER_CALLEE_LIMIT: '1000',
      },
    });
    const [memberUser, otherMember, admin, seller, jpeg, passwordHash] = await Promise.all([
      registerUser(app, { password: STRONG_PASSWORD }),
      registerUser(app),
      registerAdmin(app),
      registerUser(app),
      pictureIn.jpeg(),
      hashPassword(STRONG_PASSWORD),
    ]);
    const partial = { app, users: { member: memberUser, otherMember, admin, seller }, jpeg, passwordHash } as World;
    partial.listingId = await publishedListing(partial, memberUser);
    partial.sellerListingId = await publishedListing(partial, seller);
    const conversation = await expectOk(
      await call(partial, 'POST', '/api/conversations', memberUser.accessToken, { listingId: partial.sellerListingId }),
      'start conversation',
    );
    partial.conversationId = conversation.id as string;
    partial.contactMessageId = await contactMessage(partial);
    w = partial;
  });
  afterAll(async () => w?.app.close());

  /** A user whose only role holds only `read` of `subject` (not even the member role). */
  async function readerOf(subject: AppSubject): Promise<TestUser> {
    const known = readers.get(subject);
    if (known) return known;
    const roleId = await freshRole(w);
    await w.app.db.insert(rolePermissions).values({ roleId, permissionId: await permissionId(w, 'read', subject) });
    const user = await quickUser(w, roleId, `Reader of ${subject}`);
    readers.set(subject, user);
    return user;
  }

  async function userOf(persona: Persona, endpoint: EndpointSpec): Promise<TestUser | null> {
    if (persona === 'anonymous') return null;
    if (persona === 'reader') return readerOf(readSubjectOf(endpoint.access));
    return w.users[persona];
  }

  async function ask(endpoint: EndpointSpec, fixture: Fixture, persona: Persona) {
    const user = await userOf(persona, endpoint);
    const c = await fixture(w, { persona, user });
    const url =
      '/api' +
      endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
        const value = c.params?.[name];
        if (value === undefined) throw new Error(`the fixture names no :${name}`);
        return value;
      }) +
      (c.query ? `?${new URLSearchParams(c.query)}` : '');
    const apiToken = endpoint.access.kind === 'participant' && endpoint.access.apiToken;
    const bearer = c.bearer ?? (user ? (apiToken ? user.apiToken : user.accessToken) : null);
    const headers: Record<string, string> = { host: HOST, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) };
    if (c.file) {
      const form = multipartBody(c.file, 'photo.jpg', 'image/jpeg');
      return w.app.inject({
        method: endpoint.method,
        url,
        headers: { ...headers, 'content-type': form.contentType },
        payload: form.payload,
      });
    }
    return w.app.inject({
      method: endpoint.method,
      url,
      headers,
      ...(c.body === undefined ? {} : { payload: c.body as object }),
    });
  }

  it('has a fixture for every endpoint, and none for an endpoint that is gone', () => {
    expect(Object.keys(FIXTURES).sort()).toEqual(ENDPOINTS.map((e) => e.key).sort());
  });

  for (const { name, key, endpoint } of ENDPOINTS) {
    it(`${key} (${name}): ${describeAccess(endpoint.access)}`, async () => {
      const fixture = FIXTURES[key];
      expect(fixture, 'a fixture in FIXTURES').toBeDefined();
      const wrong: string[] = [];
      for (const persona of PERSONAS) {
        const res = await ask(endpoint, fixture!, persona);
        const want = expected(endpoint.access, persona);
        const status = res.statusCode;
        const say = (why: string) => wrong.push(`${persona}: ${status} ${why} ${res.body.slice(0, 200)}`);
        if (want === 'allowed') {
          const access = endpoint.access;
          const others = access.kind === 'owner' || access.kind === 'participant' ? access.others : null;
          if (REFUSALS.has(status) || status === others || status >= 500) {
            say('but allowed');
          }
        } else if (status !== want) {
          say(`but ${want} expected`);
        }
        const documented =
          status >= 200 && status < 300 ? status === successStatus(endpoint) : status in endpoint.responses;
        if (!documented) say('is not among its documented answers');
      }
      expect(wrong).toEqual([]);
    });
  }

  it("a refused DELETE of a user leaves them signed in; the admin's ends their account", async () => {
    const victim = await quickUser(w, null, 'Victim');
    const me = () => w.app.inject({ method: 'GET', url: '/api/auth/me', headers: victim.headers });
    for (const caller of [w.users.member, w.users.otherMember]) {
      const res = await w.app.inject({
        method: 'DELETE',
        url: `/api/admin/users/${victim.id}`,
        headers: caller.headers,
      });
      expect(res.statusCode).toBe(403);
      expect((await me()).statusCode).toBe(200);
    }
    const res = await w.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${victim.id}`,
      headers: w.users.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });

  it("checks the caller before the body: an anonymous bad request is still 401, a member's 403", async () => {
    const anonymous = await w.app.inject({ method: 'POST', url: '/api/admin/users', payload: { nonsense: true } });
    expect(anonymous.statusCode).toBe(401);
    const res = await w.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: w.users.member.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});
