import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this: it writes SQL from the schema and needs no database.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./lib/db/schema.ts', './lib/db/staff-schema.ts', './lib/db/campaign-schema.ts'],
  out: './lib/db/migrations',
});
