import { useEffect, useState } from 'react';
import type { DocumentState } from '@mnemo/contracts/pipeline';
import { buildApiUrl } from '../../../lib/api-client.ts';
import { getAuthToken } from '../../../lib/auth-token.ts';
import { getUiLanguage } from '../../../lib/i18n.ts';

export function isDocumentFinished(state: DocumentState | null): boolean {
  return state?.status === 'completed' || state?.status === 'failed';
}

/** Splits a server-sent-events buffer into complete events' data, keeping the unfinished rest. */
export function readEventData(buffer: string): { data: string[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const data = blocks
    .map((block) =>
      block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n'),
    )
    .filter(Boolean);
  return { data, rest };
}

/**
 * GET /api/documents/:id/events, read with fetch so the bearer header goes along (not
 * EventSource). Calls `onState` with each state; resolves with the last one when the stream ends.
 */
export async function streamDocumentEvents(
  documentId: string,
  onState: (state: DocumentState) => void,
  signal: AbortSignal,
): Promise<DocumentState | null> {
  const headers: Record<string, string> = { Accept: 'text/event-stream', 'Accept-Language': getUiLanguage() };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(buildApiUrl(`/documents/${encodeURIComponent(documentId)}/events`), { headers, signal });
  if (!response.ok || !response.body) throw new Error(`events ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let last: DocumentState | null = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const { data, rest } = readEventData(buffer + decoder.decode(value, { stream: true }));
    buffer = rest;
    for (const item of data) {
      last = JSON.parse(item) as DocumentState;
      onState(last);
    }
  }
  return last;
}

/**
 * The live state of a document: follows its event stream and reconnects (with a growing pause)
 * when the connection drops before the document finished.
 */
export function useDocumentProgress(documentId: string | null, initial: DocumentState | null) {
  const [state, setState] = useState<DocumentState | null>(initial);
  const [isReconnecting, setIsReconnecting] = useState(false);
  useEffect(() => {
    if (!documentId) return;
    const controller = new AbortController();
    let latest: DocumentState | null = null;
    void (async () => {
      for (let attempt = 0; !controller.signal.aborted && attempt < 20; attempt += 1) {
        try {
          await streamDocumentEvents(
            documentId,
            (next) => {
              latest = next;
              setIsReconnecting(false);
              setState(next);
            },
            controller.signal,
          );
        } catch {
          // a dropped connection: try again below
        }
        if (controller.signal.aborted || isDocumentFinished(latest)) return;
        setIsReconnecting(true);
        await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 500 * (attempt + 1))));
      }
    })();
    return () => controller.abort();
  }, [documentId]);
  return { state, isReconnecting };
}
