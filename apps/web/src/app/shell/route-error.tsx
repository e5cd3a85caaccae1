import { useRouteError } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';

/** Shown when a page crashes: a way out instead of a blank screen. */
export function RouteError() {
  const { t } = useTranslation(['app', 'errors']);
  const error = useRouteError();
  // The details help whoever reads the console; the user gets a plain message.
  console.error(error);
  return (
    <div className="flex min-h-[60dvh] items-center justify-center p-6">
      <EmptyState
        icon={<AlertTriangle className="size-5" aria-hidden />}
        title={t('crash.title')}
        body={t('errors:error_something_wrong')}
        action={<Button onClick={() => window.location.reload()}>{t('crash.reload')}</Button>}
      />
    </div>
  );
}
