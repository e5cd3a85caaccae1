import type { QueryClient } from '@tanstack/react-query';
import { findCachedDocument, pickDocument, prefetchPdf } from '../../features/material/prefetch-material.ts';
import {
  getSessionFile,
  sessionFilePath,
  sessionFileQueryOptions,
} from '../../features/session/api/get-session-file.ts';
import { getAuthToken } from '../../lib/auth-token.ts';
import { getUiLanguage } from '../../lib/i18n.ts';
import { answerOf, takeEarlySessionStart } from './early-session-request.ts';

/**
 * What the session page asks for, started by the router's loader as the app starts (ADR 111):
 * beside the shell and while the page's own code downloads, not after it has rendered. The session
 * file first, then the shown document's signed PDF URL, pdf.js and its worker, then the
 * first chunk of the PDF the page's HTML asked for (ADR 161); at once, a document
 * the cached session file already knows to be a PDF. Nothing without a session id or a sign-in
 * (the page then says why), and nothing waits for any of it: the page renders as it would. The
 * session file's request, and the PDF's, may already have been sent by the page's HTML
 * (session-start.js, ADR 161): their answers are taken, the session file's fresher than any the
 * saved cache restored.
 */
export function startSessionLoading(queryClient: QueryClient, url: URL): void {
  const sessionId = url.searchParams.get('session_id');
  const token = getAuthToken();
  if (!sessionId || !token) return;
  const folderId = url.searchParams.get('folder_id') || 'root';
  const shareToken = url.searchParams.get('sharetoken') ?? undefined;
  const documentId = url.searchParams.get('doc');
  const early = takeEarlySessionStart(token, getUiLanguage());
  // a document the saved cache knows, at once (the page's HTML sent nothing: a visit the service worker served)
  if (documentId && !early) prefetchPdf(queryClient, findCachedDocument(queryClient, documentId), shareToken);
  const ref = { folderId, fileId: sessionId, shareToken };
  const { path, query } = sessionFilePath(ref);
  const sent = answerOf(early ?? undefined, path, query);
  const loading = sent
    ? queryClient.fetchQuery({ ...sessionFileQueryOptions(ref), queryFn: () => getSessionFile(ref, sent) })
    : queryClient.ensureQueryData(sessionFileQueryOptions(ref));
  loading.then(
    async (file) =>
      prefetchPdf(
        queryClient,
        pickDocument(file.documents, documentId ? { documentId } : null),
        shareToken,
        // what the page's HTML sent for the PDF, taken when it is what the app would send
        (await early?.pdf?.catch(() => null)) ?? null,
      ),
    // the page asks again and shows what went wrong
    () => undefined,
  );
}
