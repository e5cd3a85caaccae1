import type { QueryClient } from '@tanstack/react-query';
import { findCachedDocument, pickDocument, prefetchPdf } from '../../features/material/prefetch-material.ts';
import { sessionFileQueryOptions } from '../../features/session/api/get-session-file.ts';
import { getAuthToken } from '../../lib/auth-token.ts';

/**
 * What the session page asks for, started by the router's loader as the app starts (ADR 111):
 * beside the shell and while the page's own code downloads, not after it has rendered. The session
 * file first, then the shown document's signed PDF URL, pdf.js and its worker; at once, a document
 * the cached session file already knows to be a PDF. Nothing without a session id or a sign-in
 * (the page then says why), and nothing waits for any of it: the page renders as it would.
 */
export function startSessionLoading(queryClient: QueryClient, url: URL): void {
  const sessionId = url.searchParams.get('session_id');
  if (!sessionId || !getAuthToken()) return;
  const folderId = url.searchParams.get('folder_id') || 'root';
  const shareToken = url.searchParams.get('sharetoken') ?? undefined;
  const documentId = url.searchParams.get('doc');
  if (documentId) prefetchPdf(queryClient, findCachedDocument(queryClient, documentId), shareToken);
  queryClient.ensureQueryData(sessionFileQueryOptions({ folderId, fileId: sessionId, shareToken })).then(
    (file) => prefetchPdf(queryClient, pickDocument(file.documents, documentId ? { documentId } : null), shareToken),
    // the page asks again and shows what went wrong
    () => undefined,
  );
}
