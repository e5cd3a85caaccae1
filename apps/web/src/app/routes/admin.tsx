import { useTranslation } from 'react-i18next';
import { InlineMessage } from '../../components/inline-message.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { LoadingState } from '../../components/spinner.tsx';
import { AdminPage } from '../../features/admin/components/admin-page.tsx';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { RequireAuth } from '../shell/require-auth.tsx';

function AdminGate() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  usePageTitle(t('admin.title'));
  if (!user) return <LoadingState label={t('common.loading')} className="justify-center py-20" />;
  // the server refuses every /api/admin call to anyone else too (403)
  if (user.role !== 'admin') return <InlineMessage tone="error">{t('admin.notAllowed')}</InlineMessage>;
  return <AdminPage currentUserId={user.uid} />;
}

/** /admin: the administrators' page. */
export function AdminRoute() {
  return (
    <RequireAuth>
      <PageContainer>
        <AdminGate />
      </PageContainer>
    </RequireAuth>
  );
}
