import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionFile } from '@mnemo/contracts/library';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useDocumentGeneration } from '../api/follow-document-generation.ts';

/**
 * One document still being made: follows its generation stream, says how many pages are still to give
 * cards while its first ones are studyable (ADR 155), and reloads the session whenever more were saved
 * or it finished, so the new cards (and the whole document's summary) appear without a reload.
 */
function DocumentGenerationStatus({ documentId, shareToken }: { documentId: string; shareToken: string | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useDocumentGeneration(documentId, shareToken);
  const seen = useRef<string | null>(null);
  const key = state ? `${state.status}:${state.early?.itemsSaved ?? 0}` : null;
  useEffect(() => {
    if (key === null) return;
    // the first state is what the session was loaded with; any change after it brings new items
    if (seen.current !== null && seen.current !== key)
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessionFileAll });
    seen.current = key;
  }, [key, queryClient]);
  if (!state?.early || state.status !== 'processing') return null;
  return (
    <span className="flex flex-col">
      <span className="font-medium">
        {state.early.pagesComing === null
          ? t('session.restComing')
          : t('session.pagesComing', { count: state.early.pagesComing })}
      </span>
      <span className="text-xs text-muted">{t('session.provisionalSummary')}</span>
    </span>
  );
}

/**
 * The session page's line about material still being made: the owner's, and a share link's
 * visitor's with their token (ADR 171), who learn only the status and early counts.
 */
export function GenerationStatus({ session, shareToken }: { session: SessionFile; shareToken: string | undefined }) {
  const busy = session.documents.filter((document) => document.status === 'queued' || document.status === 'processing');
  if (busy.length === 0) return null;
  return (
    <p role="status" aria-live="polite" className="flex w-full flex-col gap-1 text-sm text-fg">
      {busy.map((document) => (
        <DocumentGenerationStatus key={document.id} documentId={document.id} shareToken={shareToken} />
      ))}
    </p>
  );
}
