// The demo seed of a new data folder (issue #33: "keep the seed under ~10 s on PGlite"), phase by
// phase, in a new PGlite folder, through the seed's own functions. Wall time is
// what a newcomer waits; CPU time (this process, sharp's threads included) is what the phase
// costs on a busy machine, where wall time would mostly measure the other work.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const TARGET_S = 10;

async function timed(label, rows, run) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await run();
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  rows.push({ label, wall, cpu: (cpu.user + cpu.system) / 1e6 });
}

export async function runSeed() {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { MIGRATIONS_DIR } = await import('../../src/server/db/client.ts');
  const { PGLITE_EXTENSIONS } = await import('../../src/server/db/pglite-extensions.ts');
  const schema = await import('../../src/server/db/schema/index.ts');
  const { seedRoles } = await import('../../src/server/db/seed/roles.ts');
  const { seedDemoUsers } = await import('../../src/server/db/seed/demo-users.ts');
  const { seedDemoEcommerce } = await import('../../src/server/db/seed/demo-ecommerce.ts');
  const { seedDemoLogistics } = await import('../../src/server/db/seed/demo-logistics.ts');
  const { seedDemoListings } = await import('../../src/server/db/seed/demo-listings.ts');
  const { seedDemoAcademy } = await import('../../src/server/db/seed/demo-academy.ts');

  const dir = mkdtempSync(path.join(tmpdir(), 'bench-seed-'));
  const rows = [];
  const client = new PGlite(path.join(dir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
  try {
    await timed('create and migrate (not the seed)', rows, async () => {
      await client.waitReady;
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    });
    const db = drizzle(client, { schema });
    const seed = [];
    await timed('roles and demo accounts', seed, async () => {
      await seedRoles(db);
      await seedDemoUsers(db);
    });
    await timed('shop: a year of orders', seed, () => seedDemoEcommerce(db));
    await timed('fleet: a year of shipments', seed, () => seedDemoLogistics(db));
    await timed('listings with pictures', seed, () => seedDemoListings(db, dir));
    await timed('academy', seed, () => seedDemoAcademy(db));
    const total = seed.reduce((a, r) => ({ wall: a.wall + r.wall, cpu: a.cpu + r.cpu }), { wall: 0, cpu: 0 });
    console.log(`\nDemo seed on a new PGlite folder (target: seed <= ${TARGET_S} s wall)`);
    console.table(
      [...rows, ...seed, { label: 'seed total', ...total }].map((r) => ({
        phase: r.label,
        'wall s': r.wall.toFixed(2),
        'CPU s': r.cpu.toFixed(2),
      })),
    );
    console.log(`${total.wall <= TARGET_S ? 'ok' : 'FAIL'}: seed ${total.wall.toFixed(1)} s wall`);
  } finally {
    await client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
