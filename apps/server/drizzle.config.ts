import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/live-schema.ts',
    './src/db/site-schema.ts',
    './src/db/forms-schema.ts',
    './src/db/collab-schema.ts',
    './src/db/collections-schema.ts',
  ],
  out: './drizzle',
});
