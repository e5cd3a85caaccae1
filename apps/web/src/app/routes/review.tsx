import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/page-container.tsx';
import { LibraryPlayer } from '../../features/study/components/library-player.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { RequireAuth } from '../shell/require-auth.tsx';

/** /review: the library-wide sitting, every due card of the library in due order (Home's "Study now"). */
export function ReviewRoute() {
  const { t } = useTranslation('study');
  usePageTitle(t('review.title'));
  return (
    <RequireAuth>
      <PageContainer className="flex flex-col gap-6">
        <header className="mx-auto flex w-full max-w-[42rem] flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-fg">{t('review.title')}</h1>
          <p className="text-sm text-muted">{t('review.intro')}</p>
        </header>
        <LibraryPlayer />
      </PageContainer>
    </RequireAuth>
  );
}
