import { type Kysely, sql } from 'kysely';

// Issue 13 (ADR 024): the prolonged non-payment pass's warnings. How many went since the account
// fell to FREE, and the day the last one named (no document is removed before it).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('subscriptions')
    .addColumn('removal_warnings_sent', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`removal_warnings_sent between 0 and 2`),
    )
    .addColumn('removal_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('removal_at').dropColumn('removal_warnings_sent').execute();
}
