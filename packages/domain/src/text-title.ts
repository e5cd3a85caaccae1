/**
 * The name pasted text is listed under (issue 23 item 15): its first Markdown heading, else its
 * first line when that line is short enough to be a title, else its first words cut on a word
 * boundary. Markdown markers, list bullets and a caption file's cue numbers and timings never
 * make it into the name. Pure, so the server names the document once, for every client.
 */

import { stripMarkdownExtensions } from './markdown-extensions.ts';

export const TEXT_TITLE_MAX_LENGTH = 60;

/** how far down a Markdown heading still names the text (a heading on page three does not) */
const HEADING_SEARCH_LINES = 20;

const ATX_HEADING = /^#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_UNDERLINE = /^(?:=+|-+)$/;
const CAPTION_TIMING = /-->/;
const HAS_WORD = /[\p{L}\p{N}]/u;

/** A line's words without Markdown's inline markers, bullets, quotes or HTML tags. */
function cleanLine(line: string): string {
  return (
    line
      // eslint-disable-next-line no-control-regex -- control characters never belong in a name
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/^(?:>\s*)+/, '')
      .replace(/^(?:[-*+•]|\d{1,3}[.)])\s+/, '')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/(\*\*|__|~~|`+)/g, '')
      .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** `text` no longer than the limit, cut after a whole word, with an ellipsis when it was cut. */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const space = head.lastIndexOf(' ');
  // one enormous word (a URL, a formula) is cut where it must be
  const cut = space >= max / 2 ? head.slice(0, space) : text.slice(0, max);
  return `${cut.replace(/[\s,;:.\-–—]+$/u, '')}…`;
}

/** The lines that carry words: a caption file's header, cue numbers and timings go. */
function readWordLines(text: string): string[] {
  const lines = stripMarkdownExtensions(text.replace(/\r\n?/g, '\n'))
    .split('\n')
    .map((line) => line.trim());
  const isCaptionFile = lines.some((line) => CAPTION_TIMING.test(line));
  return lines.filter((line, index) => {
    if (line === '') return false;
    if (!isCaptionFile) return true;
    if (index === lines.findIndex((l) => l !== '') && /^WEBVTT\b/.test(line)) return false;
    if (CAPTION_TIMING.test(line)) return false;
    // a cue's number sits on the line before its timing
    return !(/^\d+$/.test(line) && CAPTION_TIMING.test(lines[index + 1] ?? ''));
  });
}

/** The name of pasted text, or null when it has no words to name it by. */
export function nameFromText(text: string): string | null {
  const lines = readWordLines(text);
  for (const line of lines.slice(0, HEADING_SEARCH_LINES)) {
    const heading = ATX_HEADING.exec(line);
    const title = heading ? cleanLine(heading[1] ?? '') : '';
    if (HAS_WORD.test(title)) return cutAtWord(title, TEXT_TITLE_MAX_LENGTH);
  }
  const first = lines.map(cleanLine).find((line) => HAS_WORD.test(line) && !SETEXT_UNDERLINE.test(line));
  if (first === undefined) return null;
  // a short first line reads as the text's title; its closing colon or full stop does not belong to it
  if (first.length <= TEXT_TITLE_MAX_LENGTH) return first.replace(/\s*[:.]$/, '') || first;
  return cutAtWord(first, TEXT_TITLE_MAX_LENGTH);
}
