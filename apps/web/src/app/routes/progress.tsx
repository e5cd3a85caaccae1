import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/page-container.tsx';
import { ProgressPanel } from '../../features/study/components/progress-panel.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { RequireAuth } from '../shell/require-auth.tsx';

/** /progress: the library's statistics (the session's Progress tab, over every session). */
export function ProgressRoute() {
  const { t } = useTranslation('study');
  usePageTitle(t('progress.title'));
  return (
    <RequireAuth>
      <PageContainer className="@container flex flex-col gap-6">
        <header className="mx-auto flex w-full max-w-[48rem] flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-fg">{t('progress.title')}</h1>
          <p className="text-sm text-muted">{t('progress.library')}</p>
        </header>
        <ProgressPanel sessionId={null} />
      </PageContainer>
    </RequireAuth>
  );
}
