import type { Kysely } from 'kysely';

// Tokens the `openai` provider spent generating a user's summaries, cards and questions (issue 8,
// metered AI): counted per billing period beside the chat tokens, shown, never limited.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('usage')
    .addColumn('generation_tokens', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('usage').dropColumn('generation_tokens').execute();
}
