import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const loaders = new Set<() => Promise<unknown>>();

/**
 * A component a page shows only on request (a dialog opened from a menu or a button), loaded when
 * it is first rendered rather than with the page (ADR 104). Render it inside a `Suspense`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component
export function lazyOnDemand<T extends ComponentType<any>>(load: () => Promise<T>): LazyExoticComponent<T> {
  loaders.add(load);
  return lazy(async () => ({ default: await load() }));
}

/**
 * Loads every on-demand component made so far. The component tests call it once, up front, as
 * they load the lazy routes (test/render-app.tsx), so a dialog opens without compiling its module
 * first; the browser's loading on first use is covered by the journeys.
 */
export async function loadOnDemandComponents(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}
