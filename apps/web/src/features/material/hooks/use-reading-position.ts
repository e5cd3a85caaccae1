import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SessionFile } from '@mnemo/contracts/library';
import { queryKeys } from '../../../lib/query-keys.ts';
import { saveDocumentPosition } from '../api/save-document-position.ts';

/** how long the page shown must stay put before it is saved */
export const POSITION_SAVE_DELAY_MS = 1000;

/** Saves one document's page: the newest page once it has stayed a moment, one request at a time. */
function createPositionSaver(
  documentId: string,
  initialPage: number,
  shareToken: string | undefined,
  queryClient: QueryClient,
) {
  let saved = initialPage;
  let wanted = initialPage;
  let isSending = false;
  let timer: number | undefined;

  const rememberInCache = (page: number) =>
    queryClient.setQueriesData<SessionFile>({ queryKey: queryKeys.sessionFileAll }, (file) =>
      file?.documents.some((document) => document.id === documentId)
        ? {
            ...file,
            documents: file.documents.map((document) =>
              document.id === documentId ? { ...document, lastPage: page } : document,
            ),
          }
        : file,
    );

  const send = () => {
    window.clearTimeout(timer);
    if (wanted === saved || isSending) return;
    const page = wanted;
    isSending = true;
    saveDocumentPosition(documentId, page, shareToken)
      .then(() => rememberInCache(page))
      // a place that could not be kept is not worth a retry loop: the next page shown tries again
      .catch(() => undefined)
      .finally(() => {
        saved = page;
        isSending = false;
        if (wanted !== saved) timer = window.setTimeout(send, POSITION_SAVE_DELAY_MS);
      });
  };

  return {
    /** the reader is on `page` now */
    show(page: number) {
      wanted = page;
      window.clearTimeout(timer);
      if (page !== saved) timer = window.setTimeout(send, POSITION_SAVE_DELAY_MS);
    },
    /** the page goes away: what is not saved leaves in a request that outlives it */
    flush() {
      window.clearTimeout(timer);
      if (wanted === saved) return;
      saved = wanted;
      void saveDocumentPosition(documentId, wanted, shareToken, { keepalive: true }).catch(() => undefined);
    },
  };
}

/**
 * Keeps the page the reader is on in a document on the server (ADR 079), so it reopens there on
 * any device: a page is saved once it has been shown for a moment, one request at a time; the page
 * not yet saved leaves with `keepalive` when the page goes away or the document closes. The cached
 * session learns each saved page, so switching documents reopens each at its place.
 */
export function useReadingPosition(
  documentId: string,
  lastPage: number | null | undefined,
  shareToken: string | undefined,
) {
  const queryClient = useQueryClient();
  // the page the document opened at; later saves come back as `lastPage` and change nothing here
  const [initialPage] = useState(lastPage ?? 1);
  const saver = useMemo(
    () => createPositionSaver(documentId, initialPage, shareToken, queryClient),
    [documentId, initialPage, shareToken, queryClient],
  );
  useEffect(() => {
    const onPageHide = () => saver.flush();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      // the document closes (another one opened, the session left): its page leaves now
      saver.flush();
    };
  }, [saver]);
  return useCallback((page: number) => saver.show(page), [saver]);
}
