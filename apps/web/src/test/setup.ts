import '@testing-library/jest-dom/vitest';
// IndexedDB (the offline study store, ADR 100), in memory
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { takeContractViolations } from './fetch-stub.ts';
import { resetPendingReviewsForTests } from '../features/study/api/pending-reviews.ts';
import { clearOfflineStore } from '../features/study/offline/offline-db.ts';
import { mediaQueryList } from './window-width.ts';

// jsdom lacks a few browser APIs that Radix primitives call.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => undefined;
  Element.prototype.setPointerCapture = () => undefined;
}
if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined });
}
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) => mediaQueryList(query, false);
}

beforeEach(async () => {
  window.localStorage.clear();
  await i18n.changeLanguage('en');
});

afterEach(async () => {
  cleanup();
  // files share their worker's modules and IndexedDB (ADR 102): no test's offline queue or pack reaches the next
  await resetPendingReviewsForTests();
  await clearOfflineStore({ withQueue: true });
  // files share their worker's jsdom (ADR 102): no fake clock outlives its test
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  // a stub whose body drifted from the server's contract fails the test that sent it
  const violations = takeContractViolations();
  if (violations.length > 0) throw new Error(`Fetch stubs broke the API contracts:\n${violations.join('\n')}`);
});
