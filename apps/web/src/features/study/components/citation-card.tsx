import type { ComponentPropsWithRef } from 'react';
import { PopoverContent } from '../../../components/popover.tsx';

/** How long the pointer may leave the chip (for the card) before the card closes. */
export const CITATION_CLOSE_DELAY_MS = 150;

/**
 * The card a citation chip shows on hover or focus: its place and the quoted passage. The chip
 * keeps the focus (the card only describes it, `role="tooltip"` under the chip's aria-describedby).
 */
export function CitationCard({
  label,
  quote,
  ...props
}: { label: string; quote: string | null | undefined } & Omit<
  ComponentPropsWithRef<typeof PopoverContent>,
  'children' | 'role'
>) {
  return (
    <PopoverContent
      role="tooltip"
      side="top"
      align="start"
      onOpenAutoFocus={(event) => event.preventDefault()}
      onCloseAutoFocus={(event) => event.preventDefault()}
      className="flex flex-col gap-1.5 p-3 text-sm"
      {...props}
    >
      <span className="font-medium text-fg">{label}</span>
      {quote ? <span className="line-clamp-6 text-muted">“{quote}”</span> : null}
    </PopoverContent>
  );
}
