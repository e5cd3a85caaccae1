import MarkdownIt from 'markdown-it';

type MarkdownParser = ReturnType<typeof MarkdownIt>;
import DOMPurify from 'dompurify';

/**
 * The Markdown of cards, questions and chat answers (issue 11 item 3): CommonMark without raw
 * HTML, maths between `$…$` (inline) and `$$…$$` (display) typeset by KaTeX, and the result
 * sanitised. KaTeX is loaded only when a text has maths (`hasMath`); until it is, maths shows as
 * its source.
 */

export type RenderMath = (tex: string, displayMode: boolean) => string;

/** True when a text has something that looks like maths between dollars. */
export function hasMath(text: string): boolean {
  return /\$\$[\s\S]+?\$\$|\$[^\s$](?:[^$\n]*[^\s$])?\$/.test(text);
}

const MATH_TOKEN = 'math_inline';
const MATH_BLOCK_TOKEN = 'math_block';

function createParser(renderMath: RenderMath | null): MarkdownParser {
  const md = new MarkdownIt({ html: false, linkify: true, breaks: true });

  md.inline.ruler.after('escape', MATH_TOKEN, (state, silent) => {
    const start = state.pos;
    if (state.src.charCodeAt(start) !== 0x24 /* $ */) return false;
    const isDisplay = state.src.charCodeAt(start + 1) === 0x24;
    const open = isDisplay ? 2 : 1;
    const close = state.src.indexOf(isDisplay ? '$$' : '$', start + open);
    if (close === -1) return false;
    const content = state.src.slice(start + open, close);
    // `$ 5 and $ 6` is money, not maths: inline maths hugs its dollars.
    if (!content.trim() || (!isDisplay && (/^\s/.test(content) || /\s$/.test(content)))) return false;
    if (!silent) {
      const token = state.push(MATH_TOKEN, 'math', 0);
      token.content = content;
      token.markup = isDisplay ? '$$' : '$';
    }
    state.pos = close + open;
    return true;
  });

  md.block.ruler.after('blockquote', MATH_BLOCK_TOKEN, (state, startLine, endLine, silent) => {
    const lineStart = (line: number) => state.bMarks[line]! + state.tShift[line]!;
    const firstLine = state.src.slice(lineStart(startLine), state.eMarks[startLine]);
    if (!firstLine.startsWith('$$')) return false;
    let content: string;
    let lastLine = startLine;
    const rest = firstLine.slice(2);
    if (rest.trimEnd().endsWith('$$') && rest.trim().length > 2) {
      content = rest.trimEnd().slice(0, -2);
    } else {
      const lines: string[] = [rest];
      let found = false;
      for (let line = startLine + 1; line < endLine; line += 1) {
        const text = state.src.slice(lineStart(line), state.eMarks[line]);
        if (text.trimEnd().endsWith('$$')) {
          lines.push(text.trimEnd().slice(0, -2));
          lastLine = line;
          found = true;
          break;
        }
        lines.push(text);
      }
      if (!found) return false;
      content = lines.join('\n');
    }
    if (silent) return true;
    const token = state.push(MATH_BLOCK_TOKEN, 'math', 0);
    token.block = true;
    token.content = content.trim();
    token.map = [startLine, lastLine + 1];
    state.line = lastLine + 1;
    return true;
  });

  const escape = md.utils.escapeHtml;
  const render = (tex: string, displayMode: boolean, markup: string): string => {
    if (!renderMath) return `<code class="math-source">${escape(`${markup}${tex}${markup}`)}</code>`;
    try {
      return renderMath(tex, displayMode);
    } catch {
      return `<code class="math-source">${escape(`${markup}${tex}${markup}`)}</code>`;
    }
  };
  md.renderer.rules[MATH_TOKEN] = (tokens, index) =>
    render(tokens[index]!.content, tokens[index]!.markup === '$$', tokens[index]!.markup);
  md.renderer.rules[MATH_BLOCK_TOKEN] = (tokens, index) => `<div class="math-display">${render(tokens[index]!.content, true, '$$')}</div>\n`;

  // Links open in a new tab and never pass the page along.
  const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
  md.renderer.rules.link_open = (tokens, index, options, env, self) => {
    tokens[index]!.attrSet('target', '_blank');
    tokens[index]!.attrSet('rel', 'noopener noreferrer nofollow');
    return defaultLinkOpen(tokens, index, options, env, self);
  };
  return md;
}

const parsers = new Map<RenderMath | null, MarkdownParser>();

/** Markdown to sanitised HTML. */
export function renderMarkdown(text: string, renderMath: RenderMath | null = null): string {
  let parser = parsers.get(renderMath);
  if (!parser) {
    parser = createParser(renderMath);
    parsers.set(renderMath, parser);
  }
  const html = parser.render(text);
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
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
 * the number of titles; other brackets, and any inside code, stay text.
 */
export function linkCitations(html: string, titles: readonly string[], className: string): string {
  // Split on code spans/blocks so that "[1]" in code is left alone.
  return html
    .split(/(<code[\s\S]*?<\/code>)/)
    .map((part) =>
      part.startsWith('<code')
        ? part
        : part.replace(/\[(\d{1,3})\]/g, (match, digits: string) => {
            const n = Number(digits);
            const title = titles[n - 1];
            if (title === undefined || n < 1) return match;
            return `<button type="button" data-citation="${n}" class="${escapeAttribute(className)}" title="${escapeAttribute(title)}">[${n}]</button>`;
          }),
    )
    .join('');
}
