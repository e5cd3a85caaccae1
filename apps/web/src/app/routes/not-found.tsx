import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button-link.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function NotFoundRoute() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <PageContainer className="pt-16">
      <EmptyState
        icon={<Compass className="size-5" aria-hidden />}
        title={t('notFound.title')}
        body={t('notFound.body')}
        action={<ButtonLink to={paths.home}>{t('notFound.home')}</ButtonLink>}
      />
    </PageContainer>
  );
}
