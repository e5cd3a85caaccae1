import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DueListResponse } from '@mnemo/contracts/review';
import { paths } from '../../../lib/paths.ts';

/** New cards a daily allowance keeps for another day (issue 23 item 17): how many, which allowance, and where to change it. */
export function HeldBackNote({ list }: { list: Pick<DueListResponse, 'newHeldBack' | 'heldBackBy'> }) {
  const { t } = useTranslation('study');
  if (list.newHeldBack === 0 || list.heldBackBy === null) return null;
  return (
    <p className="text-sm text-muted">
      {t(list.heldBackBy === 'library' ? 'cards.heldBackLibrary' : 'cards.heldBackSession', {
        count: list.newHeldBack,
      })}{' '}
      <Link to={paths.settings} className="text-fg underline underline-offset-2">
        {t('cards.heldBackWhere')}
      </Link>
    </p>
  );
}
