import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover, PopoverAnchor } from '../../../components/popover.tsx';
import { CITATION_CLOSE_DELAY_MS, CitationCard } from './citation-card.tsx';
import type { DocumentSummary } from '@mnemo/contracts/library';
import type { Citation } from '@mnemo/contracts/material';
import { useOpenAt } from '../../../lib/open-at.ts';
import { useDescribeSource } from './source-link.tsx';

/**
 * A numbered citation chip "[n]": hovering or focusing it shows the cited passage and its place
 * in a card (which describes the chip for screen readers; Escape closes it); a click opens the
 * place (`openAt`).
 */
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
  const cardId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(closeTimer.current ?? undefined), []);
  const show = () => {
    clearTimeout(closeTimer.current ?? undefined);
    setIsOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current ?? undefined);
    closeTimer.current = setTimeout(() => setIsOpen(false), CITATION_CLOSE_DELAY_MS);
  };
  const place = describe({
    documentId: citation.documentId,
    page: citation.page,
    slide: citation.slide,
    startMs: citation.startMs,
  });
  return (
    <Popover open={isOpen} onOpenChange={setIsOpen}>
      <PopoverAnchor asChild>
        <button
          type="button"
          aria-describedby={isOpen ? cardId : undefined}
          disabled={!openAt}
          onPointerEnter={show}
          onPointerLeave={hideSoon}
          onFocus={show}
          onBlur={() => setIsOpen(false)}
          onClick={() =>
            openAt?.({
              documentId: citation.documentId,
              page: citation.page,
              slide: citation.slide,
              startMs: citation.startMs,
              chunkId: citation.chunkId,
              quote: citation.quote || null,
            })
          }
          className="mx-0.5 inline-flex h-5 min-w-6 items-center justify-center rounded-md bg-primary-soft px-1 align-baseline text-xs font-semibold text-primary-soft-fg tabular-nums hover:bg-primary-soft/70 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
        >
          [{number}]
        </button>
      </PopoverAnchor>
      <CitationCard
        id={cardId}
        label={t('chat.citation', { number, place })}
        quote={citation.quote}
        onPointerEnter={show}
        onPointerLeave={hideSoon}
      />
    </Popover>
  );
}

/** The citations of an answer or explanation as a row of chips, each with its place. */
export function CitationList({
  citations,
  documents,
}: {
  citations: readonly Citation[];
  documents: readonly DocumentSummary[];
}) {
  const describe = useDescribeSource(documents);
  if (citations.length === 0) return null;
  return (
    <ol className="flex flex-col gap-1 text-sm text-muted">
      {citations.map((citation, index) => (
        <li key={`${citation.chunkId}-${index}`} className="flex items-baseline gap-1.5">
          <CitationChip number={index + 1} citation={citation} documents={documents} />
          <span className="min-w-0">
            {describe({
              documentId: citation.documentId,
              page: citation.page,
              slide: citation.slide,
              startMs: citation.startMs,
            })}
            {citation.quote ? <span className="block truncate text-xs text-subtle">“{citation.quote}”</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
