import type { QueryClient } from '@tanstack/react-query';
import type { DocumentSummary, SessionFile } from '@mnemo/contracts/library';
import type { MaterialLocation } from '../../lib/open-at.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { buildApiUrl } from '../../lib/api-client.ts';
import { contentUrlPath, contentUrlQueryOptions, getContentUrl } from './api/get-content-url.ts';
import { preloadPdfJs } from './components/pdf/load-pdfjs.ts';
import { prefetchPdfHead } from './components/pdf/pdf-source.ts';
import { isShownAsPdfPages } from '@mnemo/contracts/values';

/*
 * What starts a session's material loading before its pane renders (ADR 111): small and free of
 * components, so the router's loader (in the entry) and the pane share it without bringing the
 * pane's code into the first load.
 */

/**
 * The PDF's requests the session page's HTML already sent (ADR 161, app/session/early-session-request.ts):
 * the signed URL's, and the first chunk asked for once it answered, with a small file's rest (ADR 173).
 */
export interface EarlyContentUrlRequest {
  url: string;
  response: Promise<Response>;
  head: Promise<{ url: string; response: Promise<Response>; rest?: Promise<Response | null> } | null>;
}

/** The document a location points at, else the first document of the session. */
export function pickDocument(documents: DocumentSummary[], location: MaterialLocation | null): DocumentSummary | null {
  return documents.find((document) => document.id === location?.documentId) ?? documents[0] ?? null;
}

/** Whether the pane shows this document as a PDF (never one the server kept no PDF of: no request that answers 404). */
export function isShownAsPdf(document: DocumentSummary | null): document is DocumentSummary {
  return Boolean(
    document && document.status === 'completed' && isShownAsPdfPages(document.kind) && document.hasPdf !== false,
  );
}

/**
 * Starts what showing a PDF needs — its signed URL, pdf.js and pdf.js's worker, and the file's
 * first chunk the session page's HTML asked for (ADR 161) — asking only for what is not asked for
 * yet. Nothing for a document not shown as a PDF.
 */
export function prefetchPdf(
  queryClient: QueryClient,
  document: DocumentSummary | null,
  shareToken: string | undefined,
  /** what the session page's HTML already asked for (ADR 161): its answers are taken */
  early?: EarlyContentUrlRequest | null,
): void {
  if (!isShownAsPdf(document)) return;
  preloadPdfJs();
  const options = contentUrlQueryOptions(document.id, 'pdf', shareToken);
  if (queryClient.getQueryState(options.queryKey) !== undefined) return;
  const { path, query } = contentUrlPath(document.id, 'pdf', shareToken);
  const sent = early && early.url === buildApiUrl(path, query) ? early.response : null;
  queryClient
    .fetchQuery(sent ? { ...options, queryFn: () => getContentUrl(document.id, 'pdf', shareToken, sent) } : options)
    .then(
      async ({ url }) => {
        // the first chunk the page's HTML asked for, once the signed URL it read is known to be this one
        const head = sent ? await early?.head : null;
        if (head?.url === url) prefetchPdfHead(url, { sent: head.response, sentRest: head.rest });
      },
      () => undefined,
    );
}

/** The document as a session file in the cache (a visit before, persisted) knows it, or null. */
export function findCachedDocument(queryClient: QueryClient, documentId: string): DocumentSummary | null {
  for (const [, file] of queryClient.getQueriesData<SessionFile>({ queryKey: queryKeys.sessionFileAll })) {
    const found = file?.documents?.find((document) => document.id === documentId);
    if (found) return found;
  }
  return null;
}
