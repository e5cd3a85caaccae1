import type { Readiness } from '@mnemo/contracts/health';
import type { AppContext } from '../../app-context.ts';
import { listPendingMigrations } from '../../db/migrate.ts';
import { pingDatabase } from './health.repository.ts';

// A key no file has: a store that answers "not there" is reachable.
const STORAGE_PROBE_KEY = 'health/readiness-probe';
const CHECK_TIMEOUT_MS = 3_000;

async function check(run: () => Promise<unknown>): Promise<'ok' | 'failed'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([run(), timeout]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/** Whether this process should get traffic: database and store reachable, migrations applied, not stopping. */
export async function checkReadiness(ctx: AppContext, isDraining: boolean): Promise<Readiness> {
  const [database, storage, migrations] = await Promise.all([
    check(() => pingDatabase(ctx.db)),
    check(() => ctx.storage.stat(STORAGE_PROBE_KEY)),
    check(async () => {
      const pending = await listPendingMigrations(ctx.db);
      if (pending.length > 0) throw new Error(`pending: ${pending.join(', ')}`);
    }),
  ]);
  const isReady = !isDraining && database === 'ok' && storage === 'ok' && migrations === 'ok';
  return { status: isReady ? 'ready' : 'unavailable', draining: isDraining, checks: { database, storage, migrations } };
}
