import { desc, eq } from 'drizzle-orm';
import type { App } from '../app';
import { outbox } from '../db/schema';
import { grantRoles } from '../db/seed/roles';

let counter = 0;
/** A fresh address per call, so tests never collide on the unique e-mail. */
export const uniqueEmail = (label = 'user') => `${label}-${Date.now().toString(36)}-${++counter}@example.test`;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  apiToken: string;
  headers: { authorization: string };
}

export async function registerUser(
  app: App,
  opts: { name?: string; email?: string; password?: string; language?: string } = {},
): Promise<TestUser> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'correct horse battery';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: opts.name ?? 'Test User', email, password, ...(opts.language ? { language: opts.language } : {}) },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return {
    id: body.userId,
    email,
    password,
    accessToken: body.accessToken,
    apiToken: body.apiToken,
    headers: { authorization: `Bearer ${body.accessToken}` },
  };
}

export async function registerAdmin(app: App): Promise<TestUser> {
  const user = await registerUser(app, { name: 'Test Admin', email: uniqueEmail('admin') });
  await grantRoles(app.db, user.id, ['admin']);
  return user;
}

export function login(app: App, email: string, password: string, extra: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, ...extra } });
}

/** The newest mail kept for an address, and the token of the link in it. */
export async function lastMail(app: App, to: string) {
  const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt)).limit(1);
  const token = mail ? /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] : undefined;
  return { mail, token };
}
