import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import {
  shopSettingsDefaults,
  shopSettingsSchema,
  type ShopSettings,
} from '../../../common/schemas/ecommerce-settings';
import type { SiteConfig } from '../../../common/sites';
import type { Db } from '../../db/client';
import { ecommerceSettings } from '../../db/schema';

/*
 * One site's shop settings (issue #34). Stored as one JSON document, read back through the shared
 * schema: a document an older build wrote that no longer fits falls back to the defaults rather
 * than answering something the page cannot show.
 */

export async function viewShopSettings(db: Db, site: SiteConfig) {
  const [row] = await db.select().from(ecommerceSettings).where(eq(ecommerceSettings.site, site.id));
  const stored = row ? z.safeParse(shopSettingsSchema, row.settings) : null;
  return {
    settings: stored?.success ? stored.data : shopSettingsDefaults(site.configuration.AppName),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function saveShopSettings(db: Db, site: SiteConfig, userId: string, settings: ShopSettings) {
  const values = { settings, updatedAt: new Date(), updatedBy: userId };
  await db
    .insert(ecommerceSettings)
    .values({ site: site.id, ...values })
    .onConflictDoUpdate({ target: ecommerceSettings.site, set: values });
  return viewShopSettings(db, site);
}
