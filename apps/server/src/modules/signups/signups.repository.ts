import type { Kysely, Transaction } from 'kysely';
import type { EducatorRole } from '@mnemo/contracts/signups';
import type { SignupsTables } from './signups.tables.ts';

type Locale = 'en' | 'pt';
type Db = Kysely<SignupsTables> | Transaction<SignupsTables>;

export interface SignupsRepository {
  /** Adds the address unless it is already there; true when a row was written. */
  addNewsletterSignup(row: { email: string; locale: Locale }, trx?: Db): Promise<boolean>;
  /** Adds the educator unless the address is already there; true when a row was written. */
  addEarlyAccessSignup(
    row: { email: string; name: string | null; role: EducatorRole | null; locale: Locale },
    trx?: Db,
  ): Promise<boolean>;
  addFeedback(
    row: { message: string; email: string | null; page: string | null; locale: Locale },
    trx?: Db,
  ): Promise<void>;
}

/** The only place with SQL for sign-ups. */
export function createSignupsRepository(db: Kysely<SignupsTables>): SignupsRepository {
  return {
    async addNewsletterSignup(row, trx = db) {
      // ON CONFLICT DO NOTHING keeps concurrent duplicates out without an error reaching the visitor.
      const inserted = await trx
        .insertInto('newsletter_signups')
        .values(row)
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },
    async addEarlyAccessSignup(row, trx = db) {
      const inserted = await trx
        .insertInto('early_access_signups')
        .values(row)
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },
    async addFeedback(row, trx = db) {
      await trx.insertInto('feedback_messages').values(row).execute();
    },
  };
}
