import { createPassage, detectLanguage, type ExtractedPassage, type ExtractionResult } from './extraction.ts';

/** Cues of a caption file joined into passages of about this long, closed early at a sentence end. */
const PASSAGE_MS = 30_000;

function parseTimestamp(value: string): number | null {
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{1,3})$/.exec(value.trim());
  if (!match) return null;
  const [, hours, minutes, seconds, fraction] = match;
  return ((Number(hours ?? 0) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Number(fraction!.padEnd(3, '0'));
}

/** Cleans a cue's text: markup tags (`<c>`, `<v Speaker>`, timestamps), entities and line breaks. */
function cleanCue(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The timed cues of a WebVTT or SRT file, in order (cue settings, notes and styles are ignored). */
export function parseCaptionCues(source: string): Array<{ text: string; startMs: number; endMs: number }> {
  const cues: Array<{ text: string; startMs: number; endMs: number }> = [];
  for (const block of source.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = block.split('\n');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0) continue;
    const [from, to] = lines[timing]!.split('-->');
    const startMs = parseTimestamp(from ?? '');
    const endMs = parseTimestamp((to ?? '').trim().split(/\s+/)[0] ?? '');
    const text = cleanCue(lines.slice(timing + 1).join(' '));
    if (startMs === null || endMs === null || text === '') continue;
    // rolling captions repeat the previous cue's line: keep only what is new
    const previous = cues.at(-1);
    if (previous && text.startsWith(previous.text) && text !== previous.text) {
      cues.push({ text: text.slice(previous.text.length).trim(), startMs, endMs });
    } else if (!previous || previous.text !== text) {
      cues.push({ text, startMs, endMs });
    }
  }
  return cues.filter((cue) => cue.text !== '');
}

/** Reads a caption file (WebVTT or SRT) into timed passages of about 30 s. */
export function extractCaptions(source: string): ExtractionResult<{ cueCount: number }> {
  const cues = parseCaptionCues(source);
  const passages: ExtractedPassage[] = [];
  let texts: string[] = [];
  let startMs = 0;
  let endMs = 0;
  const flush = (): void => {
    const text = texts.join(' ').trim();
    if (text !== '') passages.push(createPassage(text, { startMs, endMs }));
    texts = [];
  };
  for (const cue of cues) {
    if (texts.length === 0) startMs = cue.startMs;
    texts.push(cue.text);
    endMs = cue.endMs;
    const isLong = endMs - startMs >= PASSAGE_MS;
    if ((isLong && /[.!?]["')\]]?$/.test(cue.text)) || endMs - startMs >= PASSAGE_MS * 2) flush();
  }
  flush();
  const language = detectLanguage(passages.map((passage) => passage.text).join(' '));
  const durationMs = cues.at(-1)?.endMs;
  return {
    passages,
    ...(language === undefined ? {} : { language }),
    ...(durationMs === undefined ? {} : { durationMs }),
    meta: { cueCount: cues.length },
  };
}
