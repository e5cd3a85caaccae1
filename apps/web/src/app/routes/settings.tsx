import { useTranslation } from 'react-i18next';
import { isLocale, LOCALES } from '@mnemo/domain/languages';
import { PageHeader, Section } from '../../components/card.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { LoadingState } from '../../components/spinner.tsx';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form.tsx';
import { DeleteAccountSection } from '../../features/auth/components/delete-account-section.tsx';
import { DownloadDataSection } from '../../features/auth/components/download-data-section.tsx';
import { ProfileForm } from '../../features/auth/components/profile-form.tsx';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user.ts';
import { BillingSection } from '../../features/billing/components/billing-section.tsx';
import { ReminderSettingsForm } from '../../features/guided/components/reminder-settings.tsx';
import { SchedulerSettings } from '../../features/study/components/scheduler-settings.tsx';
import { useQuota } from '../../features/quota/api/get-quota.ts';
import { PlanBadge, QuotaBars } from '../../features/quota/components/quota-bars.tsx';
import { getUiLanguage } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useLanguageSwitch } from '../hooks/use-language-switch.ts';
import { RequireAuth } from '../shell/require-auth.tsx';

function SettingsPage() {
  const { t } = useTranslation(['app', 'exchange', 'guided', 'scheduling']);
  const { user } = useCurrentUser();
  const quota = useQuota();
  const switchLanguage = useLanguageSwitch();
  usePageTitle(t('settings.title'));

  if (!user) return <LoadingState label={t('common.loading')} className="justify-center py-20" />;

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={t('settings.title')} description={t('settings.subtitle')} />
      <Section title={t('settings.profile.title')} description={t('settings.profile.description')}>
        <ProfileForm key={user.uid} user={user} />
      </Section>
      <Section title={t('settings.language.title')} description={t('settings.language.description')}>
        <SelectField
          label={t('topbar.language')}
          value={getUiLanguage()}
          onChange={(event) => isLocale(event.target.value) && void switchLanguage(event.target.value)}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {t(`language.${locale}`)}
            </option>
          ))}
        </SelectField>
      </Section>
      <Section title={t('scheduling:settings.title')} description={t('scheduling:settings.description')}>
        <div id="scheduling" className="scroll-mt-20">
          <SchedulerSettings />
        </div>
      </Section>
      <Section title={t('guided:reminders.title')} description={t('guided:reminders.description')}>
        <ReminderSettingsForm />
      </Section>
      <Section title={t('settings.plan.title')} description={t('settings.plan.description')}>
        <div className="mb-4">
          <PlanBadge plan={quota.data?.plan ?? user.plan} />
        </div>
        <QuotaBars />
        <div id="billing" className="mt-6 scroll-mt-20">
          <BillingSection />
        </div>
      </Section>
      <Section title={t('settings.password.title')} description={t('settings.password.description')}>
        <ChangePasswordForm />
      </Section>
      <Section title={t('exchange:account.title')} description={t('exchange:account.description')}>
        <DownloadDataSection />
      </Section>
      <Section tone="danger" title={t('settings.danger.title')} description={t('settings.danger.description')}>
        <DeleteAccountSection hasPassword={user.hasPassword} />
      </Section>
    </div>
  );
}

export function SettingsRoute() {
  return (
    <RequireAuth>
      <PageContainer>
        <SettingsPage />
      </PageContainer>
    </RequireAuth>
  );
}
