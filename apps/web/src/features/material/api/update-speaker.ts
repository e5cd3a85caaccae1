import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentChunksResponse, Speaker } from '@mnemo/contracts/reading';
import { requestApi } from '../../../lib/api-client.ts';

export interface SpeakerUpdate {
  name?: string | null;
  color?: number;
  /** a new image, or null to remove it */
  avatar?: File | null;
}

/** PATCH /api/documents/:id/speakers/:speakerId (JSON, or multipart with an avatar image). */
export function updateSpeaker(documentId: string, speakerId: string, update: SpeakerUpdate): Promise<Speaker> {
  const path = `/documents/${encodeURIComponent(documentId)}/speakers/${encodeURIComponent(speakerId)}`;
  if (update.avatar instanceof File) {
    const form = new FormData();
    if (update.name) form.set('name', update.name);
    if (update.color !== undefined) form.set('color', String(update.color));
    form.set('avatar', update.avatar);
    return requestApi<Speaker>(path, { method: 'PATCH', body: form });
  }
  return requestApi<Speaker>(path, { method: 'PATCH', body: update });
}

/** Renames a speaker or changes its avatar, updating every transcript of the document on screen. */
export function useUpdateSpeaker(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ speakerId, update }: { speakerId: string; update: SpeakerUpdate }) =>
      updateSpeaker(documentId, speakerId, update),
    onSuccess: (speaker) => {
      queryClient.setQueriesData<DocumentChunksResponse>({ queryKey: ['document-chunks', documentId] }, (data) =>
        data ? { ...data, speakers: data.speakers.map((s) => (s.id === speaker.id ? speaker : s)) } : data,
      );
    },
  });
}
