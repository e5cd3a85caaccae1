import type { CardMediaItem } from '@mnemo/contracts/exchange';
import type { RenderMath } from './markdown-renderer.ts';

export type { RenderMath };

/**
 * The Markdown of cards, questions and chat answers (issue 11 item 3): CommonMark without raw
 * HTML, maths between `$…$` (inline) and `$$…$$` (display) typeset by KaTeX, and the result
 * sanitised. The parser and sanitiser (markdown-it, DOMPurify: markdown-renderer.ts) are loaded
 * with `loadMarkdown`, once, when the first text is to be shown, so they stay out of the first-load
 * bundle (ADR 050); KaTeX is loaded only when a text has maths (`hasMath`); until it is, maths shows
 * as its source.
 */

/** True when a text has something that looks like maths between dollars. */
export function hasMath(text: string): boolean {
  return /\$\$[\s\S]+?\$\$|\$[^\s$](?:[^$\n]*[^\s$])?\$/.test(text);
}

export type RenderMarkdown = (
  text: string,
  renderMath?: RenderMath | null,
  media?: ReadonlyMap<string, CardMediaItem> | null,
) => string;

let loadingMarkdown: Promise<RenderMarkdown> | null = null;
let loadedMarkdown: RenderMarkdown | null = null;

/** The Markdown renderer once it has loaded (then texts render at once, without a plain first paint). */
export function getLoadedMarkdown(): RenderMarkdown | null {
  return loadedMarkdown;
}

/** The Markdown renderer (markdown-it and DOMPurify), loaded the first time it is asked for. */
export function loadMarkdown(): Promise<RenderMarkdown> {
  loadingMarkdown ??= import('./markdown-renderer.ts').then((module) => (loadedMarkdown = module.renderMarkdown));
  loadingMarkdown.catch(() => {
    loadingMarkdown = null;
  });
  return loadingMarkdown;
}

let loadingKatex: Promise<RenderMath> | null = null;

/** KaTeX and its stylesheet, loaded the first time a text has maths. */
export function loadKatex(): Promise<RenderMath> {
  loadingKatex ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(([katex]) => {
    const renderMath: RenderMath = (tex, displayMode) =>
      katex.default.renderToString(tex, { displayMode, throwOnError: false, output: 'htmlAndMathml', trust: false });
    return renderMath;
  });
  loadingKatex.catch(() => {
    loadingKatex = null;
  });
  return loadingKatex;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Turns each "[n]" of rendered (already sanitised) HTML into a citation button, for n from 1 to
 * `count`; other brackets, and any inside code, stay text. The buttons carry no `title`: the text
 * that shows them shows each one's passage in a card of its own (hover and keyboard focus).
 */
export function linkCitations(html: string, count: number, className: string): string {
  // Split on code spans/blocks so that "[1]" in code is left alone.
  return html
    .split(/(<code[\s\S]*?<\/code>)/)
    .map((part) =>
      part.startsWith('<code')
        ? part
        : part.replace(/\[(\d{1,3})\]/g, (match, digits: string) => {
            const n = Number(digits);
            if (n < 1 || n > count) return match;
            return `<button type="button" data-citation="${n}" class="${escapeAttribute(className)}">[${n}]</button>`;
          }),
    )
    .join('');
}
