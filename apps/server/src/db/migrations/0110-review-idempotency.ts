import { type Kysely, sql } from 'kysely';

// A review may carry the key its browser gave it (`reviewId`): a review sent again after a lost
// connection is recognised and applied once (issue 11, offline retry). Unique per user.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reviews').addColumn('client_review_id', 'uuid').execute();
  await sql`create unique index reviews_user_client_review_id on reviews (user_id, client_review_id) where client_review_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists reviews_user_client_review_id`.execute(db);
  await db.schema.alterTable('reviews').dropColumn('client_review_id').execute();
}
