// Run by audio-memory.bench.ts in a process of its own, so that its peak resident memory is
// this one recording's: extracts an audio file (decode, speech detection, compression,
// transcription against the local stand-in, local diarization) and prints figures as JSON.
import { readFileSync } from 'node:fs';
import { extractAudio } from '@mnemo/server/modules/pipeline/steps/extract/extract-audio';

const [file, baseUrl] = process.argv.slice(2);
const started = performance.now();
const result = await extractAudio(new Uint8Array(readFileSync(file!)), { transcription: { baseUrl: baseUrl! } });
console.log(
  JSON.stringify({
    ms: Math.round(performance.now() - started),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    durationMs: result.durationMs,
    passages: result.passages.length,
    speakers: result.meta.speakers.length,
    parts: result.meta.parts,
  }),
);
