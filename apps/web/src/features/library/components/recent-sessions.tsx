import { Link } from 'react-router';
import { ArrowRight, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@mnemo/i18n/format';
import { paths } from '../../../lib/paths.ts';
import { useSessions } from '../api/get-sessions.ts';

const RECENT_COUNT = 4;

/** The newest few sessions, for the home page; nothing at all when there are none. */
export function RecentSessions() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const recent = sessions.data?.slice(0, RECENT_COUNT) ?? [];
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="recent-sessions-heading" className="w-full">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="recent-sessions-heading" className="text-sm font-semibold text-fg">
          {t('home.recent')}
        </h2>
        <Link
          to={paths.library()}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          {t('home.viewLibrary')}
          <ArrowRight className="size-3.5" aria-hidden />
        </Link>
      </div>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {recent.map((session) => (
          <li key={session.id} className="min-w-0">
            <Link
              to={paths.session('root', session.id)}
              className="flex min-w-0 items-center gap-3 rounded-card border border-border bg-surface p-3 shadow-card transition-colors hover:border-primary/40"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                <FileText className="size-4" aria-hidden />
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="truncate text-sm font-medium text-fg">{session.name}</span>
                <span className="text-xs text-muted">{formatDate(session.updatedAt)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
