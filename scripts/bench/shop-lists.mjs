// The shop's lists at scale (issue #34: "every list answers p95 <= 50 ms over 10,000 products and
// 100,000 orders on PGlite and PostgreSQL"). Generates a shop in SQL (INSERT ... SELECT
// generate_series: 10,000 products, 20,000 customers, 100,000 orders with about 200,000 lines,
// 20,000 invoices, 30,000 reviews) in a temporary PGlite folder and, with TEST_DATABASE_URL, a
// temporary PostgreSQL database; then times each list through its service function (the code the
// HTTP route calls after validation) with the query the page sends: default view, sorts, filters,
// searches and a deep page.
import { sql } from 'drizzle-orm';
import { onPglite, onPostgres } from './search.mjs';
import { percentile } from './stats.mjs';

const PRODUCTS = Number(process.env.BENCH_SHOP_PRODUCTS ?? 10_000);
const ORDERS = Number(process.env.BENCH_SHOP_ORDERS ?? 100_000);
const CUSTOMERS = Math.max(1, Math.round(ORDERS / 5));
const INVOICES = Math.max(1, Math.round(ORDERS / 5));
const REVIEWS = Math.max(1, PRODUCTS * 3);
const RUNS = Number(process.env.BENCH_SHOP_RUNS ?? 40);
const TARGET_P95_MS = 50;
const SITE = 'generic';

const WORDS = ['Oak', 'Linen', 'Copper', 'Velvet', 'Maple', 'Slate', 'Amber', 'Cedar', 'Ivory', 'Cobalt'];
const THINGS = ['Chair', 'Lamp', 'Table', 'Shelf', 'Mirror', 'Rug', 'Vase', 'Clock', 'Stool', 'Bench'];
const FIRST = ['Anna', 'Jan', 'Maria', 'Piotr', 'Ewa', 'Tomasz', 'Olivia', 'Lucas', 'Sofia', 'Noah', 'Emma', 'Liam'];
const LAST = ['Nowak', 'Kowalski', 'Smith', 'Garcia', 'Müller', 'Rossi', 'Dubois', 'Silva', 'Novak', 'Jensen'];
const COUNTRIES = ['PL', 'DE', 'FR', 'ES', 'IT', 'PT', 'BR', 'CN', 'AE', 'US'];
const arr = (words) => sql.raw(`array[${words.map((w) => `'${w}'`).join(',')}]`);
/** The g-th word of a list, spread with a second stride so names combine. */
const nth = (words, g, stride = 1) => sql`(${arr(words)})[1 + ((${sql.raw(g)} / ${stride}) % ${words.length})::int]`;

