import { describe, expect, it } from 'vitest';
import { createRenderQueue } from './render-queue.ts';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('the render queue of the PDF viewer', () => {
  it('draws one page at a time, the page in view before the pages drawn ahead around it', async () => {
    const queue = createRenderQueue();
    const started: number[] = [];
    // mounted in page order, as the viewer mounts them: 98 and 99 above the view, 100 and 101 in it
    const priorities = new Map([
      [98, 1e9 + 1600],
      [99, 1e9 + 800],
      [100, 0],
      [101, 700],
    ]);
    const turns = [...priorities].map(([page, priority]) => {
      const turn = queue.enqueue(() => priority);
      void turn.ready.then(() => started.push(page));
      return { page, turn };
    });
    await settle();
    expect(started).toEqual([100]);
    const release = async (page: number) => {
      turns.find((entry) => entry.page === page)!.turn.release();
      await settle();
    };
    await release(100);
    expect(started).toEqual([100, 101]);
    await release(101);
    expect(started).toEqual([100, 101, 99]);
    await release(99);
    expect(started).toEqual([100, 101, 99, 98]);
  });

  it('reads priorities when a turn frees, so a page scrolled into view meanwhile goes next', async () => {
    const queue = createRenderQueue();
    const started: string[] = [];
    const first = queue.enqueue(() => 0);
    void first.ready.then(() => started.push('first'));
    let scrolledPriority = 1e9;
    const scrolled = queue.enqueue(() => scrolledPriority);
    void scrolled.ready.then(() => started.push('scrolled'));
    const other = queue.enqueue(() => 1e8);
    void other.ready.then(() => started.push('other'));
    await settle();
    scrolledPriority = 0;
    first.release();
    await settle();
    expect(started).toEqual(['first', 'scrolled']);
  });

  it('drops a page that leaves before its turn, and frees the turn of a page that leaves while drawn', async () => {
    const queue = createRenderQueue();
    const started: string[] = [];
    const drawing = queue.enqueue(() => 0);
    const gone = queue.enqueue(() => 1);
    const last = queue.enqueue(() => 2);
    void drawing.ready.then(() => started.push('drawing'));
    void gone.ready.then(() => started.push('gone'));
    void last.ready.then(() => started.push('last'));
    await settle();
    gone.release();
    drawing.release();
    drawing.release();
    await settle();
    expect(started).toEqual(['drawing', 'last']);
    // a turn released twice does not free a second one
    const next = queue.enqueue(() => 0);
    const after = queue.enqueue(() => 1);
    void next.ready.then(() => started.push('next'));
    void after.ready.then(() => started.push('after'));
    await settle();
    expect(started).toEqual(['drawing', 'last']);
    last.release();
    await settle();
    expect(started).toEqual(['drawing', 'last', 'next']);
  });
});
