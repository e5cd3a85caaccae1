import type { DocumentPosition } from '@mnemo/contracts/reading';
import { requestApi } from '../../../lib/api-client.ts';

/** PUT /api/documents/:id/position[?sharetoken=]: the page the reader is on, kept for them on the server (ADR 079). */
export function saveDocumentPosition(
  documentId: string,
  page: number,
  shareToken: string | undefined,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<DocumentPosition> {
  return requestApi<DocumentPosition>(`/documents/${encodeURIComponent(documentId)}/position`, {
    method: 'PUT',
    body: { page },
    query: { sharetoken: shareToken },
    keepalive,
  });
}
