import { ensurePgliteTemplate, ensurePostgresTemplate } from './test-database.ts';

/** Builds the migrated templates (PGlite, and PostgreSQL when the postgres project runs) once before the test files run. */
export default async function setup(): Promise<void> {
  await ensurePgliteTemplate();
  if (process.env.TEST_DATABASE_URL) await ensurePostgresTemplate(process.env.TEST_DATABASE_URL);
}
