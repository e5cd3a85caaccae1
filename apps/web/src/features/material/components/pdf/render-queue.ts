/** A place in the queue: `ready` resolves when it is this page's turn; `release` ends the turn (or leaves the queue). */
export interface RenderTurn {
  ready: Promise<void>;
  release: () => void;
}

export interface RenderQueue {
  /** Waits for a turn; `priority` is read when a turn frees (lower first), so a page scrolled into view moves ahead. */
  enqueue: (priority: () => number) => RenderTurn;
}

/**
 * Draws a viewer's pages one at a time, the most wanted first, as pdf.js's own viewer does: the
 * worker is a single thread, so pages asked for together all finish late; one at a time, the page
 * in view is drawn first and the pages around it (drawn ahead for scrolling) after it.
 */
export function createRenderQueue(concurrency = 1): RenderQueue {
  const waiting: Array<{ priority: () => number; order: number; start: () => void }> = [];
  let running = 0;
  let order = 0;
  const next = () => {
    while (running < concurrency && waiting.length > 0) {
      let best = 0;
      for (let index = 1; index < waiting.length; index += 1) {
        const candidate = waiting[index]!;
        const current = waiting[best]!;
        const difference = candidate.priority() - current.priority();
        if (difference < 0 || (difference === 0 && candidate.order < current.order)) best = index;
      }
      const [turn] = waiting.splice(best, 1);
      running += 1;
      turn!.start();
    }
  };
  return {
    enqueue(priority) {
      let state: 'waiting' | 'running' | 'done' = 'waiting';
      let start!: () => void;
      const ready = new Promise<void>((resolve) => {
        start = () => {
          state = 'running';
          resolve();
        };
      });
      const entry = { priority, order: (order += 1), start };
      waiting.push(entry);
      // a turn is taken after the caller's synchronous work, so pages mounted together compete
      queueMicrotask(next);
      return {
        ready,
        release() {
          if (state === 'done') return;
          if (state === 'waiting') {
            const index = waiting.indexOf(entry);
            if (index !== -1) waiting.splice(index, 1);
          } else {
            running -= 1;
          }
          state = 'done';
          next();
        },
      };
    },
  };
}
