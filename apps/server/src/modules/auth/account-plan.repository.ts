import type { Kysely, Transaction } from 'kysely';
import type { Plan } from '@mnemo/domain/plans';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The plan and billing anchor kept on `users` (auth owns the table; billing sets them, ADR 157). */
export async function updatePlanAndAnchor(db: Db, userId: string, plan: Plan, billingAnchor: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ plan, billing_anchor: billingAnchor, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}
