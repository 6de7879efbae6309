import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema with `npm run db:generate` and committed; the server
// applies them at start with drizzle's migrator (src/server/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
