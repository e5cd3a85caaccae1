import { useEffect, useState } from 'react';
import type { DocumentState } from '@mnemo/contracts/pipeline';
import { followSse } from './api-client.ts';

/** Whether a document is done being made (completed or failed): its full state's or its generation's (ADR 171). */
export function isDocumentFinished(state: Pick<DocumentState, 'status'> | null): boolean {
  return state?.status === 'completed' || state?.status === 'failed';
}

/**
 * GET /api/documents/:id/events: each state of the document as it changes, until it completes
 * or fails (the server sends the current state first on every connection, so a reconnect
 * misses nothing). The owner's alone (ADR 185): the wizard and "Add material" follow it; the
 * session page follows the generation stream, which a share link's visitor may too (ADR 171).
 */
export function followDocument(
  documentId: string,
  options: {
    signal: AbortSignal;
    onState: (state: DocumentState) => void;
    onReconnecting?: () => void;
  },
): Promise<DocumentState> {
  return followSse<DocumentState>(`/documents/${encodeURIComponent(documentId)}/events`, {
    signal: options.signal,
    onEvent: options.onState,
    isTerminal: isDocumentFinished,
    onReconnecting: options.onReconnecting,
  });
}

/**
 * The live state of a document, starting from `initial` (the state the creation answered with)
 * and following its event stream; `isReconnecting` while a dropped connection is retried.
 */
export function useDocumentProgress(documentId: string | null, initial: DocumentState | null) {
  // Kept with the id they belong to, so a new document never shows the previous one's outcome.
  const [live, setLive] = useState<{ documentId: string; state: DocumentState } | null>(null);
  const [reconnectingId, setReconnectingId] = useState<string | null>(null);
  useEffect(() => {
    if (!documentId) return;
    const controller = new AbortController();
    followDocument(documentId, {
      signal: controller.signal,
      onState: (state) => {
        setReconnectingId(null);
        setLive({ documentId, state });
      },
      onReconnecting: () => setReconnectingId(documentId),
    }).catch(() => {
      // aborted on unmount, refused, or given up: the last state stays on screen
    });
    return () => controller.abort();
  }, [documentId]);
  const state = live && live.documentId === documentId ? live.state : initial;
  return { state, isReconnecting: documentId !== null && reconnectingId === documentId };
}
