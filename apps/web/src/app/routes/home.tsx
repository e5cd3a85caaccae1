import { useNavigate } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button-link.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user.ts';
import { LearnPrompt } from '../../features/home/components/learn-prompt.tsx';
import { RecentSessions } from '../../features/library/components/recent-sessions.tsx';
import { DueToday } from '../../features/study/components/due-today.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function HomeRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isSignedIn } = useCurrentUser();
  usePageTitle(null);

  return (
    <PageContainer size="wide" className="flex flex-col items-center pt-10 sm:pt-20">
      <LearnPrompt
        // The creation wizard lives at /new (its own issue); visitors need an account first.
        onStart={(source) => void navigate(isSignedIn ? paths.newSession(source) : paths.register())}
      >
        {isSignedIn ? (
          <div className="flex w-full flex-col items-center gap-6">
            <DueToday />
            <RecentSessions />
          </div>
        ) : (
          <div className="flex flex-col items-center gap-6 text-center">
            <div className="flex flex-col gap-2 sm:flex-row">
              <ButtonLink to={paths.register()} size="lg">
                {t('home.getStarted')}
              </ButtonLink>
              <ButtonLink to={paths.login()} size="lg" variant="secondary">
                {t('home.haveAccount')}
              </ButtonLink>
            </div>
            <ul className="flex flex-col gap-x-6 gap-y-2 text-sm text-muted sm:flex-row sm:flex-wrap sm:justify-center">
              {(['featureFlashcards', 'featureQuizzes', 'featureGuided'] as const).map((key) => (
                <li key={key} className="inline-flex items-center gap-1.5">
                  <CheckCircle2 className="size-4 text-success" aria-hidden />
                  {t(`home.${key}`)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </LearnPrompt>
    </PageContainer>
  );
}
