import { useState } from 'react';
import type { SessionFile } from '@mnemo/contracts/library';
import type { QuotaLimitKind } from '@mnemo/domain/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { requestApi } from '../lib/api-client.ts';
import { isApiError, type ApiError } from '../lib/api-error.ts';
import { describeApiError } from '../lib/describe-api-error.ts';
import { paths } from '../lib/paths.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { Button } from './button.tsx';
import { InlineMessage } from './inline-message.tsx';
import { Modal } from './modal.tsx';
import { QuotaModal } from './quota-modal.tsx';

/** POST /api/sessions/:id/copy?sharetoken=…: a copy of a shared session in the visitor's library. */
export function copySharedSession(sessionId: string, shareToken: string): Promise<SessionFile> {
  return requestApi<SessionFile>(`/sessions/${encodeURIComponent(sessionId)}/copy`, {
    method: 'POST',
    query: { sharetoken: shareToken },
  });
}

/**
 * The spec's "save a shared session" modal (§2 modals), offered to a share visitor by the session
 * page's banner and by the study pane: "Save to my library" copies the session into the visitor's
 * library (its material, cards and questions), then opens their copy. A plan limit shows the quota
 * modal.
 */
export function SaveSharedSessionModal({
  open,
  onOpenChange,
  sessionId,
  sessionName,
  shareToken,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sessionId: string;
  sessionName: string;
  shareToken: string;
}) {
  const { t } = useTranslation(['app', 'errors']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [quotaLimit, setQuotaLimit] = useState<QuotaLimitKind | null>(null);
  const copy = useMutation<SessionFile, ApiError>({
    mutationFn: () => copySharedSession(sessionId, shareToken),
    onSuccess: async (saved) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
        queryClient.invalidateQueries({ queryKey: queryKeys.directoryAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.quota }),
      ]);
      onOpenChange(false);
      void navigate(paths.session('root', saved.id));
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'QUOTA_LIMIT' && error.limit) {
        onOpenChange(false);
        setQuotaLimit(error.limit);
      }
    },
  });
  const isQuota = isApiError(copy.error) && copy.error.code === 'QUOTA_LIMIT';

  return (
    <>
      <Modal
        open={open}
        onOpenChange={(next) => {
          if (copy.isPending) return;
          if (!next) copy.reset();
          onOpenChange(next);
        }}
        title={t('saveShared.title')}
        description={t('saveShared.body', { name: sessionName })}
        footer={
          <>
            <Button variant="secondary" disabled={copy.isPending} onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button isLoading={copy.isPending} onClick={() => copy.mutate()}>
              {copy.isPending ? t('saveShared.saving') : t('saveShared.confirm')}
            </Button>
          </>
        }
      >
        {copy.isError && !isQuota ? <InlineMessage tone="error">{describeApiError(copy.error)}</InlineMessage> : null}
      </Modal>
      <QuotaModal limit={quotaLimit} onClose={() => setQuotaLimit(null)} />
    </>
  );
}
