import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuizSummary, StartQuizBody, StartQuizResponse } from '@mnemo/contracts/review';
import type { AnswerEvaluation, ExplanationResponse } from '@mnemo/contracts/study';
import { requestApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface SessionScope {
  sessionId: string;
  /** a share visitor's token (their quizzes, attempts and chat are their own) */
  shareToken?: string | undefined;
}

/** GET /api/sessions/:id/quizzes: the caller's quizzes of the session, newest first. */
export function useQuizzes({ sessionId, shareToken }: SessionScope) {
  return useQuery({
    queryKey: queryKeys.quizzes(sessionId, shareToken),
    queryFn: () => requestApi<QuizSummary[]>(`/sessions/${sessionId}/quizzes`, { query: { sharetoken: shareToken } }),
  });
}

/**
 * POST /api/sessions/:id/quizzes {count?, types?, questionIds?, restart?}: the server chooses the
 * questions, or resumes the caller's unfinished quiz (its `answers` say where it was left) unless
 * `restart` closes it.
 */
export function useStartQuiz({ sessionId, shareToken }: SessionScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartQuizBody) =>
      requestApi<StartQuizResponse>(`/sessions/${sessionId}/quizzes`, {
        method: 'POST',
        query: { sharetoken: shareToken },
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.quizzes(sessionId, shareToken) }),
  });
}

export type QuizAnswer = string | number | boolean;

/**
 * POST /api/questions/:id/evaluate with the quiz. A miss may send a card back (or write one), so
 * the due lists, the session and the quiz list are refreshed.
 */
export function useEvaluateAnswer({ sessionId, shareToken }: SessionScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, answer, quizId }: { questionId: string; answer: QuizAnswer; quizId: string }) =>
      requestApi<AnswerEvaluation>(`/questions/${questionId}/evaluate`, {
        method: 'POST',
        query: { sharetoken: shareToken },
        body: { answer, quizId },
      }),
    onSuccess: (evaluation) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.quizzes(sessionId, shareToken) });
      if (evaluation.verdict !== 'correct' && !shareToken) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.reviewAll });
        void queryClient.invalidateQueries({ queryKey: queryKeys.sessionFileAll });
      }
    },
  });
}

/** GET /api/questions/:id/explanation (generated once, then cached by the server). */
export function useExplanation(questionId: string, shareToken: string | undefined, isEnabled: boolean) {
  return useQuery({
    queryKey: queryKeys.explanation(questionId),
    queryFn: () =>
      requestApi<ExplanationResponse>(`/questions/${questionId}/explanation`, { query: { sharetoken: shareToken } }),
    enabled: isEnabled,
    staleTime: Infinity,
  });
}
