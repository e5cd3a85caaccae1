import { type Kysely, sql } from 'kysely';

// Sign-ups hold no user id: visitors need not have an account. Emails are stored lower-cased
// and unique, so the same inbox can never be on a list twice (issue 5).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_signups')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('locale', 'text', (col) =>
      col
        .notNull()
        .defaultTo('en')
        .check(sql`locale in ('en','pt')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('early_access_signups')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text')
    .addColumn('role', 'text')
    .addColumn('locale', 'text', (col) =>
      col
        .notNull()
        .defaultTo('en')
        .check(sql`locale in ('en','pt')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('feedback_messages')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('page', 'text')
    .addColumn('locale', 'text', (col) =>
      col
        .notNull()
        .defaultTo('en')
        .check(sql`locale in ('en','pt')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('feedback_messages_created_idx').on('feedback_messages').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback_messages').ifExists().execute();
  await db.schema.dropTable('early_access_signups').ifExists().execute();
  await db.schema.dropTable('newsletter_signups').ifExists().execute();
}