async function generate(db) {
  await db.execute(sql`select setseed(0.34)`);
  const [category] = (
    await db.execute(sql`insert into ecommerce_categories (site, name) values (${SITE}, 'Furniture') returning id`)
  ).rows;
  await db.execute(sql`
    insert into ecommerce_products (site, name, category, category_id, sku, barcode, price_minor, currency, stock,
                                    status, created_at, updated_at)
    select ${SITE}, ${nth(WORDS, 'g')} || ' ' || ${nth(THINGS, 'g', 10)} || ' ' || g, 'Furniture',
           case when g % 3 = 0 then ${category.id}::uuid end, 'SKU-' || lpad(g::text, 6, '0'),
           lpad((5900000000000 + g)::text, 13, '0'), 500 + floor(random() * 50000)::int, 'EUR',
           (g * 7) % 60, (array['published','published','published','draft','scheduled','inactive'])[1 + g % 6],
           now() - (g || ' minutes')::interval, now()
    from generate_series(1, ${PRODUCTS}) g`);
  await db.execute(sql`
    insert into ecommerce_customers (site, name, email, country, created_at)
    select ${SITE}, ${nth(FIRST, 'g')} || ' ' || ${nth(LAST, 'g', 12)} || ' ' || g, 'customer' || g || '@example.org',
           ${nth(COUNTRIES, 'g', 7)}, now() - (g || ' hours')::interval
    from generate_series(1, ${CUSTOMERS}) g`);
  // Orders take a customer by position: number the customers once.
  await db.execute(sql`
    create temporary table bench_customers as
      select row_number() over (order by id) as n, id, country from ecommerce_customers where site = ${SITE}`);
  await db.execute(sql`
    insert into ecommerce_orders (site, number, customer_id, status, total_minor, currency, country, created_at)
    select ${SITE}, 5000 + g, c.id,
           (array['paid','shipped','delivered','delivered','delivered','cancelled','refunded'])[1 + g % 7],
           1000 + floor(random() * 90000)::int, 'EUR', c.country, now() - (g * 5 || ' minutes')::interval
    from generate_series(1, ${ORDERS}) g join bench_customers c on c.n = 1 + (g * 7919) % ${CUSTOMERS}`);
  await db.execute(sql`
    create temporary table bench_products as
      select row_number() over (order by id) as n, id, price_minor from ecommerce_products where site = ${SITE}`);
  // One or two lines per order (about 1.5 on average).
  await db.execute(sql`
    insert into ecommerce_order_items (site, order_id, product_id, quantity, unit_price_minor)
    select ${SITE}, o.id, p.id, 1 + (o.number % 3), p.price_minor
    from ecommerce_orders o
    cross join generate_series(0, 1) k
    join bench_products p on p.n = 1 + ((o.number * 31 + k * 977) % ${PRODUCTS})
    where o.site = ${SITE} and (k = 0 or o.number % 2 = 0)`);
  await db.execute(sql`
    insert into invoices (site, number, status, client_name, client_email, issue_date, due_date, currency, language,
                          subtotal_minor, tax_minor, total_minor, paid_minor, sent_at)
    select ${SITE}, 5000 + g, s.status, ${nth(FIRST, 'g')} || ' ' || ${nth(LAST, 'g', 12)},
           'client' || g || '@example.org', current_date - (g / 20), current_date - (g / 20) + 30, 'EUR', 'en',
           10000, 2300, 12300, case s.status when 'paid' then 12300 when 'partial' then 5000 else 0 end,
           case when s.status = 'draft' then null else now() end
    from generate_series(1, ${INVOICES}) g
    cross join lateral (select (array['draft','sent','partial','paid','paid'])[1 + g % 5] as status) s`);
  await db.execute(sql`
    insert into ecommerce_reviews (site, product_id, author_name, author_email, rating, title, body, status, created_at)
    select ${SITE}, p.id, ${nth(FIRST, 'g')} || ' ' || ${nth(LAST, 'g', 12)}, 'reviewer' || g || '@example.org',
           1 + g % 5, ${nth(WORDS, 'g', 3)} || ' is ' || (array['great','fine','poor','lovely','sturdy'])[1 + g % 5],
           'Bought it for the living room. ' || repeat('Solid build, quick delivery. ', 1 + g % 3),
           (array['approved','approved','pending','rejected'])[1 + g % 4], now() - (g || ' minutes')::interval
    from generate_series(1, ${REVIEWS}) g join bench_products p on p.n = 1 + (g * 13) % ${PRODUCTS}`);
  await db.execute(sql`drop table bench_customers`);
  await db.execute(sql`drop table bench_products`);
  await db.execute(sql`analyze`);
}

/** [list, label, run(db, parse)]: what each grid page asks the server for. */
function cases(s) {
  const deepOrders = Math.floor(ORDERS / 25 / 2);
  return [
    ['products', 'newest first (default)', (db) => s.listProducts(db, SITE, s.products.parse({}))],
    [
      'products',
      'name A-Z, deep page',
      (db) =>
        s.listProducts(
          db,
          SITE,
          s.products.parse({ sort: 'name', order: 'asc', page: Math.floor(PRODUCTS / 50), pageSize: 25 }),
        ),
    ],
    [
      'products',
      'search "cedar" + in stock, price',
      (db) => s.listProducts(db, SITE, s.products.parse({ q: 'cedar', stock: 'in', sort: 'price', order: 'asc' })),
    ],
    ['products', 'search SKU digits', (db) => s.listProducts(db, SITE, s.products.parse({ q: '004217' }))],
    [
      'products',
      'published + low stock, stock',
      (db) => s.listProducts(db, SITE, s.products.parse({ status: 'published', stock: 'low', sort: 'stock' })),
    ],
    ['orders', 'newest first (default)', (db) => s.listOrders(db, SITE, s.orders.parse({}))],
    [
      'orders',
      'newest first, deep page',
      (db) => s.listOrders(db, SITE, s.orders.parse({ page: deepOrders, pageSize: 25 })),
    ],
    ['orders', 'search customer "garcia"', (db) => s.listOrders(db, SITE, s.orders.parse({ q: 'garcia' }))],
    ['orders', 'search "#54321"', (db) => s.listOrders(db, SITE, s.orders.parse({ q: '#54321' }))],
    [
      'orders',
      'refunded, total high-low',
      (db) => s.listOrders(db, SITE, s.orders.parse({ status: 'refunded', sort: 'total', order: 'desc' })),
    ],
    [
      'orders',
      'one month, customer A-Z',
      (db) => {
        const to = new Date().toISOString().slice(0, 10);
        const from = new Date(Date.now() - 30 * 86400_000).toISOString().slice(0, 10);
        return s.listOrders(db, SITE, s.orders.parse({ from, to, sort: 'customer', order: 'asc' }));
      },
    ],
    ['customers', 'newest first (default)', (db) => s.listCustomers(db, SITE, s.customers.parse({}))],
    [
      'customers',
      'top spenders',
      (db) => s.listCustomers(db, SITE, s.customers.parse({ sort: 'spent', order: 'desc' })),
    ],
    [
      'customers',
      'most orders, deep page',
      (db) => s.listCustomers(db, SITE, s.customers.parse({ sort: 'orders', order: 'desc', page: 200, pageSize: 25 })),
    ],
    [
      'customers',
      'search "nowak" in PL',
      (db) => s.listCustomers(db, SITE, s.customers.parse({ q: 'nowak', country: 'PL' })),
    ],
    ['invoices', 'number high-low (default)', (db) => s.listInvoices(db, SITE, s.invoices.parse({}))],
    [
      'invoices',
      'search "smith", due date',
      (db) => s.listInvoices(db, SITE, s.invoices.parse({ q: 'smith', sort: 'dueDate', order: 'asc' })),
    ],
    [
      'invoices',
      'sent, total, deep page',
      (db) => s.listInvoices(db, SITE, s.invoices.parse({ status: 'sent', sort: 'total', page: 100, pageSize: 25 })),
    ],
    ['reviews', 'newest first (default)', (db) => s.listReviews(db, SITE, s.reviews.parse({}))],
    ['reviews', 'pending, 1 star', (db) => s.listReviews(db, SITE, s.reviews.parse({ status: 'pending', rating: 1 }))],
    [
      'reviews',
      'search "sturdy", deep page',
      (db) => s.listReviews(db, SITE, s.reviews.parse({ q: 'sturdy', page: 50 })),
    ],
  ];
}

