import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useCardMedia } from '../lib/card-media.tsx';
import { getLoadedMarkdown, hasMath, linkCitations, loadKatex, loadMarkdown, type RenderMarkdown, type RenderMath } from '../lib/markdown.ts';

const CITATION_CLASS =
  'mx-0.5 inline-flex h-5 min-w-6 items-center justify-center rounded-md bg-primary-soft px-1 align-baseline text-xs font-semibold text-primary-soft-fg tabular-nums hover:bg-primary-soft/70 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';

// Start fetching the renderer as soon as a page that shows Markdown loads, in parallel with its
// data, so it is there by the time the first text is.
void loadMarkdown().catch(() => undefined);

/**
 * A card's, question's or answer's Markdown, sanitised; KaTeX is fetched only when the text has
 * maths. Until the Markdown renderer has loaded (normally before the data it shows), the text shows
 * as it is written. With `citations`, each "[n]" in the text (n up to their number) becomes a button named
 * "[n]" whose title is the quote and place, and a click on it calls `onCitation(n - 1)`. Inside a
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
  citations?: readonly string[];
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
  const citationKey = citations?.join('\u0000') ?? '';
  const media = useCardMedia();
  const html = useMemo(() => {
    if (!renderMarkdown) return null;
    const rendered = renderMarkdown(text, needsMath ? renderMath : null, media);
    return citationKey ? linkCitations(rendered, citationKey.split('\u0000'), CITATION_CLASS) : rendered;
  }, [renderMarkdown, text, needsMath, renderMath, citationKey, media]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-citation]');
    if (target && onCitation) onCitation(Number(target.dataset.citation) - 1);
  };
  return (
    // Clicks on the citation buttons inside the rendered HTML bubble up here (they are real buttons, keyboard-operable).
    <div
      id={id}
      onClick={citationKey ? onClick : undefined}
      className={cn(
        'markdown-text break-words [&_a]:text-fg [&_a]:underline [&_a]:decoration-primary [&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1',
        '[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_p+p]:mt-2 [&_pre]:overflow-x-auto',
        '[&_.math-display]:my-2 [&_.math-display]:overflow-x-auto [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold',
        '[&_img.card-media]:inline-block [&_img.card-media]:max-h-80 [&_img.card-media]:max-w-full [&_img.card-media]:rounded-md [&_audio.card-media]:my-1 [&_audio.card-media]:max-w-full [&_.card-media-missing]:text-muted',
        className,
      )}
      // Sanitised by renderMarkdown (no raw HTML in the source, DOMPurify over the output).
      {...(html === null ? { children: <p className="whitespace-pre-wrap">{text}</p> } : { dangerouslySetInnerHTML: { __html: html } })}
    />
  );
}
