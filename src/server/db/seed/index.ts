import type { Env } from '../../env';
import type { Db } from '../client';
import { users } from '../schema';
import { seedDemoEcommerce } from './demo-ecommerce';
import { seedDemoCatalogue } from './demo-ecommerce-catalogue';
import { seedDemoEcommerceAddresses } from './demo-ecommerce-orders';
import { seedDemoReferrals } from './demo-ecommerce-referrals';
import { seedDemoAcademy } from './demo-academy';
import { seedDemoCalendar } from './demo-calendar';
import { seedDemoChat } from './demo-chat';
import { seedDemoActivity } from './demo-activity';
import { seedDemoEmail } from './demo-email';
import { seedDemoHelpArticles } from './demo-help-articles';
import { seedDemoInvoices } from './demo-invoices';
import { seedDemoKanban } from './demo-kanban';
import { seedDemoListings } from './demo-listings';
import { seedDemoLogistics } from './demo-logistics';
import { seedDemoUsers } from './demo-users';
import { seedRoles } from './roles';

/** What the product needs to work at all (built-in roles and permissions); runs on every start. */
export async function seedBaseData(db: Db): Promise<void> {
  await seedRoles(db);
}

/**
 * Whether this server may seed the demo accounts (issue #9, item 4). SEED_DEMO=true or false
 * decides; unset, everything seeds except a production server on its own PostgreSQL
 * (NODE_ENV=production with DATABASE_URL), which is a real deployment, not a quick start.
 */
export function demoSeedingAllowed(env: Pick<Env, 'SEED_DEMO' | 'NODE_ENV' | 'DATABASE_URL'>): boolean {
  if (env.SEED_DEMO !== undefined) return env.SEED_DEMO;
  return !(env.NODE_ENV === 'production' && env.DATABASE_URL);
}

/**
 * Seeds the demo accounts into an empty database only (no users at all), so an account an admin
 * deleted never comes back on the next start. With a data folder, the demo listings (and their
 * pictures) too. Every site's demo shop (eCommerce dashboard) always; and the Academy's courses
 * with a year of learners. Returns whether it seeded.
 */
export async function seedDemoData(db: Db, options: { dataDir?: string } = {}): Promise<boolean> {
  await seedRoles(db);
  const anyUser = await db.select({ id: users.id }).from(users).limit(1);
  if (anyUser.length > 0) return false;
  await seedDemoUsers(db);
  // A lived-in mailbox for both demo accounts (the e-mail app).
  await seedDemoEmail(db);
  // The shop's year of orders for the eCommerce dashboard: no pictures, so without a data folder too.
  await seedDemoEcommerce(db);
  // Its catalogue: categories, SKUs and reviews for the shop's products (issue #34).
  await seedDemoCatalogue(db);
  // The invoice app's few invoices per site, billed to the shop's customers.
  await seedDemoInvoices(db);
  // The customers' shipping and billing addresses, for the orders app.
  await seedDemoEcommerceAddresses(db);
  // A few referral codes per shop with the orders they brought and payouts, for the referrals page.
  await seedDemoReferrals(db);
  // The help centre's articles about the product, in every language.
  await seedDemoHelpArticles(db);
  // The Kanban app's board shared by the demo admin and member.
  await seedDemoKanban(db);
  // The logistics dashboard's fleet and a year of shipments (about a second on PGlite).
  await seedDemoLogistics(db);
  if (options.dataDir) {
    await seedDemoListings(db, options.dataDir);
    // The demo member's views, conversations and calls about those listings: a seller's week.
    await seedDemoActivity(db);
  }
  // Direct chats of the demo admin and member (and the demo sellers, when seeded above).
  await seedDemoChat(db);
  // After the listings: the aiteaches courses link to its listings when they exist.
  await seedDemoAcademy(db);
  // After the listings too: one of the demo admin's events is a viewing of a listing.
  await seedDemoCalendar(db);
  return true;
}