async function services() {
  const { listProducts } = await import('../../src/server/modules/ecommerce-catalogue/products.ts');
  const { listReviews } = await import('../../src/server/modules/ecommerce-catalogue/reviews.ts');
  const { listOrders } = await import('../../src/server/modules/ecommerce-orders/orders-service.ts');
  const { listCustomers } = await import('../../src/server/modules/ecommerce-orders/customers-service.ts');
  const { listInvoices } = await import('../../src/server/modules/invoices/invoices-service.ts');
  const catalogue = await import('../../src/common/schemas/ecommerce-catalogue.ts');
  const shop = await import('../../src/common/schemas/ecommerce-orders.ts');
  const bills = await import('../../src/common/schemas/invoices.ts');
  return {
    listProducts,
    listReviews,
    listOrders,
    listCustomers,
    listInvoices,
    products: catalogue.listProductsQuerySchema,
    reviews: catalogue.listReviewsQuerySchema,
    orders: shop.listOrdersQuerySchema,
    customers: shop.listCustomersQuerySchema,
    invoices: bills.listInvoicesQuerySchema,
  };
}

export async function runShopLists() {
  const s = await services();
  const targets = [['PGlite', onPglite]];
  if (process.env.TEST_DATABASE_URL)
    targets.push(['PostgreSQL', (run) => onPostgres(process.env.TEST_DATABASE_URL, run)]);
  const n = (x) => x.toLocaleString('en');
  console.log(
    `\nShop lists over ${n(PRODUCTS)} products, ${n(ORDERS)} orders, ${n(CUSTOMERS)} customers, ${n(INVOICES)} invoices, ` +
      `${n(REVIEWS)} reviews; ${RUNS} runs per query through the service functions, target p95 <= ${TARGET_P95_MS} ms`,
  );
  if (!process.env.TEST_DATABASE_URL) console.log('  (TEST_DATABASE_URL not set: PostgreSQL skipped)');
  const all = [];
  for (const [engine, open] of targets) {
    await open(async (database) => {
      await database.migrate();
      const t0 = performance.now();
      await generate(database.db);
      console.log(`${engine}: shop generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      console.log('  list / query'.padEnd(50), 'rows'.padStart(8), 'p50'.padStart(9), 'p95'.padStart(9), ' result');
      for (const [list, label, run] of cases(s)) {
        const times = [];
        let total = 0;
        for (let i = 0; i < RUNS + 3; i += 1) {
          const started = performance.now();
          const page = await run(database.db);
          // The first runs warm caches and plans; they are not counted.
          if (i >= 3) times.push(performance.now() - started);
          total = page.total;
        }
        const r = { engine, list, label, total, p50: percentile(times, 50), p95: percentile(times, 95) };
        r.ok = r.p95 <= TARGET_P95_MS;
        all.push(r);
        console.log(
          `  ${list}: ${label}`.padEnd(50),
          String(total).padStart(8),
          `${r.p50.toFixed(1)} ms`.padStart(9),
          `${r.p95.toFixed(1)} ms`.padStart(9),
          r.ok ? ' PASS' : ' FAIL',
        );
      }
    });
  }
  return all;
}
