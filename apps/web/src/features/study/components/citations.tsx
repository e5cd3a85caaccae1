import { useTranslation } from 'react-i18next';
import type { DocumentSummary } from '@mnemo/contracts/library';
import type { Citation } from '@mnemo/contracts/material';
import { useOpenAt } from '../../../lib/open-at.ts';
import { useDescribeSource } from './source-link.tsx';

/** A numbered citation chip "[n]": focus or hover shows the quote and its place; a click opens it (`openAt`). */
export function CitationChip({
  number,
  citation,
  documents,
}: {
  number: number;
  citation: Citation;
  documents: readonly DocumentSummary[];
}) {
  const { t } = useTranslation('study');
  const openAt = useOpenAt();
  const describe = useDescribeSource(documents);
  const place = describe({ documentId: citation.documentId, page: citation.page, slide: citation.slide, startMs: citation.startMs });
  return (
    <button
      type="button"
      title={`${t('chat.citation', { number, place })}\n“${citation.quote}”`}
      disabled={!openAt}
      onClick={() =>
        openAt?.({
          documentId: citation.documentId,
          page: citation.page,
          slide: citation.slide,
          startMs: citation.startMs,
          chunkId: citation.chunkId,
        })
      }
      className="mx-0.5 inline-flex h-5 min-w-6 items-center justify-center rounded-md bg-primary-soft px-1 align-baseline text-xs font-semibold text-primary-soft-fg tabular-nums hover:bg-primary-soft/70 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
    >
      [{number}]
    </button>
  );
}

/** The citations of an answer or explanation as a row of chips, each with its place. */
export function CitationList({ citations, documents }: { citations: readonly Citation[]; documents: readonly DocumentSummary[] }) {
  const describe = useDescribeSource(documents);
  if (citations.length === 0) return null;
  return (
    <ol className="flex flex-col gap-1 text-sm text-muted">
      {citations.map((citation, index) => (
        <li key={`${citation.chunkId}-${index}`} className="flex items-baseline gap-1.5">
          <CitationChip number={index + 1} citation={citation} documents={documents} />
          <span className="min-w-0">
            {describe({ documentId: citation.documentId, page: citation.page, slide: citation.slide, startMs: citation.startMs })}
            {citation.quote ? <span className="block truncate text-xs text-subtle">“{citation.quote}”</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
