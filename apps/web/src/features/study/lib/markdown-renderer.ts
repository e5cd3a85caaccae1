import MarkdownIt from 'markdown-it';
import DOMPurify from 'dompurify';
import type { RenderMath } from './markdown.ts';

/*
 * The Markdown parser and sanitiser behind `loadMarkdown` (markdown.ts): a chunk of its own,
 * fetched when the first card, question or answer is shown.
 */

type MarkdownParser = ReturnType<typeof MarkdownIt>;

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

