import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DocumentSummary, SessionFile } from '@mnemo/contracts/library';
import { EmptyState } from '../../../components/empty-state.tsx';
import { cn } from '../../../lib/cn.ts';
import type { MaterialLocation } from '../../../lib/open-at.ts';
import { useAnnotations } from '../hooks/use-annotations.ts';
import { contentUrlQueryOptions } from '../api/get-content-url.ts';
import { DocumentView } from './document-view.tsx';
import type { MaterialMark } from './material-mark.ts';
import { preloadPdfJs } from './pdf/load-pdfjs.ts';
import { findCachedDocument, isShownAsPdf, pickDocument, prefetchPdf } from '../prefetch-material.ts';

const MARK_DURATION_MS = 2000;

export { pickDocument } from '../prefetch-material.ts';

/**
 * Starts what showing a PDF needs — its signed URL, pdf.js and pdf.js's worker — while the session
 * page renders, rather than after: called as it renders (before any effect runs), it asks only for
 * what is not asked for yet.
 */
function usePrefetchPdf(document: DocumentSummary | null, shareToken: string | undefined) {
  prefetchPdf(useQueryClient(), document, shareToken);
}

/**
 * For the session route, from its first render: the pane's document starts loading before the
 * session page renders (a render of a few hundred milliseconds before the pane's own turn, during
 * which the browser starts no module or worker fetch). With the URL's `doc` of a document the
 * cached session file says is a PDF, its signed PDF URL is asked for beside the session file, and
 * pdf.js and its worker start as soon as it answers; else, once the session file is here, the
 * pane's document if it is shown as a PDF (never one that has none: no request that answers 404).
 */
export function usePrefetchMaterial({
  session,
  documentId,
  shareToken,
}: {
  session: SessionFile | undefined;
  /** the URL's `doc`; null while the session cannot be read (no session id, signed out) */
  documentId: string | null;
  shareToken: string | undefined;
}) {
  const queryClient = useQueryClient();
  // before the session file, only a document known to have a PDF: asking blindly costs a 404 for
  // the others (a recording, a deck without pictures) on every open
  const cached = !session && documentId ? findCachedDocument(queryClient, documentId) : null;
  if (isShownAsPdf(cached)) {
    const options = contentUrlQueryOptions(cached.id, 'pdf', shareToken);
    if (queryClient.getQueryState(options.queryKey) === undefined) {
      queryClient.fetchQuery(options).then(preloadPdfJs, () => undefined);
    }
  }
  usePrefetchPdf(session ? pickDocument(session.documents, documentId ? { documentId } : null) : null, shareToken);
}

/** Whether a mark is showing: true for a moment after each new mark. */
function useIsMarked(mark: MaterialMark | null): boolean {
  const [expiredKey, setExpiredKey] = useState<number | null>(null);
  useEffect(() => {
    if (!mark) return;
    const timer = window.setTimeout(() => setExpiredKey(mark.key), MARK_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [mark]);
  return mark !== null && expiredKey !== mark.key;
}

/**
 * The material pane: the session's documents, one at a time, at the place in the URL. `openAt`
 * (from the session route) changes the place and sends a mark for the passage there.
 */
export function MaterialPane({
  session,
  location,
  onLocationChange,
  mark,
  shareToken,
}: {
  session: SessionFile;
  location: MaterialLocation | null;
  onLocationChange: (location: MaterialLocation) => void;
  mark: MaterialMark | null;
  shareToken?: string | undefined;
}) {
  const { t } = useTranslation('material');
  // a document without a file name (a YouTube video, pasted text) is named by its kind
  const { t: tApp } = useTranslation('app');
  const document = pickDocument(session.documents, location);
  usePrefetchPdf(document, shareToken);
  const isMarked = useIsMarked(mark);
  const store = useAnnotations(session);

  if (!document) {
    return <EmptyState title={t('pane.noDocuments')} className="m-auto" />;
  }
  const place = location?.documentId === document.id ? location : null;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex shrink-0 flex-wrap items-center gap-2 border-b border-border px-3 py-2">
        <label className="sr-only" htmlFor="material-document">
          {t('pane.document')}
        </label>
        <select
          id="material-document"
          value={document.id}
          onChange={(event) => onLocationChange({ documentId: event.target.value })}
          className="h-9 max-w-full min-w-0 truncate rounded-control border border-border-strong bg-surface px-2 text-sm text-fg"
        >
          {session.documents.map((item) => (
            <option key={item.id} value={item.id}>
              {item.fileName ?? tApp(`session.kinds.${item.kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div
        className={cn('flex min-h-0 flex-1 flex-col transition-shadow', isMarked && 'ring-2 ring-primary ring-inset')}
      >
        <DocumentView
          key={document.id}
          document={document}
          place={place}
          onLocationChange={onLocationChange}
          mark={mark?.location.documentId === document.id ? mark : null}
          shareToken={shareToken}
          store={store}
        />
      </div>
    </div>
  );
}
