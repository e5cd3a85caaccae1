import type { AnnotationInput } from '@mnemo/contracts/library';
import type { AnnotationsPatchResponse } from '@mnemo/contracts/reading';
import { requestApi } from '../../../lib/api-client.ts';

/** PATCH /api/sessions/:id/annotations: per-item upserts and deletes (owner only; the version is untouched). */
export function patchAnnotations(
  sessionId: string,
  body: { upsert: AnnotationInput[]; delete: string[] },
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<AnnotationsPatchResponse> {
  return requestApi<AnnotationsPatchResponse>(`/sessions/${encodeURIComponent(sessionId)}/annotations`, {
    method: 'PATCH',
    body,
    keepalive,
  });
}
