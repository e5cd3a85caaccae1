import { useState } from 'react';
import { FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { ImportDeckDialog } from './import-deck-dialog.tsx';

/** "Import cards" on a session's Overview: an Anki package's or a CSV's cards join this session. */
export function ImportIntoSession({ session }: { session: { id: string; name: string } }) {
  const { t } = useTranslation('exchange');
  const [isOpen, setIsOpen] = useState(false);
  const [done, setDone] = useState('');
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button
        variant="secondary"
        size="sm"
        icon={<FileUp className="size-4" aria-hidden />}
        onClick={() => (setDone(''), setIsOpen(true))}
      >
        {t('importInto.open')}
      </Button>
      <p role="status" className="text-sm text-muted">
        {done}
      </p>
      <ImportDeckDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        into={session}
        onImported={({ cards, reviews }) =>
          setDone(
            reviews > 0
              ? t('importInto.doneWithReviews', { count: cards, reviews })
              : t('importInto.done', { count: cards }),
          )
        }
      />
    </div>
  );
}
