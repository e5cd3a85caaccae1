import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatHistoryResponse, ChatMessage } from '@mnemo/contracts/study';
import type { QuotaLimitKind } from '@mnemo/domain/plans';
import { isApiError } from '../../../lib/api-error.ts';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { streamChatAnswer } from '../api/chat.ts';
import type { SessionScope } from '../api/quiz.ts';

/** The turn being answered: its question, the text streamed so far, and how it ended. */
export interface PendingTurn {
  question: string;
  text: string;
  status: 'streaming' | 'stopped' | 'failed';
  error?: string;
}

/**
 * One chat turn at a time: `send` empties the input box, streams the answer (NDJSON through the
 * shared api client) into `pending`, then moves both messages into the cached history; `stop`
 * cancels. A failed send puts the question back in the box, so nothing typed is lost; a quota or sign-in refusal
 * is kept for the panel's modals. `announcement` is what the live region says.
 */
export function useChatTurn(scope: SessionScope, setInput: (text: string) => void) {
  const { t } = useTranslation(['study', 'errors']);
  const queryClient = useQueryClient();
  const abortRef = useRef<AbortController | null>(null);
  const [pending, setPending] = useState<PendingTurn | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [quotaLimit, setQuotaLimit] = useState<QuotaLimitKind | null>(null);
  const [isLoginRequired, setIsLoginRequired] = useState(false);
  const isStreaming = pending?.status === 'streaming';

  useEffect(() => () => abortRef.current?.abort(), []);

  const stop = () => {
    abortRef.current?.abort();
  };

  const send = async (message: string): Promise<void> => {
    const question = message.trim();
    if (!question || isStreaming) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setInput('');
    setPending({ question, text: '', status: 'streaming' });
    setAnnouncement(t('chat.writing'));
    let text = '';
    try {
      const last = await streamChatAnswer(scope, question, {
        signal: controller.signal,
        onEvent: (event) => {
          if (event.type === 'text') {
            text += event.delta;
            setPending((turn) => (turn ? { ...turn, text } : turn));
          }
        },
      });
      if (last?.type === 'done') {
        const now = new Date().toISOString();
        const turns: ChatMessage[] = [
          {
            id: `${last.messageId}-q`,
            role: 'user',
            content: question,
            citations: [],
            places: [],
            isRefusal: false,
            createdAt: now,
          },
          {
            id: last.messageId,
            role: 'assistant',
            content: last.text,
            citations: last.citations,
            places: last.places,
            isRefusal: last.isRefusal,
            createdAt: now,
          },
        ];
        const key = queryKeys.chat(scope.sessionId, scope.shareToken);
        queryClient.setQueryData<ChatHistoryResponse>(key, (data) => ({
          messages: [...(data?.messages ?? []), ...turns],
        }));
        void queryClient.invalidateQueries({ queryKey: key });
        void queryClient.invalidateQueries({ queryKey: queryKeys.quota });
        setPending(null);
        setAnnouncement(last.text);
      } else if (last?.type === 'error') {
        if (last.error.limit) setQuotaLimit(last.error.limit);
        setPending({ question, text, status: 'failed', error: last.error.message || t('chat.failed') });
        setAnnouncement(last.error.message || t('chat.failed'));
      } else {
        setPending({ question, text, status: 'failed', error: t('chat.failed') });
      }
    } catch (error) {
      if (controller.signal.aborted) {
        setPending({ question, text, status: 'stopped' });
        setAnnouncement(t('chat.stopped'));
        return;
      }
      if (isApiError(error) && error.status === 401) setIsLoginRequired(true);
      else if (isApiError(error) && error.status === 402 && error.limit) setQuotaLimit(error.limit);
      setInput(question);
      setPending({ question, text, status: 'failed', error: describeApiError(error) });
      setAnnouncement(describeApiError(error));
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  return {
    pending,
    isStreaming,
    send,
    stop,
    announcement,
    setAnnouncement,
    quotaLimit,
    clearQuotaLimit: () => setQuotaLimit(null),
    isLoginRequired,
    setIsLoginRequired,
  };
}
