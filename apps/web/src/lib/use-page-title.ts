import { useEffect } from 'react';

/** Sets the document title as "Page · Mnemo" (the tab and screen readers announce it). */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Mnemo` : 'Mnemo';
  }, [title]);
}
