import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentSummary } from '@mnemo/contracts/library';
import type { SourceLocation } from '@mnemo/contracts/common';
import { useOpenAt, type MaterialLocation } from '../../../lib/open-at.ts';

export function formatTime(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** "From textbook.pdf, p. 14" for an item's source. */
export function useDescribeSource(documents: readonly DocumentSummary[]) {
  const { t } = useTranslation('study');
  return (source: SourceLocation): string => {
    const name = documents.find((d) => d.id === source.documentId)?.fileName ?? t('cards.sourceUnnamed');
    if (source.page !== null) return t('cards.sourcePage', { name, page: source.page });
    if (source.slide !== null) return t('cards.sourceSlide', { name, slide: source.slide });
    if (source.startMs !== null) return t('cards.sourceTime', { name, time: formatTime(source.startMs) });
    return t('cards.source', { name });
  };
}

export function toMaterialLocation(source: SourceLocation, chunkId: string | null): MaterialLocation {
  return { documentId: source.documentId, page: source.page, slide: source.slide, startMs: source.startMs, chunkId };
}

/** A link from a card or question to its passage in the material pane (`openAt`); nothing without a source or outside the session page. */
export function SourceLink({
  source,
  chunkId,
  documents,
}: {
  source: SourceLocation | null;
  chunkId: string | null;
  documents: readonly DocumentSummary[];
}) {
  const openAt = useOpenAt();
  const describe = useDescribeSource(documents);
  if (!source || !openAt) return null;
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 rounded-sm text-sm text-fg underline decoration-primary underline-offset-2 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      onClick={() => openAt(toMaterialLocation(source, chunkId))}
      aria-keyshortcuts="S"
    >
      {describe(source)}
      <ExternalLink className="size-3.5" aria-hidden />
    </button>
  );
}
