import { useEffect, useState } from 'react';
import type { CreateSessionResponse } from '@mnemo/contracts/pipeline';
import type { QuotaLimitKind } from '@mnemo/domain/plans';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/card.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { ProcessingProgress } from '../../../components/processing-progress.tsx';
import { QuotaModal } from '../../../components/quota-modal.tsx';
import { useAuthToken } from '../../../lib/auth-token.ts';
import { useDocumentProgress } from '../../../lib/document-progress.ts';
import { paths } from '../../../lib/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import type { MaterialSource } from '../validate-wizard.ts';
import { CreateSessionWizard } from './create-session-wizard.tsx';

const SOURCES: readonly MaterialSource[] = ['file', 'text', 'link'];
// A moment to see the last stage tick before the session opens.
const OPEN_DELAY_MS = 600;

/** /new: the wizard, then the live progress of the new session's document, then the session. */
export function CreateSessionPage() {
  const { t } = useTranslation('wizard');
  usePageTitle(t('title'));
  const token = useAuthToken();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [created, setCreated] = useState<CreateSessionResponse | null>(null);
  const [quotaLimit, setQuotaLimit] = useState<QuotaLimitKind | null>(null);
  const [isFailureQuotaClosed, setIsFailureQuotaClosed] = useState(false);
  const { state, isReconnecting } = useDocumentProgress(created?.document.id ?? null, created?.document ?? null);
  // processing can hit a limit too (the month's exercises): the same modal says so
  const failureLimit = state?.status === 'failed' && !isFailureQuotaClosed ? (state.error?.limit ?? null) : null;

  // a long document opens as soon as its first cards are saved; the session page says what is
  // still coming (ADR 155). A flag, not the state: progress after that must not delay the opening.
  const isReady =
    state?.status === 'completed' || (state?.status === 'processing' && (state.early?.itemsSaved ?? 0) > 0);
  useEffect(() => {
    if (!created || !isReady) return;
    // the new session belongs in the sidebar and the library
    void queryClient.invalidateQueries();
    const timer = setTimeout(() => navigate(paths.session('root', created.session.id)), OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [created, isReady, navigate, queryClient]);

  if (!token) return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  const requested = searchParams.get('source');
  const initialSource = SOURCES.find((source) => source === requested) ?? 'file';

  return (
    <PageContainer size="narrow">
      <div className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">{t('title')}</h1>
        {created ? null : <p className="mt-2 text-sm text-muted">{t('subtitle')}</p>}
      </div>
      <Card className="p-5 sm:p-6">
        {created ? (
          <ProcessingProgress
            name={created.session.name}
            state={state}
            isReconnecting={isReconnecting}
            onRetry={() => {
              setCreated(null);
              setIsFailureQuotaClosed(false);
            }}
          />
        ) : (
          <CreateSessionWizard initialSource={initialSource} onCreated={setCreated} onQuota={setQuotaLimit} />
        )}
      </Card>
      <QuotaModal
        limit={quotaLimit ?? failureLimit}
        onClose={() => {
          setQuotaLimit(null);
          setIsFailureQuotaClosed(true);
        }}
      />
    </PageContainer>
  );
}
