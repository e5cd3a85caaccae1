import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/page-container.tsx';
import { LibraryBrowser } from '../../features/library/components/library-browser.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { RequireAuth } from '../shell/require-auth.tsx';

/** /library[?folder=…]: browse folders, create, rename, delete, move sessions. */
export function LibraryRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const folderId = searchParams.get('folder') || 'root';
  usePageTitle(t('library.title'));
  return (
    <RequireAuth>
      <PageContainer>
        {/* A new key per folder: dialogs and menus of the last folder do not carry over. */}
        <LibraryBrowser key={folderId} folderId={folderId} />
      </PageContainer>
    </RequireAuth>
  );
}
