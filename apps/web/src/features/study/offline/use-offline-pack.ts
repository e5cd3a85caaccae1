import { useEffect, useRef } from 'react';

/**
 * While a learner is signed in, in a build with the service worker (offline study needs its
 * precache to open the app at all): the cards of the next days are read into the offline store on
 * app start and whenever the connection returns (ADR 100); on sign-out, the cards and media kept
 * are forgotten. The store's code loads lazily.
 */
export function useOfflinePackRefresh(isSignedIn: boolean, isEnabled: boolean): void {
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (!isEnabled) return;
    if (!isSignedIn) {
      if (wasSignedIn.current) {
        void import('./offline-db.ts').then((store) => store.clearOfflineStore()).catch(() => undefined);
      }
      wasSignedIn.current = false;
      return;
    }
    wasSignedIn.current = true;
    const refresh = () =>
      void import('./offline-pack.ts').then((pack) => pack.refreshOfflinePack()).catch(() => undefined);
    refresh();
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [isSignedIn, isEnabled]);
}
