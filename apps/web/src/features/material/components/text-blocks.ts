/**
 * Pasted Markdown-like text read as text (issue 23 item 15): a line `# A célula` is shown as a
 * heading, not as "# A célula". The markers stay in the page, hidden, so a selection's character
 * offsets still count the passage's own text (highlights are stored as offsets into it).
 */

const ATX_HEADING_LINE = /^(#{1,6})[ \t]+(?=\S)/;
const CLOSING_HASHES = /[ \t]+#+[ \t]*$/;

/** A stretch of a passage's text: shown, or kept in the page but hidden (heading markers). */
export interface TextSpan {
  from: number;
  to: number;
  isHidden: boolean;
}

export type TextBlock = { kind: 'heading'; depth: number; spans: TextSpan[] } | { kind: 'text'; spans: TextSpan[] };

/** The Markdown heading depths (1–6) a passage uses. */
export function readHeadingDepths(text: string): number[] {
  const depths: number[] = [];
  for (const line of text.split('\n')) {
    const match = ATX_HEADING_LINE.exec(line);
    if (match) depths.push(match[1]!.length);
  }
  return depths;
}

/**
 * A passage cut into its heading lines and the text between them. The newlines around a heading
 * are hidden (the heading is a block of its own); every character of the text lies in one span,
 * in order, so the spans put together are the text.
 */
export function splitIntoBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let body: { from: number; to: number } | null = null;
  const closeBody = () => {
    if (!body) return;
    // the line breaks before a heading are hidden: the heading is a block of its own
    const kept = text.slice(body.from, body.to).replace(/\s+$/, '').length;
    const spans: TextSpan[] = [];
    if (kept > 0) spans.push({ from: body.from, to: body.from + kept, isHidden: false });
    if (body.from + kept < body.to) spans.push({ from: body.from + kept, to: body.to, isHidden: true });
    const previous = blocks.at(-1);
    if (kept === 0 && previous) previous.spans.push(...spans);
    else blocks.push({ kind: 'text', spans });
    body = null;
  };
  let position = 0;
  while (position <= text.length) {
    const end = text.indexOf('\n', position);
    const lineEnd = end === -1 ? text.length : end;
    const line = text.slice(position, lineEnd);
    const heading = ATX_HEADING_LINE.exec(line);
    if (heading) {
      closeBody();
      const markerEnd = position + heading[0].length;
      const closing = CLOSING_HASHES.exec(line.slice(heading[0].length));
      const contentEnd = closing ? markerEnd + closing.index : lineEnd;
      // the line breaks after it are the heading's (hidden)
      let next = lineEnd;
      while (next < text.length && /\s/.test(text[next]!)) next += 1;
      const spans: TextSpan[] = [
        { from: position, to: markerEnd, isHidden: true },
        { from: markerEnd, to: contentEnd, isHidden: false },
      ];
      if (contentEnd < next) spans.push({ from: contentEnd, to: next, isHidden: true });
      blocks.push({ kind: 'heading', depth: heading[1]!.length, spans });
      position = next;
      if (next >= text.length) break;
      continue;
    }
    const to = end === -1 ? text.length : end + 1;
    body = body ? { from: body.from, to } : { from: position, to };
    if (end === -1) break;
    position = end + 1;
  }
  closeBody();
  return blocks;
}

/** Heading levels h2… by the rank of each depth the document uses, so no level is skipped. */
export function rankHeadingLevels(depths: Iterable<number>): Map<number, number> {
  const ranked = [...new Set(depths)].sort((a, b) => a - b);
  return new Map(ranked.map((depth, index) => [depth, Math.min(2 + index, 6)]));
}
