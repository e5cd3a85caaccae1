import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';

/** Said once, when a review makes a card a leech: it is suspended; edit it, or read its source again. */
export function LeechNotice({
  lapses,
  onEdit,
  onOpenSource,
  onDismiss,
}: {
  lapses: number;
  onEdit: (() => void) | null;
  onOpenSource: (() => void) | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('scheduling');
  return (
    <div
      role="status"
      className="mx-auto flex w-full max-w-[42rem] flex-col gap-3 rounded-card border border-warning bg-surface p-4 text-sm text-fg"
    >
      <p>{t('leech.told', { count: lapses })}</p>
      <div className="flex flex-wrap gap-2">
        {onEdit ? (
          <Button size="sm" variant="secondary" onClick={onEdit} icon={<Pencil className="size-4" aria-hidden />}>
            {t('leech.editCard')}
          </Button>
        ) : null}
        {onOpenSource ? (
          <Button size="sm" variant="secondary" onClick={onOpenSource}>
            {t('leech.openSource')}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          {t('leech.dismiss')}
        </Button>
      </div>
    </div>
  );
}
