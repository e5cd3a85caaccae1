import { useEffect, useState } from 'react';
import type { DocumentGeneration } from '@mnemo/contracts/pipeline';
import { followSse } from '../../../lib/api-client.ts';
import { isDocumentFinished } from '../../../lib/document-progress.ts';

/**
 * GET /api/documents/:id/generation/events[?sharetoken=]: a document's status and early counts at
 * each change, until it completes or fails — for the owner and for a share link's visitor (ADR 171).
 */
export function followDocumentGeneration(
  documentId: string,
  options: { shareToken?: string | undefined; signal: AbortSignal; onState: (state: DocumentGeneration) => void },
): Promise<DocumentGeneration> {
  return followSse<DocumentGeneration>(`/documents/${encodeURIComponent(documentId)}/generation/events`, {
    query: { sharetoken: options.shareToken },
    signal: options.signal,
    onEvent: options.onState,
    isTerminal: isDocumentFinished,
  });
}

/** The live generation of a document being made, null until its first event. */
export function useDocumentGeneration(documentId: string, shareToken: string | undefined): DocumentGeneration | null {
  // kept with the id they belong to, so another document never shows this one's state
  const [live, setLive] = useState<{ documentId: string; state: DocumentGeneration } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    followDocumentGeneration(documentId, {
      shareToken,
      signal: controller.signal,
      onState: (state) => setLive({ documentId, state }),
    }).catch(() => {
      // aborted on unmount, refused (a revoked or expired link), or given up: the last state stays
    });
    return () => controller.abort();
  }, [documentId, shareToken]);
  return live && live.documentId === documentId ? live.state : null;
}
