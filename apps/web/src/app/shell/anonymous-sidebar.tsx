import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button-link.tsx';
import { paths } from '../../lib/paths.ts';

/** What an anonymous visitor sees in the sidebar: register and login (spec §2). */
export function AnonymousSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col p-4">
      <div className="rounded-card border border-border bg-gradient-to-b from-primary-soft to-surface p-5">
        <span className="flex size-10 items-center justify-center rounded-xl bg-primary text-on-primary">
          <Sparkles className="size-5" aria-hidden />
        </span>
        <h2 className="mt-4 text-base font-semibold text-fg">{t('sidebar.anonymousTitle')}</h2>
        <p className="mt-1.5 text-sm text-muted">{t('sidebar.anonymousBody')}</p>
        <div className="mt-5 flex flex-col gap-2">
          <ButtonLink to={paths.register()} onClick={onNavigate} className="w-full">
            {t('sidebar.register')}
          </ButtonLink>
          <ButtonLink to={paths.login()} onClick={onNavigate} variant="secondary" className="w-full">
            {t('sidebar.login')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
