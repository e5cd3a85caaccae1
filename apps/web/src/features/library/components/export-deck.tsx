import { FileDown, FileSpreadsheet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { MenuItem } from '../../../components/menu.tsx';
import { LoadingState } from '../../../components/spinner.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import type { ExportDeckInput, useExportDeck } from '../api/export-deck.ts';

/** A session menu's two exports: Anki package and CSV. */
export function SessionExportItems({
  sessionId,
  onExport,
}: {
  sessionId: string;
  onExport: (input: ExportDeckInput) => void;
}) {
  const { t } = useTranslation('exchange');
  return (
    <>
      <MenuItem icon={<FileDown className="size-4" />} onSelect={() => onExport({ sessionId, format: 'apkg' })}>
        {t('export.apkg')}
      </MenuItem>
      <MenuItem icon={<FileSpreadsheet className="size-4" />} onSelect={() => onExport({ sessionId, format: 'csv' })}>
        {t('export.csv')}
      </MenuItem>
    </>
  );
}

/** What an export under way, or a failed one, tells the learner (the server's message when refused). */
export function ExportStatus({
  exportDeck,
  className,
}: {
  exportDeck: ReturnType<typeof useExportDeck>;
  className?: string;
}) {
  const { t } = useTranslation('exchange');
  if (exportDeck.isPending) return <LoadingState className={className} label={t('export.pending')} />;
  if (exportDeck.isError) {
    return (
      <InlineMessage className={className} tone="error">
        {t('export.failed', { message: describeApiError(exportDeck.error) })}
      </InlineMessage>
    );
  }
  return null;
}
