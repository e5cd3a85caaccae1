import { createPassage, detectLanguage, type ExtractedPassage, type ExtractionResult } from './extraction.ts';
import { SpeakerLabels, stripTranscriptMarkers, toSpeakerName } from './spoken-text.ts';

/** A timed caption cue; `voice` is the speaker a WebVTT voice tag names (`<v Jane>`). */
export interface CaptionCue {
  text: string;
  startMs: number;
  endMs: number;
  voice?: string;
}

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
export function parseCaptionCues(source: string): CaptionCue[] {
  const cues: CaptionCue[] = [];
  for (const block of source.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = block.split('\n');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0) continue;
    const [from, to] = lines[timing]!.split('-->');
    const startMs = parseTimestamp(from ?? '');
    const endMs = parseTimestamp((to ?? '').trim().split(/\s+/)[0] ?? '');
    const raw = lines.slice(timing + 1).join(' ');
    const text = cleanCue(raw);
    if (startMs === null || endMs === null || text === '') continue;
    const voiceName = /<v(?:\.[^\s>]*)?\s+([^>]{1,60})>/u.exec(raw)?.[1]?.trim();
    const voice = voiceName ? { voice: voiceName } : {};
    // rolling captions repeat the previous cue's line: keep only what is new
    const previous = cues.at(-1);
    if (previous && text.startsWith(previous.text) && text !== previous.text) {
      cues.push({ text: text.slice(previous.text.length).trim(), startMs, endMs, ...voice });
    } else if (!previous || previous.text !== text) {
      cues.push({ text, startMs, endMs, ...voice });
    }
  }
  return cues.filter((cue) => cue.text !== '');
}

/**
 * Joins timed cues into passages of about 30 s (closed early at a sentence end), one speaker
 * each: speaker labels and ">>" turns are read from the cues (spoken-text.ts), WebVTT voice tags
 * name their cue's speaker, and transcription markers leave the text.
 */
export function groupCaptionCues(cues: readonly CaptionCue[]): ExtractedPassage[] {
  const labels = SpeakerLabels.find(
    cues.map((cue) => cue.text),
    { isCaptions: true },
  );
  const passages: ExtractedPassage[] = [];
  let texts: string[] = [];
  let startMs = 0;
  let endMs = 0;
  let speaker: string | null = null;
  const flush = (): void => {
    const text = texts.join(' ').trim();
    if (text !== '') passages.push(createPassage(text, { startMs, endMs, speaker }));
    texts = [];
  };
  for (const cue of cues) {
    const pieces = labels.splitInline(cue.text);
    if (cue.voice !== undefined && pieces[0] !== undefined && pieces[0].speaker === undefined)
      pieces[0].speaker = toSpeakerName(cue.voice);
    for (const piece of pieces) {
      if (piece.speaker !== undefined && (piece.speaker !== speaker || piece.speaker === null)) {
        flush();
        speaker = piece.speaker;
      }
      const text = stripTranscriptMarkers(piece.text, { isTranscript: true });
      if (text === '') continue;
      if (texts.length === 0) startMs = cue.startMs;
      texts.push(text);
      endMs = cue.endMs;
    }
    const isLong = endMs - startMs >= PASSAGE_MS;
    const last = texts.at(-1) ?? '';
    if (texts.length > 0 && ((isLong && /[.!?…]["')\]]?$/u.test(last)) || endMs - startMs >= PASSAGE_MS * 2)) flush();
  }
  flush();
  return passages;
}

/** Reads a caption file (WebVTT or SRT) into timed passages of about 30 s, one speaker each. */
export function extractCaptions(source: string): ExtractionResult<{ cueCount: number }> {
  const cues = parseCaptionCues(source);
  const passages = groupCaptionCues(cues);
  const language = detectLanguage(passages.map((passage) => passage.text).join(' '));
  const durationMs = cues.at(-1)?.endMs;
  return {
    passages,
    ...(language === undefined ? {} : { language }),
    ...(durationMs === undefined ? {} : { durationMs }),
    meta: { cueCount: cues.length },
  };
}

/** Whether pasted text is a caption file (a WEBVTT header, or SRT/VTT cue timings on most blocks). */
export function looksLikeCaptions(text: string): boolean {
  if (/^\uFEFF?WEBVTT\b/u.test(text.trimStart())) return true;
  const timings =
    text.match(/^(?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3}\s+-->\s+(?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3}/gmu)?.length ?? 0;
  const blocks = text.split(/\n\s*\n/u).filter((block) => block.trim() !== '').length;
  return timings >= 2 && timings >= blocks * 0.6;
}
