import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportAccepted, ImportState } from '@mnemo/contracts/exchange';
import { followSse, requestApi } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * POST /api/import (multipart `file`): an Anki package or a CSV becomes a new session named after
 * its deck; with `sessionId`, POST /api/sessions/:id/import adds its cards to that session. Either
 * answers 202 at once: the import runs as a job (ADR 064), followed below.
 */
export function startImport({
  file,
  sessionId,
}: {
  file: File;
  sessionId?: string | undefined;
}): Promise<ImportAccepted> {
  const body = new FormData();
  body.append('file', file, file.name);
  return requestApi<ImportAccepted>(sessionId ? `/sessions/${sessionId}/import` : '/import', { method: 'POST', body });
}

export const isImportOver = (state: ImportState): boolean => state.status === 'done' || state.status === 'failed';

/** GET /api/imports/:id/events: each state of the import until it is done or failed. */
export function followImport(
  importId: string,
  options: { signal: AbortSignal; onState: (state: ImportState) => void },
): Promise<ImportState> {
  return followSse<ImportState>(`/imports/${encodeURIComponent(importId)}/events`, {
    signal: options.signal,
    onEvent: options.onState,
    isTerminal: isImportOver,
  });
}

export type ImportRun =
  | { phase: 'idle' }
  | { phase: 'uploading' }
  | { phase: 'importing'; accepted: ImportAccepted; state: ImportState | null }
  | { phase: 'done'; accepted: ImportAccepted; state: ImportState }
  | { phase: 'failed'; error: ApiError | null; state: ImportState | null };

/**
 * An import from upload to its end: `start` sends the file and follows the job; `run` is where it
 * is (the latest state streamed). Once done, what shows cards is fetched again.
 */
export function useImportDeck() {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<ImportRun>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setRun({ phase: 'idle' });
  }, []);

  const start = useCallback(
    async (input: { file: File; sessionId?: string | undefined }): Promise<ImportRun> => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setRun({ phase: 'uploading' });
      let accepted: ImportAccepted;
      try {
        accepted = await startImport(input);
      } catch (error) {
        const failed: ImportRun = { phase: 'failed', error: error as ApiError, state: null };
        if (!own.signal.aborted) setRun(failed);
        return failed;
      }
      setRun({ phase: 'importing', accepted, state: null });
      let last: ImportRun;
      try {
        const state = await followImport(accepted.importId, {
          signal: own.signal,
          onState: (next) => {
            if (!own.signal.aborted && !isImportOver(next)) setRun({ phase: 'importing', accepted, state: next });
          },
        });
        last = state.status === 'done' ? { phase: 'done', accepted, state } : { phase: 'failed', error: null, state };
      } catch (error) {
        last = { phase: 'failed', error: error as ApiError, state: null };
      }
      if (own.signal.aborted) return last;
      setRun(last);
      if (last.phase === 'done') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.sessionFileAll });
        void queryClient.invalidateQueries({ queryKey: queryKeys.reviewAll });
        void queryClient.invalidateQueries({ queryKey: queryKeys.sessions });
        void queryClient.invalidateQueries({ queryKey: queryKeys.directoryAll });
        void queryClient.invalidateQueries({ queryKey: queryKeys.quota });
      }
      return last;
    },
    [queryClient],
  );

  const isPending = run.phase === 'uploading' || run.phase === 'importing';
  return { run, start, reset, isPending };
}
