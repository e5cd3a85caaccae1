import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClozeNoteResponse,
  FlashcardPage,
  FlashcardPatchItem,
  FlashcardsPatchResponse,
  QuestionsPatchBody,
  QuestionsPatchResponse,
} from '@mnemo/contracts/review';
import type { SessionFile } from '@mnemo/contracts/library';
import type { GenerateBody } from '@mnemo/contracts/study';
import { requestApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** After a per-item write or a generation: the session (cards, questions) and the due lists are read again. */
function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.sessionFileAll });
    void queryClient.invalidateQueries({ queryKey: queryKeys.reviewAll });
  };
}

/**
 * GET /api/sessions/:id/flashcards?offset&limit&q&tag (owner): one page of the session's cards, for
 * the editor of a session larger than its file (ADR 114); the last page stays shown while the next loads.
 */
export function useFlashcardPage(
  sessionId: string,
  page: { offset: number; limit: number; q: string; tag: string },
  options: { enabled: boolean },
) {
  return useQuery({
    queryKey: queryKeys.flashcardPage(sessionId, page),
    queryFn: ({ signal }) =>
      requestApi<FlashcardPage>(`/sessions/${sessionId}/flashcards`, {
        query: {
          offset: String(page.offset),
          limit: String(page.limit),
          q: page.q || undefined,
          tag: page.tag || undefined,
        },
        signal,
      }),
    enabled: options.enabled,
    placeholderData: keepPreviousData,
  });
}

/** PATCH /api/sessions/:id/flashcards {upsert, delete} (owner; the schedule and history of an edited card stay). */
export function usePatchFlashcards(sessionId: string) {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (body: { upsert?: FlashcardPatchItem[]; delete?: string[] }) =>
      requestApi<FlashcardsPatchResponse>(`/sessions/${sessionId}/flashcards`, {
        method: 'PATCH',
        body: { upsert: body.upsert ?? [], delete: body.delete ?? [] },
      }),
    onSuccess: refresh,
  });
}

/**
 * A cloze note written from the card editor (issue 28 item 3): `POST /api/sessions/:id/notes` for a
 * new one, `PUT …/notes/:noteId` to rewrite one (the cards of remaining numbers keep their schedules);
 * a card turned into a cloze note (`fromCardId`) becomes its lowest number, its schedule kept (ADR 118).
 */
export function useSaveClozeNote(sessionId: string) {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: async (body: { noteId?: string | null; text: string; tags: string[]; fromCardId?: string }) => {
      const payload = { text: body.text, tags: body.tags };
      return body.noteId
        ? await requestApi<ClozeNoteResponse>(`/sessions/${sessionId}/notes/${body.noteId}`, {
            method: 'PUT',
            body: payload,
          })
        : await requestApi<ClozeNoteResponse>(`/sessions/${sessionId}/notes`, {
            method: 'POST',
            body: body.fromCardId ? { ...payload, fromCardId: body.fromCardId } : payload,
          });
    },
    onSuccess: refresh,
  });
}

/** PATCH /api/sessions/:id/questions {upsert, delete} (owner). */
export function usePatchQuestions(sessionId: string) {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (body: Partial<QuestionsPatchBody>) =>
      requestApi<QuestionsPatchResponse>(`/sessions/${sessionId}/questions`, {
        method: 'PATCH',
        body: { upsert: body.upsert ?? [], delete: body.delete ?? [] },
      }),
    onSuccess: refresh,
  });
}

/** POST /api/sessions/:id/generate: more cards or questions (402 EXERCISES_LIMIT past the month's limit). */
export function useGenerateItems(sessionId: string) {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (body: Partial<GenerateBody>) =>
      requestApi<SessionFile>(`/sessions/${sessionId}/generate`, { method: 'POST', body: { replace: false, ...body } }),
    onSuccess: refresh,
  });
}
