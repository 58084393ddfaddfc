import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module's tables sit in its own schema.ts (docs/architecture.md); the rate limiter's are plumbing.
  schema: ['./src/modules/*/schema.ts', './src/lib/rate-limit-schema.ts'],
  out: './drizzle',
});
