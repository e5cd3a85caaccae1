import { ensurePgliteTemplate } from './test-database.ts';

/** Builds the migrated PGlite template once before the test files run. */
export default async function setup(): Promise<void> {
  await ensurePgliteTemplate();
}
