import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import type { Mailer } from './lib/mailer.ts';
import type { FileStorage } from './lib/storage.ts';

/** What use cases need from the outside world; built once in main.ts (or by a test). */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  storage: FileStorage;
  mailer: Mailer | null;
}
