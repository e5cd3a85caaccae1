// Run by audio-memory.bench.ts in a process of its own, so that its peak resident memory is
// this one recording's: extracts an audio file (decode, speech detection, compression,
// transcription against the local stand-in, local diarization), streams the compressed audio to a
// file as the local storage does, and prints figures as JSON.
import { createWriteStream, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { extractAudio } from '@mnemo/server/modules/pipeline/steps/extract/extract-audio';

const [file, baseUrl] = process.argv.slice(2);
const started = performance.now();
const stored = `${file!}.compressed`;
try {
  const result = await extractAudio(new Uint8Array(readFileSync(file!)), {
    transcription: { baseUrl: baseUrl! },
    storeCompressed: (audio) => pipeline(audio, createWriteStream(stored)),
  });
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
} finally {
  await rm(stored, { force: true });
}
