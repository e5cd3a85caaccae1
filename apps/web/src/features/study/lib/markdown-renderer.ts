import MarkdownIt from 'markdown-it';
import type { CardMediaItem } from '@mnemo/contracts/exchange';
import { parseCardMediaRef } from '@mnemo/contracts/values';
import DOMPurify from 'dompurify';

/** What a render is given: the signed URLs of card media by id (ADR 051). */
type RenderEnv = Record<string, unknown> & { media?: ReadonlyMap<string, CardMediaItem> | null };

/*
 * The Markdown parser and sanitiser behind `loadMarkdown` (markdown.ts): a chunk of its own,
 * fetched when the first card, question or answer is shown.
 */

type MarkdownParser = ReturnType<typeof MarkdownIt>;

const MATH_TOKEN = 'math_inline';
const MATH_BLOCK_TOKEN = 'math_block';

/** Renders TeX to HTML (KaTeX, loaded on demand by `markdown.ts`). */
export type RenderMath = (tex: string, displayMode: boolean) => string;

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
  md.renderer.rules[MATH_BLOCK_TOKEN] = (tokens, index) =>
    `<div class="math-display">${render(tokens[index]!.content, true, '$$')}</div>\n`;

  // Card media: an image reference shows the signed URL; until it is known, or when it is not
  // one of the session's, its description stands in. An image that is only a file name (a deck's
  // media that was not imported) shows its name rather than a broken image.
  md.renderer.rules.image = (tokens, index, _options, env: RenderEnv | undefined) => {
    const token = tokens[index]!;
    const src = String(token.attrGet('src') ?? '');
    const alt = token.children?.map((child) => child.content).join('') ?? '';
    const id = parseCardMediaRef(src);
    const media = id ? env?.media?.get(id) : undefined;
    if (media?.kind === 'image')
      return `<img src="${escape(media.url)}" alt="${escape(alt || media.name)}" class="card-media">`;
    if (id || !/^(https?:|data:image\/)/i.test(src)) {
      let name: string;
      try {
        name = decodeURI(src);
      } catch {
        name = src;
      }
      return `<span class="card-media-missing">${escape(alt || (id ? '' : name))}</span>`;
    }
    return `<img src="${escape(src)}" alt="${escape(alt)}">`;
  };

  // A card sound, `[sound:name](/api/media/cards/<id>)`, is an audio player named after the file.
  md.core.ruler.push('card_sounds', (state) => {
    const env = state.env as RenderEnv | undefined;
    for (const block of state.tokens) {
      const children = block.children;
      if (!children) continue;
      for (let i = 0; i + 2 < children.length; i++) {
        const [open, text, close] = [children[i]!, children[i + 1]!, children[i + 2]!];
        if (open.type !== 'link_open' || text.type !== 'text' || close.type !== 'link_close') continue;
        const id = parseCardMediaRef(String(open.attrGet('href') ?? ''));
        if (!id || !text.content.startsWith('sound:')) continue;
        const media = env?.media?.get(id);
        const sound = new state.Token('card_sound', 'audio', 0);
        sound.content = text.content.slice('sound:'.length);
        sound.attrSet('src', media?.kind === 'audio' ? media.url : '');
        children.splice(i, 3, sound);
      }
    }
  });
  md.renderer.rules.card_sound = (tokens, index) => {
    const token = tokens[index]!;
    const src = String(token.attrGet('src') ?? '');
    const name = escape(token.content);
    return src
      ? `<audio controls preload="none" src="${escape(src)}" aria-label="${name}" class="card-media"></audio>`
      : `<span class="card-media-missing">${name}</span>`;
  };

  // Links open in a new tab and never pass the page along.
  const defaultLinkOpen =
    md.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
  md.renderer.rules.link_open = (tokens, index, options, env, self) => {
    tokens[index]!.attrSet('target', '_blank');
    tokens[index]!.attrSet('rel', 'noopener noreferrer nofollow');
    return defaultLinkOpen(tokens, index, options, env, self);
  };
  return md;
}

const parsers = new Map<RenderMath | null, MarkdownParser>();

/** Markdown to sanitised HTML; `media`: the signed URLs of the card media the text may reference. */
export function renderMarkdown(
  text: string,
  renderMath: RenderMath | null = null,
  media: ReadonlyMap<string, CardMediaItem> | null = null,
): string {
  let parser = parsers.get(renderMath);
  if (!parser) {
    parser = createParser(renderMath);
    parsers.set(renderMath, parser);
  }
  const html = parser.render(text, { media } satisfies RenderEnv);
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
}
