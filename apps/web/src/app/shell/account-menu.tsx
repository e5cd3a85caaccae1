import { useState } from 'react';
import { Library, LogOut, Settings, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@mnemo/contracts/auth';
import { Avatar } from '../../components/avatar.tsx';
import { Button } from '../../components/button.tsx';
import { ButtonLink } from '../../components/button-link.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/popover.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useQuota } from '../../features/quota/api/get-quota.ts';
import { PlanBadge, QuotaBars } from '../../features/quota/components/quota-bars.tsx';
import { paths } from '../../lib/paths.ts';

/** The avatar with initials; its panel shows the email, the quota bars and logout (spec §2). */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [isOpen, setIsOpen] = useState(false);
  const quota = useQuota({ isEnabled: isOpen });

  function logOut(): void {
    logout.mutate(undefined, { onSettled: () => setIsOpen(false) });
  }

  return (
    <Popover open={isOpen} onOpenChange={setIsOpen}>
      {/* The name comes from the hidden text, not aria-label: the initials shown would not match it (WCAG 2.5.3). */}
      <PopoverTrigger className="rounded-full p-0.5 transition-shadow hover:ring-2 hover:ring-primary/30 data-[state=open]:ring-2 data-[state=open]:ring-primary/50">
        <span className="sr-only">{t('topbar.account')}</span>
        <Avatar name={user.name} email={user.email} />
      </PopoverTrigger>
      <PopoverContent aria-label={t('topbar.account')}>
        <div className="flex items-center gap-3 border-b border-border p-4">
          <Avatar name={user.name} email={user.email} size="lg" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-fg">{user.name}</p>
            <p className="truncate text-sm text-muted">
              <span className="sr-only">{t('account.signedInAs')} </span>
              {user.email}
            </p>
          </div>
        </div>
        <div className="border-b border-border p-4">
          <div className="mb-3 flex items-center justify-between gap-2">
            <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">{t('quota.title')}</h2>
            <PlanBadge plan={quota.data?.plan ?? user.plan} />
          </div>
          <QuotaBars />
        </div>
        <div className="flex flex-col gap-0.5 p-2">
          <ButtonLink to={paths.library()} variant="ghost" className="justify-start" onClick={() => setIsOpen(false)}>
            <Library className="size-4" aria-hidden />
            {t('account.library')}
          </ButtonLink>
          <ButtonLink to={paths.settings} variant="ghost" className="justify-start" onClick={() => setIsOpen(false)}>
            <Settings className="size-4" aria-hidden />
            {t('account.settings')}
          </ButtonLink>
          {user.role === 'admin' ? (
            <ButtonLink to={paths.admin} variant="ghost" className="justify-start" onClick={() => setIsOpen(false)}>
              <ShieldCheck className="size-4" aria-hidden />
              {t('account.admin')}
            </ButtonLink>
          ) : null}
          <Button
            variant="ghost"
            className="justify-start text-danger-fg hover:bg-danger-soft"
            icon={<LogOut className="size-4" aria-hidden />}
            isLoading={logout.isPending}
            onClick={logOut}
          >
            {logout.isPending ? t('account.loggingOut') : t('account.logout')}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
