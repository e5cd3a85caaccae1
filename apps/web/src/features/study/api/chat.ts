import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatHistoryResponse, ChatStreamEvent } from '@mnemo/contracts/study';
import { requestApi, streamNdjson } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { SessionScope } from './quiz.ts';

/** GET /api/sessions/:id/chat: the caller's own turns, oldest first. */
export function useChatHistory({ sessionId, shareToken }: SessionScope) {
  return useQuery({
    queryKey: queryKeys.chat(sessionId, shareToken),
    queryFn: () =>
      requestApi<ChatHistoryResponse>(`/sessions/${sessionId}/chat`, { query: { sharetoken: shareToken } }),
  });
}

/**
 * POST /api/sessions/:id/chat, read as NDJSON through the shared client: `onEvent` gets each line
 * (`text` pieces, then `done` or `error`). A refusal before the stream begins rejects with its ApiError.
 */
export function streamChatAnswer(
  { sessionId, shareToken }: SessionScope,
  message: string,
  options: { signal: AbortSignal; onEvent: (event: ChatStreamEvent) => void },
): Promise<ChatStreamEvent | null> {
  return streamNdjson<ChatStreamEvent>(`/sessions/${sessionId}/chat`, {
    body: { message },
    query: { sharetoken: shareToken },
    signal: options.signal,
    onEvent: options.onEvent,
  });
}

/** DELETE /api/sessions/:id/chat: removes the caller's own turns. */
export function useClearChat({ sessionId, shareToken }: SessionScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      requestApi<{ deleted: number }>(`/sessions/${sessionId}/chat`, {
        method: 'DELETE',
        query: { sharetoken: shareToken },
      }),
    onSuccess: () =>
      queryClient.setQueryData<ChatHistoryResponse>(queryKeys.chat(sessionId, shareToken), { messages: [] }),
  });
}
