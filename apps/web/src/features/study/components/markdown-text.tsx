import { useEffect, useMemo, useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { hasMath, loadKatex, renderMarkdown, type RenderMath } from '../lib/markdown.ts';

/** A card's, question's or answer's Markdown, sanitised; KaTeX is fetched only when the text has maths. */
export function MarkdownText({ text, className, id }: { text: string; className?: string; id?: string }) {
  const needsMath = hasMath(text);
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
  const html = useMemo(() => renderMarkdown(text, needsMath ? renderMath : null), [text, needsMath, renderMath]);
  return (
    <div
      id={id}
      className={cn(
        'markdown-text break-words [&_a]:text-primary [&_a]:underline [&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1',
        '[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_p+p]:mt-2 [&_pre]:overflow-x-auto',
        '[&_.math-display]:my-2 [&_.math-display]:overflow-x-auto [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold',
        className,
      )}
      // Sanitised by renderMarkdown (no raw HTML in the source, DOMPurify over the output).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
