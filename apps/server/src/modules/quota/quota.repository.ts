import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The user's row, locked until the transaction ends: serialises a user's quota checks. */
export async function lockUser(trx: Transaction<Database>, userId: string) {
  return trx
    .selectFrom('users')
    .select(['id', 'plan', 'billing_anchor'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function countDocuments(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('owner_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findUsage(db: Db, userId: string, periodStart: Date) {
  return db
    .selectFrom('usage')
    .select(['exercises', 'tokens', 'generation_tokens'])
    .where('user_id', '=', userId)
    .where('period_start', '=', periodStart)
    .executeTakeFirst();
}

/** Adds to the period's counters (creating the row on first use). */
export async function addUsage(
  db: Db,
  userId: string,
  periodStart: Date,
  delta: { exercises?: number; tokens?: number; generationTokens?: number },
) {
  await db
    .insertInto('usage')
    .values({
      user_id: userId,
      period_start: periodStart,
      exercises: delta.exercises ?? 0,
      tokens: delta.tokens ?? 0,
      generation_tokens: delta.generationTokens ?? 0,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'period_start']).doUpdateSet((eb) => ({
        exercises: eb('usage.exercises', '+', delta.exercises ?? 0),
        tokens: eb('usage.tokens', '+', delta.tokens ?? 0),
        generation_tokens: eb('usage.generation_tokens', '+', delta.generationTokens ?? 0),
      })),
    )
    .execute();
}

/**
 * The period's counters, locked until the transaction ends (the row is created first, so two
 * concurrent reservations of one user queue on it instead of both reading the old figure).
 */
/** Gives back `count` exercises of a period's usage (never below none). */
export async function subtractExercises(db: Db, userId: string, periodStart: Date, count: number) {
  await db
    .updateTable('usage')
    .set((eb) => ({ exercises: sql<number>`greatest(${eb.ref('exercises')} - ${count}, 0)` }))
    .where('user_id', '=', userId)
    .where('period_start', '=', periodStart)
    .execute();
}

export async function lockUsage(trx: Transaction<Database>, userId: string, periodStart: Date) {
  await trx
    .insertInto('usage')
    .values({ user_id: userId, period_start: periodStart, exercises: 0, tokens: 0 })
    .onConflict((oc) => oc.columns(['user_id', 'period_start']).doNothing())
    .execute();
  return trx
    .selectFrom('usage')
    .select(['exercises', 'tokens'])
    .where('user_id', '=', userId)
    .where('period_start', '=', periodStart)
    .forUpdate()
    .executeTakeFirstOrThrow();
}
