import type { AppContext } from '../app-context.ts';

const pending = new WeakMap<AppContext, Set<Promise<void>>>();

/**
 * Runs work after the answer has gone (an e-mail, whose sending time would otherwise tell an
 * observer something); a failure is logged, never thrown. `drainBackgroundTasks` waits for it.
 */
export function runInBackground(ctx: AppContext, name: string, task: () => Promise<void>): void {
  let tasks = pending.get(ctx);
  if (!tasks) {
    tasks = new Set();
    pending.set(ctx, tasks);
  }
  const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error: unknown) => ctx.logger?.error({ err: error, task: name }, 'background task failed'))
    .finally(() => tasks.delete(running));
  tasks.add(running);
}

/** Waits for every background task started so far (at shutdown, and in tests). */
export async function drainBackgroundTasks(ctx: AppContext): Promise<void> {
  for (;;) {
    const tasks = [...(pending.get(ctx) ?? [])];
    if (tasks.length === 0) return;
    await Promise.all(tasks);
  }
}
