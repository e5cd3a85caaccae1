import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button-link.tsx';
import { Card } from '../../components/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { RequireAuth } from '../shell/require-auth.tsx';

/** Placeholder for the session creation wizard, which its own issue builds here. */
export function NewSessionRoute() {
  const { t } = useTranslation();
  usePageTitle(t('newSession.title'));
  return (
    <RequireAuth>
      <PageContainer size="narrow">
        <Card>
          <EmptyState
            icon={<Sparkles className="size-5" aria-hidden />}
            title={t('newSession.title')}
            body={t('newSession.body')}
            action={
              <ButtonLink to={paths.home} variant="secondary">
                {t('newSession.backHome')}
              </ButtonLink>
            }
          />
        </Card>
      </PageContainer>
    </RequireAuth>
  );
}
