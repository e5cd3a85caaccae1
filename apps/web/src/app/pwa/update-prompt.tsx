import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { useRegisterSW } from 'virtual:pwa-register/react';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (app pages only: the shell loads this chunk, the public pages never
 * do) and, when a new version of the app is waiting, says so with a Reload button instead of
 * swapping it under a learner mid-review (ADR 094). Checks for a new version every hour.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
  if (!needRefresh) return null;
  return (
    <div
      role="status"
      className="fixed right-4 bottom-4 z-50 flex max-w-[calc(100vw-2rem)] flex-wrap items-center gap-3 rounded-control border border-border bg-surface px-4 py-3 text-fg shadow-card"
    >
      <span className="text-sm">{t('pwa.updateAvailable')}</span>
      <Button size="sm" onClick={() => void updateServiceWorker(true)}>
        {t('pwa.reload')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
        {t('pwa.later')}
      </Button>
    </div>
  );
}
