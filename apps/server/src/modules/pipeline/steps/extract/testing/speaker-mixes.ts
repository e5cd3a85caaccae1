import { readFileSync } from 'node:fs';
import { decodeToPcm, runFfmpeg } from '../audio-tools.ts';
import { parseRttm } from '../diarization-error-rate.ts';
import { fixturePath } from './fixtures.ts';

const RATE = 16_000;

/**
 * The voices the speaker count is checked on (16 kHz mono samples).
 * - Real one-voice recordings (test/fixtures/audio/voices, origin in the fixtures README):
 *   Allison Smith reading English and, the same voice, Spanish; June Wallack reading French;
 *   Carlo reading Italian (Asterisk's voice prompts, CC-BY-SA-3.0); a LibriVox reader of
 *   Sense and Sensibility (public domain). Allison's English, June and Carlo also cut at their pauses.
 * - The fixture conversation's two voices, Diane and Sheila (their turns of two-speakers.wav from
 *   its RTTM, any overlap with the other voice cut out), and JFK's sentence cut at its pauses
 *   through a telephone band (8 kHz) like the call's voices.
 */
export interface Voices {
  allisonEn: Float32Array;
  allisonEs: Float32Array;
  june: Float32Array;
  carlo: Float32Array;
  librivox: Float32Array;
  phrases: { allisonEn: Float32Array[]; june: Float32Array[]; carlo: Float32Array[] };
  diane: Float32Array[];
  sheila: Float32Array[];
  jfkPhrases: Float32Array[];
}

/** A built recording and who speaks in it. */
export interface SpeakerMix {
  name: string;
  samples: Float32Array;
  speakers: number;
}

export async function loadVoices(ffmpeg: string): Promise<Voices> {
  const read = (name: string) => decodeToPcm(ffmpeg, fixturePath(`audio/voices/${name}.opus`));
  const [allisonEn, allisonEs, june, carlo, librivox] = (await Promise.all(
    ['allison-en', 'allison-es', 'june-fr', 'carlo-it', 'librivox-austen'].map(read),
  )) as [Float32Array, Float32Array, Float32Array, Float32Array, Float32Array];
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
  const raw = await runFfmpeg(ffmpeg, [
    '-i',
    fixturePath('audio/one-speaker-jfk.wav'),
    '-af',
    'aresample=8000,aresample=16000',
    '-ac',
    '1',
    '-ar',
    String(RATE),
    '-f',
    'f32le',
    'pipe:1',
  ]);
  const narrowband = new Float32Array(raw.buffer, raw.byteOffset, Math.floor(raw.byteLength / 4)).slice();
  return {
    allisonEn,
    allisonEs,
    june,
    carlo,
    librivox,
    phrases: { allisonEn: splitAtPauses(allisonEn), june: splitAtPauses(june), carlo: splitAtPauses(carlo) },
    diane: soloClips('speaker90'),
    sheila: soloClips('speaker91'),
    jfkPhrases: splitAtPauses(narrowband),
  };
}

/** Cuts a clip at its pauses (≥ 250 ms quieter than -35 dBFS), dropping the silences. */
export function splitAtPauses(samples: Float32Array): Float32Array[] {
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
 * Clips one after another with a pause between them, each at its own level, over a faint noise
 * floor (a room, not digital silence). The clips are never resampled: a voice played 4 % faster
 * has every formant 4 % higher, which is another vocal tract, not the same person again.
 */
export function joinClips(clips: Float32Array[], pauseMs = 400): Float32Array {
  const pause = Math.round((pauseMs / 1000) * RATE);
  const gains = [1, 0.8, 1.15, 0.9, 1.05, 0.75];
  const out = new Float32Array(clips.reduce((sum, clip) => sum + clip.length + pause, 0));
  let seed = 12_345;
  for (let i = 0; i < out.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    out[i] = (seed / 2_147_483_648 - 0.5) * 0.002;
  }
  let at = 0;
  clips.forEach((clip, index) => {
    const gain = gains[index % gains.length]!;
    for (let i = 0; i < clip.length; i++) out[at + i]! += clip[i]! * gain;
    at += clip.length + pause;
  });
  return out;
}

/** Turns taken in the order of `pools` (a voice may come back), each voice's clips cycled, until they last `seconds`. */
function takeTurns(pools: Float32Array[][], seconds: number): Float32Array[] {
  const next = new Map<Float32Array[], number>();
  const out: Float32Array[] = [];
  let total = 0;
  for (let i = 0; total < seconds * RATE; i++) {
    const pool = pools[i % pools.length]!;
    const taken = next.get(pool) ?? 0;
    next.set(pool, taken + 1);
    const clip = pool[taken % pool.length]!;
    out.push(clip);
    total += clip.length + 0.4 * RATE;
  }
  return out;
}

const firstSeconds = (samples: Float32Array, seconds: number) =>
  samples.subarray(0, Math.min(samples.length, seconds * RATE));

/** How one recording of the speaker-count check is built from the voices, and who speaks in it. */
export interface SpeakerMixRecipe {
  name: string;
  speakers: number;
  build: (voices: Voices) => Float32Array;
}

/**
 * The recordings the speaker count is checked on: one person for one to three minutes (also one
 * person changing language, which is not a second speaker), and two or three voices taking turns.
 * Recipes, so that a test can build (and diarize) one recording at a time.
 */
export const SPEAKER_MIX_RECIPES: readonly SpeakerMixRecipe[] = [
  { name: 'Allison, English', speakers: 1, build: (voices) => voices.allisonEn },
  {
    name: 'Allison, English then Spanish',
    speakers: 1,
    build: (voices) => joinClips([firstSeconds(voices.allisonEn, 60), firstSeconds(voices.allisonEs, 60)], 800),
  },
  { name: 'Allison, Spanish', speakers: 1, build: (voices) => voices.allisonEs },
  { name: 'June, French', speakers: 1, build: (voices) => voices.june },
  { name: 'Carlo, Italian', speakers: 1, build: (voices) => voices.carlo },
  { name: 'LibriVox reader, Austen', speakers: 1, build: (voices) => voices.librivox },
  {
    name: 'Allison and Carlo in turn',
    speakers: 2,
    build: ({ phrases }) => joinClips(takeTurns([phrases.allisonEn, phrases.carlo], 90)),
  },
  {
    name: 'Allison and June in turn',
    speakers: 2,
    build: ({ phrases }) => joinClips(takeTurns([phrases.allisonEn, phrases.june], 90)),
  },
  {
    name: 'Allison, June, Carlo in turn',
    speakers: 3,
    build: ({ phrases }) => joinClips(takeTurns([phrases.allisonEn, phrases.june, phrases.carlo], 120)),
  },
  {
    name: 'Diane, Sheila, JFK in turn',
    speakers: 3,
    build: ({ diane, sheila, jfkPhrases }) => joinClips(takeTurns([diane, sheila, jfkPhrases], 90)),
  },
  {
    name: 'JFK, Diane, JFK, Sheila…',
    speakers: 3,
    build: ({ diane, sheila, jfkPhrases }) =>
      joinClips(takeTurns([jfkPhrases, diane, jfkPhrases, sheila, diane, sheila], 120)),
  },
];

/** Every recording of SPEAKER_MIX_RECIPES, built. */
export function buildSpeakerMixes(voices: Voices): SpeakerMix[] {
  return SPEAKER_MIX_RECIPES.map(({ name, speakers, build }) => ({ name, speakers, samples: build(voices) }));
}
