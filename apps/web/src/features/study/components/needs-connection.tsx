import { useTranslation } from 'react-i18next';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { useIsOnline } from '../../../lib/use-is-online.ts';

/** Said plainly while the browser is offline: quizzes and chat are graded and answered by the server. */
export function NeedsConnection({ what }: { what: 'quiz' | 'chat' }) {
  const { t } = useTranslation('study');
  const isOnline = useIsOnline();
  if (isOnline) return null;
  return <InlineMessage tone="info">{what === 'quiz' ? t('offline.quiz') : t('offline.chat')}</InlineMessage>;
}
