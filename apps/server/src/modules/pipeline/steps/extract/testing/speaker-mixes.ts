import { readFileSync } from 'node:fs';
import { decodeToPcm, runFfmpeg } from '../audio-tools.ts';
import { parseRttm } from '../diarization-error-rate.ts';
import { fixturePath } from './fixtures.ts';

const RATE = 16_000;

/** One voice's clips (16 kHz mono samples), each a stretch where only that voice speaks. */
export interface Voices {
  diane: Float32Array[];
  sheila: Float32Array[];
  /** JFK's sentence cut at its pauses, through a telephone band (8 kHz) like the call's voices */
  jfkPhrases: Float32Array[];
  /** the whole JFK clip as recorded (wideband) */
  jfk: Float32Array;
}

/** A built recording and who speaks in it. */
export interface SpeakerMix {
  name: string;
  samples: Float32Array;
  speakers: number;
}

/**
 * The fixtures' voices: Diane's and Sheila's turns of two-speakers.wav (from its RTTM, with any
 * overlap with the other voice cut out) and the JFK clip, whole and in phrases.
 */
export async function loadVoices(ffmpeg: string): Promise<Voices> {
  const call = await decodeToPcm(ffmpeg, fixturePath('audio/two-speakers.wav'));
  const turns = parseRttm(readFileSync(fixturePath('audio/two-speakers.rttm'), 'utf8'));
  const soloClips = (speaker: string) =>
    turns
      .filter((turn) => turn.speaker === speaker)
      .flatMap((turn) => {
        // cut out every stretch where another voice speaks too
        let pieces = [{ startMs: turn.startMs, endMs: turn.endMs }];
        for (const other of turns.filter((candidate) => candidate.speaker !== speaker)) {
          pieces = pieces.flatMap((piece) =>
            other.endMs <= piece.startMs || other.startMs >= piece.endMs
              ? [piece]
              : [
                  { startMs: piece.startMs, endMs: other.startMs },
                  { startMs: other.endMs, endMs: piece.endMs },
                ].filter((part) => part.endMs - part.startMs >= 300),
          );
        }
        return pieces;
      })
      .map((piece) => call.slice(Math.round((piece.startMs / 1000) * RATE), Math.round((piece.endMs / 1000) * RATE)));
  const jfk = await decodeToPcm(ffmpeg, fixturePath('audio/one-speaker-jfk.wav'));
  const raw = await runFfmpeg(ffmpeg, ['-i', fixturePath('audio/one-speaker-jfk.wav'), '-af', 'aresample=8000,aresample=16000', '-ac', '1', '-ar', String(RATE), '-f', 'f32le', 'pipe:1']);
  const narrowband = new Float32Array(raw.buffer, raw.byteOffset, Math.floor(raw.byteLength / 4)).slice();
  return { diane: soloClips('speaker90'), sheila: soloClips('speaker91'), jfkPhrases: splitAtPauses(narrowband), jfk };
}

/** Cuts a clip at its pauses (≥ 250 ms quieter than -35 dBFS), dropping the silences. */
function splitAtPauses(samples: Float32Array): Float32Array[] {
  const hop = RATE / 100;
  const quiet: boolean[] = [];
  for (let at = 0; at + hop <= samples.length; at += hop) {
    let sum = 0;
    for (let i = at; i < at + hop; i++) sum += samples[i]! ** 2;
    quiet.push(10 * Math.log10(sum / hop + 1e-12) < -35);
  }
  const phrases: Float32Array[] = [];
  let start = -1;
  let silent = 0;
  quiet.forEach((isQuiet, frame) => {
    if (!isQuiet) {
      if (start < 0) start = frame;
      silent = 0;
    } else if (start >= 0 && ++silent >= 25) {
      if (frame - silent - start >= 50) phrases.push(samples.slice(start * hop, (frame - silent + 5) * hop));
      start = -1;
    }
  });
  if (start >= 0 && quiet.length - start >= 50) phrases.push(samples.slice(start * hop));
  return phrases;
}

/**
 * Clips one after another with a pause between them, no two repeats alike: each clip at its own
 * level and pace (resampled by up to ±4 %, as a voice is never twice the same), over a faint
 * noise floor (a room, not digital silence).
 */
export function joinClips(clips: Float32Array[], pauseMs = 400): Float32Array {
  const pause = Math.round((pauseMs / 1000) * RATE);
  const gains = [1, 0.8, 1.15, 0.9, 1.05, 0.75];
  const paces = [1, 1.03, 0.97, 1.04, 0.98, 1.01, 0.96];
  const varied = clips.map((clip, index) => resample(clip, paces[index % paces.length]!, gains[index % gains.length]!));
  const out = new Float32Array(varied.reduce((sum, clip) => sum + clip.length + pause, 0));
  let seed = 12_345;
  for (let i = 0; i < out.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    out[i] = (seed / 2_147_483_648 - 0.5) * 0.002;
  }
  let at = 0;
  for (const clip of varied) {
    for (let i = 0; i < clip.length; i++) out[at + i]! += clip[i]!;
    at += clip.length + pause;
  }
  return out;
}

/** Linear-interpolation resampling: `pace` > 1 is faster (and higher). */
function resample(clip: Float32Array, pace: number, gain: number): Float32Array {
  const out = new Float32Array(Math.floor(clip.length / pace));
  for (let i = 0; i < out.length; i++) {
    const position = i * pace;
    const low = Math.floor(position);
    const high = Math.min(clip.length - 1, low + 1);
    out[i] = (clip[low]! + (clip[high]! - clip[low]!) * (position - low)) * gain;
  }
  return out;
}

/** `clips` cycled in order until they last at least `seconds`. */
export function repeatUntil(clips: Float32Array[], seconds: number, pauseMs = 400): Float32Array[] {
  const out: Float32Array[] = [];
  let total = 0;
  for (let i = 0; total < seconds * RATE; i++) {
    const clip = clips[i % clips.length]!;
    out.push(clip);
    total += clip.length + Math.round((pauseMs / 1000) * RATE);
  }
  return out;
}

/** Turns taken in `order` (a string of D, S, J), each voice's clips cycled. */
function takeTurns(voices: Voices, order: string, seconds: number): Float32Array[] {
  const next = { D: 0, S: 0, J: 0 } as Record<string, number>;
  const pools: Record<string, Float32Array[]> = { D: voices.diane, S: voices.sheila, J: voices.jfkPhrases };
  const out: Float32Array[] = [];
  let total = 0;
  for (let i = 0; total < seconds * RATE; i++) {
    const voice = order[i % order.length]!;
    const pool = pools[voice]!;
    const clip = pool[next[voice]!++ % pool.length]!;
    out.push(clip);
    total += clip.length + 0.4 * RATE;
  }
  return out;
}

/** The recordings the speaker count is checked on: one voice for a minute or more, and three voices mixed. */
export function buildSpeakerMixes(voices: Voices): SpeakerMix[] {
  return [
    { name: 'JFK alone', samples: joinClips(repeatUntil([voices.jfk], 138, 800), 800), speakers: 1 },
    { name: 'Diane alone', samples: joinClips(repeatUntil(voices.diane, 66)), speakers: 1 },
    { name: 'Sheila alone', samples: joinClips(repeatUntil(voices.sheila, 67)), speakers: 1 },
    { name: 'Diane, Sheila, JFK in turn', samples: joinClips(takeTurns(voices, 'DSJ', 90)), speakers: 3 },
    { name: 'JFK, Diane, JFK, Sheila…', samples: joinClips(takeTurns(voices, 'JDJSDS', 120)), speakers: 3 },
  ];
}
