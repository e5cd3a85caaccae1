import { useMutation } from '@tanstack/react-query';
import type { AddDocumentJsonBody, CreateSessionResponse } from '@mnemo/contracts/pipeline';
import type { MaterialSource } from '../../../components/material-picker.tsx';
import { requestApi } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';

export interface NewMaterial {
  sessionId: string;
  source: MaterialSource;
  file: File | null;
  text: string;
  url: string;
}

/**
 * POST /api/sessions/:id/documents (owner): a file as multipart, text or a link as JSON. Answers
 * 202 with the queued document, whose stages then follow on its event stream.
 */
export function addDocument(material: NewMaterial): Promise<CreateSessionResponse> {
  const path = `/sessions/${encodeURIComponent(material.sessionId)}/documents`;
  if (material.source === 'file' && material.file) {
    const form = new FormData();
    form.set('file', material.file, material.file.name);
    return requestApi<CreateSessionResponse>(path, { method: 'POST', body: form });
  }
  const body: AddDocumentJsonBody = material.source === 'text' ? { text: material.text } : { url: material.url.trim() };
  return requestApi<CreateSessionResponse>(path, { method: 'POST', body });
}

export function useAddDocument() {
  return useMutation<CreateSessionResponse, ApiError, NewMaterial>({ mutationFn: addDocument });
}
