import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractCaptions, parseCaptionCues } from './extract-captions.ts';
import { fixturePath } from './testing/fixtures.ts';

interface Cue {
  text: string;
  start: number;
  duration: number;
}

function toTimestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, width = 2): string => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** The recitation's real caption cues written as a WebVTT file, as a caption download holds them. */
function lectureVtt(): { vtt: string; cues: Cue[] } {
  const { segments: cues } = JSON.parse(readFileSync(fixturePath('transcripts/lecture-captions.json'), 'utf8')) as {
    segments: Cue[];
  };
  const blocks = cues.map(
    (cue, index) =>
      `${index + 1}\n${toTimestamp(cue.start)} --> ${toTimestamp(cue.start + cue.duration)} align:start\n${cue.text}`,
  );
  return { vtt: `WEBVTT\nKind: captions\n\n${blocks.join('\n\n')}\n`, cues };
}

describe('extractCaptions', () => {
  it('reads every cue of a WebVTT file with its time range', () => {
    const { vtt, cues } = lectureVtt();
    const parsed = parseCaptionCues(vtt);
    expect(parsed).toHaveLength(cues.filter((cue) => cue.text.trim() !== '').length);
    expect(parsed[0]!.startMs).toBe(Math.round(cues[0]!.start * 1000));
    expect(parsed[0]!.text).toBe(cues[0]!.text.replace(/\s+/g, ' ').trim());
  });

  it('joins the cues into timed passages in English, keeping all the words', () => {
    const { vtt, cues } = lectureVtt();
    const result = extractCaptions(vtt);
    expect(result.language).toBe('en');
    expect(result.passages.length).toBeGreaterThan(5);
    for (const passage of result.passages)
      expect(passage.endMs! - passage.startMs!).toBeLessThanOrEqual(60_000 + 10_000);
    const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;
    expect(result.passages.reduce((sum, passage) => sum + words(passage.text), 0)).toBe(
      cues.reduce((sum, cue) => sum + words(cue.text), 0),
    );
  });

  it('reads SRT timings and strips markup and rolled-up repeats', () => {
    const srt =
      '1\n00:00:01,000 --> 00:00:02,500\n<i>Entropy</i> measures\n\n2\n00:00:02,500 --> 00:00:04,000\n<i>Entropy</i> measures disorder.\n';
    expect(parseCaptionCues(srt)).toEqual([
      { text: 'Entropy measures', startMs: 1000, endMs: 2500 },
      { text: 'disorder.', startMs: 2500, endMs: 4000 },
    ]);
  });
});
