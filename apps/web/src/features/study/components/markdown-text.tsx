import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { Popover, PopoverAnchor } from '../../../components/popover.tsx';
import { CITATION_CLOSE_DELAY_MS, CitationCard } from './citation-card.tsx';
import { cn } from '../../../lib/cn.ts';
import { useCardMedia } from '../lib/card-media.tsx';
import {
  getLoadedMarkdown,
  hasMath,
  linkCitations,
  loadKatex,
  loadMarkdown,
  type RenderMarkdown,
  type RenderMath,
} from '../lib/markdown.ts';

const CITATION_CLASS =
  'mx-0.5 inline-flex h-5 min-w-6 items-center justify-center rounded-md bg-primary-soft px-1 align-baseline text-xs font-semibold text-primary-soft-fg tabular-nums hover:bg-primary-soft/70 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';

// Start fetching the renderer as soon as a page that shows Markdown loads, in parallel with its
// data, so it is there by the time the first text is.
void loadMarkdown().catch(() => undefined);

/** What a citation's card shows: its place ("Source 1: From chapter.pdf, p. 7") and the passage it quotes. */
export interface CitationPreview {
  label: string;
  quote: string;
}

/**
 * A card's, question's or answer's Markdown, sanitised; KaTeX is fetched only when the text has
 * maths. Until the Markdown renderer has loaded (normally before the data it shows), the text shows
 * as it is written. With `citations`, each "[n]" in the text (n up to their number) becomes a button named
 * "[n]"; hovering or focusing it shows its place and quoted passage in a card (role `tooltip`, which
 * describes the button; Escape hides it), and a click calls `onCitation(n - 1)`. Inside a
 * CardMediaProvider, an imported card's images and sounds show from their signed URLs.
 */
export function MarkdownText({
  text,
  className,
  id,
  citations,
  onCitation,
}: {
  text: string;
  className?: string;
  id?: string;
  citations?: readonly CitationPreview[];
  onCitation?: (index: number) => void;
}) {
  const needsMath = hasMath(text);
  const [renderMarkdown, setRenderMarkdown] = useState<RenderMarkdown | null>(getLoadedMarkdown);
  useEffect(() => {
    if (renderMarkdown) return;
    let isCurrent = true;
    loadMarkdown()
      .then((render) => {
        if (isCurrent) setRenderMarkdown(() => render);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [renderMarkdown]);
  const [renderMath, setRenderMath] = useState<RenderMath | null>(null);
  useEffect(() => {
    if (!needsMath || renderMath) return;
    let isCurrent = true;
    loadKatex()
      .then((render) => {
        if (isCurrent) setRenderMath(() => render);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [needsMath, renderMath]);
  const citationCount = citations?.length ?? 0;
  const media = useCardMedia();
  const html = useMemo(() => {
    if (!renderMarkdown) return null;
    const rendered = renderMarkdown(text, needsMath ? renderMath : null, media);
    return citationCount > 0 ? linkCitations(rendered, citationCount, CITATION_CLASS) : rendered;
  }, [renderMarkdown, text, needsMath, renderMath, citationCount, media]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = citationOf(event.target);
    if (target && onCitation) onCitation(Number(target.dataset.citation) - 1);
  };
  const preview = useCitationPreview(citations ?? []);
  return (
    <>
      {/* Clicks, focus and the pointer on the citation buttons inside the rendered HTML bubble up here (they are real buttons, keyboard-operable). */}
      <div
        id={id}
        onClick={citationCount > 0 ? onClick : undefined}
        {...(citationCount > 0 ? preview.handlers : {})}
        className={cn(
          'markdown-text break-words [&_a]:text-fg [&_a]:underline [&_a]:decoration-primary [&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1',
          '[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_p+p]:mt-2 [&_pre]:overflow-x-auto',
          '[&_.math-display]:my-2 [&_.math-display]:overflow-x-auto [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold',
          '[&_img.card-media]:inline-block [&_img.card-media]:max-h-80 [&_img.card-media]:max-w-full [&_img.card-media]:rounded-md [&_audio.card-media]:my-1 [&_audio.card-media]:max-w-full [&_.card-media-missing]:text-muted',
          className,
        )}
        // Sanitised by renderMarkdown (no raw HTML in the source, DOMPurify over the output).
        {...(html === null
          ? { children: <p className="whitespace-pre-wrap">{text}</p> }
          : { dangerouslySetInnerHTML: { __html: html } })}
      />
      {preview.card}
    </>
  );
}

/** The citation button an event happened on, if any. */
function citationOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('[data-citation]') : null;
}

/**
 * The card of the citation button under the pointer or with the focus: its place and its quoted
 * passage, anchored to the button (which stays focused; the card describes it while shown). The
 * pointer may cross from the button to the card; Escape, leaving and blurring hide it.
 */
function useCitationPreview(citations: readonly CitationPreview[]) {
  const cardId = useId();
  const [shown, setShown] = useState<{ index: number; button: HTMLElement } | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(closeTimer.current ?? undefined), []);
  // the shown button is described by the card (the button is the rendered HTML's, not React's)
  useEffect(() => {
    if (!shown) return;
    shown.button.setAttribute('aria-describedby', cardId);
    return () => shown.button.removeAttribute('aria-describedby');
  }, [shown, cardId]);
  const show = (button: HTMLElement) => {
    clearTimeout(closeTimer.current ?? undefined);
    const index = Number(button.dataset.citation) - 1;
    if (!citations[index]) return;
    setShown((current) => (current?.button === button ? current : { index, button }));
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current ?? undefined);
    closeTimer.current = setTimeout(() => setShown(null), CITATION_CLOSE_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(closeTimer.current ?? undefined);
    setShown(null);
  };
  const handlers = {
    onFocus: (event: FocusEvent<HTMLDivElement>) => {
      const button = citationOf(event.target);
      if (button) show(button);
    },
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      if (citationOf(event.target)) hide();
    },
    onPointerOver: (event: PointerEvent<HTMLDivElement>) => {
      const button = citationOf(event.target);
      if (button) show(button);
    },
    onPointerOut: (event: PointerEvent<HTMLDivElement>) => {
      if (citationOf(event.target) && !citationOf(event.relatedTarget)) hideSoon();
    },
  };
  const citation = shown ? citations[shown.index] : undefined;
  const card =
    shown && citation ? (
      <Popover open onOpenChange={(isOpen) => (isOpen ? undefined : hide())}>
        <PopoverAnchor virtualRef={{ current: shown.button }} />
        <CitationCard
          id={cardId}
          label={citation.label}
          quote={citation.quote}
          // focus moving to another citation is handled by the focus handlers above
          onFocusOutside={(event) => event.preventDefault()}
          onPointerEnter={() => clearTimeout(closeTimer.current ?? undefined)}
          onPointerLeave={hideSoon}
        />
      </Popover>
    ) : null;
  return { handlers, card };
}
