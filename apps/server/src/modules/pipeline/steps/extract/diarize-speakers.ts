import { MfccExtractor } from './mfcc.ts';

/** A stretch of speech (milliseconds). */
export interface SpeechRegion {
  startMs: number;
  endMs: number;
}

/** A stretch of speech given to one speaker (0-based index, in order of first appearance). */
export interface SpeakerSegment extends SpeechRegion {
  speaker: number;
}

export interface DiarizeOptions {
  /** most speakers considered (default 6) */
  maxSpeakers?: number;
  /** λ of the BIC test that decides whether two speakers are really two (default 3.5) */
  bicPenalty?: number;
  /** how far apart two speakers' voices must be, sound for sound (default MIN_SPEAKER_DISTANCE) */
  minSpeakerDistance?: number;
}

export interface Diarization {
  speakerCount: number;
  segments: SpeakerSegment[];
  speech: SpeechRegion[];
}

const FRAME_HOP = 160; // 10 ms at 16 kHz
const ENERGY_FRAME = 400; // 25 ms
const MFCC_FRAME = 512; // 32 ms, a power of two for the FFT
const MFCC_COEFFICIENTS = 20;
const MFCC_DIMS = MFCC_COEFFICIENTS - 1; // c0 dropped

/** Most MFCC frames kept for diarization (40 min at a 10 ms hop); longer recordings use a longer hop. */
export const MAX_ANALYSIS_FRAMES = 240_000;

/** What a streamed analysis of a recording leaves: bounded by MAX_ANALYSIS_FRAMES, not by its length. */
export interface AudioAnalysis {
  /** samples read */
  sampleCount: number;
  durationMs: number;
  speech: SpeechRegion[];
  /** MFCC frames kept, and their hop in 10 ms frames */
  frameCount: number;
  stride: number;
  /** tells who speaks when (see diarizeSpeakers) */
  diarize(options?: DiarizeOptions): Diarization;
}

/** A growable array of numbers kept in Float32 blocks (no copy of what is already stored). */
class Float32Blocks {
  private blocks: Float32Array[] = [];
  length = 0;
  constructor(private readonly blockSize = 65_536) {}
  push(value: number): void {
    const index = this.length % this.blockSize;
    if (index === 0) this.blocks.push(new Float32Array(this.blockSize));
    this.blocks.at(-1)![index] = value;
    this.length++;
  }
  /** one array of the values, the blocks released */
  take(): Float32Array {
    const out = new Float32Array(this.length);
    this.blocks.forEach((block, i) =>
      out.set(block.subarray(0, Math.min(this.blockSize, this.length - i * this.blockSize)), i * this.blockSize),
    );
    this.blocks = [];
    this.length = 0;
    return out;
  }
}

/**
 * Analyses a recording as it streams in (any chunk sizes): frame energies every 10 ms for the
 * speech detector and MFCCs for diarization, never holding the samples themselves. Memory stays
 * bounded: past MAX_ANALYSIS_FRAMES (given the expected length) the MFCC hop grows, so a 4-hour
 * recording keeps as many frames as a 40-minute one.
 */
export class AudioAnalyser {
  /** MFCC hop in 10 ms frames */
  stride: number;
  private readonly energyHop: number;
  private readonly energySize: number;
  private mfccHop: number;
  /** samples read but not yet analysed (the first `pendingLength`), from sample `pendingStart` */
  private pending = new Float32Array(0);
  private pendingLength = 0;
  private pendingStart = 0;
  private count = 0;
  private readonly energies = new Float32Blocks();
  private mfccs = new Float32Array(0);
  private readonly mfcc = new MfccExtractor(MFCC_FRAME, 16_000, 40, MFCC_COEFFICIENTS);
  private readonly coefficients = new Float32Array(MFCC_COEFFICIENTS);
  private mfccFrames = 0;

  constructor(
    readonly sampleRate = 16_000,
    /** the recording's expected length in samples, if known (sets the MFCC hop) */
    expectedSamples = 0,
    private readonly maxFrames = MAX_ANALYSIS_FRAMES,
  ) {
    this.energyHop = Math.round((FRAME_HOP * sampleRate) / 16_000);
    this.energySize = Math.round((ENERGY_FRAME * sampleRate) / 16_000);
    this.stride = Math.max(1, Math.ceil(expectedSamples / FRAME_HOP / maxFrames));
    this.mfccHop = FRAME_HOP * this.stride;
  }

  get sampleCount(): number {
    return this.count;
  }

  /**
   * What the analyser holds: samples kept for the next chunk (capacity), MFCC values (capacity,
   * bounded by the frame budget) and frame energies (4 bytes per 10 ms, 5.8 MB for 4 hours).
   */
  get held(): { pendingSamples: number; mfccValues: number; energyFrames: number } {
    return { pendingSamples: this.pending.length, mfccValues: this.mfccs.length, energyFrames: this.energies.length };
  }

  get durationMs(): number {
    return Math.round((this.count / this.sampleRate) * 1000);
  }

  /** Analyses the next samples; `chunk` is only read during the call (a caller may reuse it). */
  push(chunk: Float32Array): void {
    if (chunk.length === 0) return;
    this.count += chunk.length;
    // the samples not yet analysed, then the chunk: read in place when nothing is pending
    let joined = chunk;
    if (this.pendingLength > 0) {
      const needed = this.pendingLength + chunk.length;
      if (needed > this.pending.length) {
        const grown = new Float32Array(needed + MFCC_FRAME);
        grown.set(this.pending.subarray(0, this.pendingLength));
        this.pending = grown;
      }
      this.pending.set(chunk, this.pendingLength);
      this.pendingLength = needed;
      joined = this.pending.subarray(0, needed);
    }
    const end = this.pendingStart + joined.length;
    for (let at = this.energies.length * this.energyHop; at + this.energySize <= end; at += this.energyHop) {
      let sum = 0;
      for (let i = at - this.pendingStart; i < at - this.pendingStart + this.energySize; i++)
        sum += joined[i]! * joined[i]!;
      this.energies.push(10 * Math.log10(sum / this.energySize + 1e-12));
    }
    for (let at = this.mfccFrames * this.mfccHop; at + MFCC_FRAME <= end; at += this.mfccHop) {
      this.mfcc.extract(
        joined.subarray(at - this.pendingStart, at - this.pendingStart + MFCC_FRAME),
        this.coefficients,
      );
      if ((this.mfccFrames + 1) * MFCC_DIMS > this.mfccs.length) {
        // doubling, but never past the frame budget (+1: a frame is added before the hop doubles)
        const grown = new Float32Array(
          Math.min(Math.max(MFCC_DIMS * 4096, this.mfccs.length * 2), (this.maxFrames + 1) * MFCC_DIMS),
        );
        grown.set(this.mfccs);
        this.mfccs = grown;
      }
      this.mfccs.set(this.coefficients.subarray(1), this.mfccFrames * MFCC_DIMS);
      this.mfccFrames++;
      if (this.mfccFrames > this.maxFrames) {
        this.doubleHop();
        at = this.mfccFrames * this.mfccHop - this.mfccHop;
      }
    }
    // keep what the next chunk needs (less than a frame or a hop) in the reused buffer
    const keepFrom = Math.max(
      this.pendingStart,
      Math.min(this.energies.length * this.energyHop, this.mfccFrames * this.mfccHop),
    );
    const rest = joined.subarray(keepFrom - this.pendingStart);
    if (rest.length > this.pending.length) this.pending = new Float32Array(Math.max(rest.length, MFCC_FRAME * 2));
    if (joined === chunk) this.pending.set(rest);
    else this.pending.copyWithin(0, keepFrom - this.pendingStart, joined.length);
    this.pendingLength = rest.length;
    this.pendingStart = keepFrom;
  }

  /**
   * Longer than expected (or no length was given): keep every other frame, which is exactly the
   * frame sequence at twice the hop, and go on at that hop.
   */
  private doubleHop(): void {
    const kept = Math.ceil(this.mfccFrames / 2);
    for (let frame = 1; frame < kept; frame++)
      this.mfccs.copyWithin(frame * MFCC_DIMS, frame * 2 * MFCC_DIMS, (frame * 2 + 1) * MFCC_DIMS);
    this.mfccFrames = kept;
    this.stride *= 2;
    this.mfccHop *= 2;
  }

  finish(): AudioAnalysis {
    this.pending = new Float32Array(0);
    this.pendingLength = 0;
    const speech = findSpeech(this.energies.take(), this.energyHop, this.energySize, this.sampleRate);
    const mfccs = this.mfccs.subarray(0, this.mfccFrames * MFCC_DIMS);
    const frameMs = (this.mfccHop / this.sampleRate) * 1000;
    return {
      sampleCount: this.count,
      durationMs: this.durationMs,
      speech,
      frameCount: this.mfccFrames,
      stride: this.stride,
      diarize: (options = {}) => diarizeFrames(speech, mfccs, frameMs, options),
    };
  }
}

/** Analyses samples held in memory (short recordings, tests). */
export function analyseSamples(samples: Float32Array, sampleRate = 16_000): AudioAnalysis {
  const analyser = new AudioAnalyser(sampleRate, samples.length);
  analyser.push(samples);
  return analyser.finish();
}

/**
 * Finds speech by frame energy against the recording's own noise floor (an energy VAD: no model
 * to download), merging short pauses and dropping blips.
 */
export function detectSpeech(samples: Float32Array, sampleRate = 16_000): SpeechRegion[] {
  return analyseSamples(samples, sampleRate).speech;
}

function findSpeech(energies: Float32Array, hop: number, size: number, sampleRate: number): SpeechRegion[] {
  const frameCount = energies.length;
  if (frameCount === 0) return [];
  const sorted = energies.slice().sort();
  const floor = sorted[Math.floor(frameCount * 0.1)]!;
  const peak = sorted[Math.floor(frameCount * 0.98)]!;
  // nothing louder than -50 dBFS, or no contrast between loud and quiet parts: no speech
  if (peak < -50 || peak - floor < 10) return [];
  const threshold = Math.max(floor + (peak - floor) * 0.35, -55);
  const frameMs = (hop / sampleRate) * 1000;
  const regions: SpeechRegion[] = [];
  let start = -1;
  for (let frame = 0; frame <= frameCount; frame++) {
    const isSpeech = frame < frameCount && energies[frame]! > threshold;
    if (isSpeech && start < 0) start = frame;
    if (!isSpeech && start >= 0) {
      regions.push({ startMs: start * frameMs, endMs: frame * frameMs + (size / sampleRate) * 1000 });
      start = -1;
    }
  }
  const merged: SpeechRegion[] = [];
  for (const region of regions) {
    const last = merged.at(-1);
    if (last !== undefined && region.startMs - last.endMs < 300) last.endMs = region.endMs;
    else merged.push({ ...region });
  }
  return merged
    .filter((region) => region.endMs - region.startMs >= 200)
    .map((region) => ({ startMs: Math.round(region.startMs), endMs: Math.round(region.endMs) }));
}

/**
 * Speech frames' normalised MFCCs, stored flat in Float32 (one row per speech frame): every
 * model below reads rows in place by offset, so no per-frame object is ever made.
 */
interface FrameTable {
  dims: number;
  data: Float32Array;
  /** row of a frame number, -1 when it is not speech */
  rowOf: Int32Array;
}

interface Window {
  startFrame: number;
  endFrame: number;
  vector: Float64Array;
}

/** Diagonal-covariance GMM, means and variances flat (component × dims). */
interface Gmm {
  components: number;
  dims: number;
  weights: Float64Array;
  means: Float64Array;
  variances: Float64Array;
  /**
   * What the likelihood needs of the weights and variances, worked out once when they change
   * (see computeDensityTerms), not per frame: per component log w − ½ Σ log σ², per value ½ / σ².
   */
  logNorms: Float64Array;
  halfPrecisions: Float64Array;
}

/** Fills a GMM's logNorms and halfPrecisions from its weights and variances. */
function computeDensityTerms(gmm: Gmm): void {
  const { components, dims, variances } = gmm;
  for (let c = 0; c < components; c++) {
    let logNorm = Math.log(gmm.weights[c]! + 1e-12);
    for (let d = 0; d < dims; d++) {
      const i = c * dims + d;
      logNorm -= 0.5 * Math.log(variances[i]!);
      gmm.halfPrecisions[i] = 0.5 / variances[i]!;
    }
    gmm.logNorms[c] = logNorm;
  }
}

export const DEFAULT_BIC_PENALTY = 3.5;
/**
 * Least distance between two speakers' voices, sound for sound (see measureClosestSpeakers):
 * tuned on the fixtures' real recordings, where one person alone for one to three minutes (in
 * one language or changing language) measures 0.08–0.15 and two different people 0.19–0.55.
 */
export const MIN_SPEAKER_DISTANCE = 0.17;
const EXTRA_SPEAKER_PENALTY = 3;
const UBM_COMPONENTS = 8;
const RELEVANCE = 16;
const WINDOW_FRAMES = 150; // 1.5 s
const WINDOW_HOP = 50; // 0.5 s
const MIN_WINDOW_FRAMES = 50;
const SWITCH_PENALTY = 40;
const MAX_UBM_FRAMES = 20_000;
/** frames (soft counts) of a class of sounds both speakers need before their voicing of it is compared */
const MIN_CLASS_FRAMES = 20;
/** windows clustered (average linkage costs n² memory and n³ time); the rest are labelled by re-segmentation */
export const MAX_CLUSTER_WINDOWS = 400;

/**
 * Tells who speaks when, locally and without any model download: energy VAD, MFCCs (mfcc.ts),
 * a small background GMM trained on the recording itself, a GMM supervector per 1.5 s window,
 * agglomerative clustering (average linkage, cosine distance), frame-level re-segmentation with a
 * MAP-adapted GMM per speaker and a switching penalty (Viterbi); speakers are added while every
 * pair passes the BIC test and voices the same sounds differently enough (measureClosestSpeakers).
 */
export function diarizeSpeakers(samples: Float32Array, sampleRate = 16_000, options: DiarizeOptions = {}): Diarization {
  return analyseSamples(samples, sampleRate).diarize(options);
}

/** The frame numbers inside speech regions, in order (at most `frameCount`). */
function listSpeechFrames(speech: SpeechRegion[], frameMs: number, frameCount: number): Int32Array {
  const lastFrame = frameCount - 1;
  const range = (region: SpeechRegion): [number, number] => [
    Math.floor(region.startMs / frameMs),
    Math.min(lastFrame, Math.ceil(region.endMs / frameMs) - 1),
  ];
  let total = 0;
  for (const region of speech) {
    const [first, last] = range(region);
    total += Math.max(0, last - first + 1);
  }
  const frames = new Int32Array(total);
  let at = 0;
  for (const region of speech) {
    const [first, last] = range(region);
    for (let frame = first; frame <= last; frame++) frames[at++] = frame;
  }
  return frames;
}

/** Diarization from a streamed analysis: `mfccs` holds MFCC_DIMS values per frame, one frame every `frameMs`. */
function diarizeFrames(
  speech: SpeechRegion[],
  mfccs: Float32Array,
  frameMs: number,
  options: DiarizeOptions,
): Diarization {
  if (speech.length === 0) return { speakerCount: 0, segments: [], speech };
  const frameCount = mfccs.length / MFCC_DIMS;
  const speechFrames = listSpeechFrames(speech, frameMs, frameCount);
  const oneSpeaker: Diarization = {
    speakerCount: 1,
    segments: speech.map((region) => ({ ...region, speaker: 0 })),
    speech,
  };
  if (speechFrames.length < MIN_WINDOW_FRAMES * 4) return oneSpeaker;
  const frames = normalizeFrames(mfccs, speechFrames, frameCount);
  const ubm = trainGmm(frames, subsampleRows(speechFrames.length, MAX_UBM_FRAMES), UBM_COMPONENTS);
  const windows = subsample(buildWindows(speech, frames, frameMs, ubm), MAX_CLUSTER_WINDOWS);
  if (windows.length < 4) return oneSpeaker;
  const merges = clusterAverageLinkage(computeDistances(windows.map((window) => window.vector)));
  const maxSpeakers = Math.min(options.maxSpeakers ?? 6, Math.floor(windows.length / 2));
  const penalty = options.bicPenalty ?? DEFAULT_BIC_PENALTY;
  // Add speakers while every pair of resulting speakers passes the BIC test (they are really two).
  let accepted: Int32Array | null = null;
  for (let k = 2; k <= maxSpeakers; k++) {
    const frameLabels = resegmentFrames(
      frames,
      speechFrames,
      windows,
      cutDendrogram(merges, windows.length, k),
      k,
      ubm,
    );
    // each speaker beyond two must clear a stricter test: over-splitting a conversation is the
    // usual failure (small clusters look "distinct" from sampling noise alone)
    if (!areAllSpeakersDistinct(frames, frameLabels, k, penalty + EXTRA_SPEAKER_PENALTY * (k - 2))) break;
    // the BIC test asks whether the groups differ at all, and on minutes of one voice they
    // always do (a new topic or language is a new mix of sounds); they are two speakers only
    // when the same sounds are voiced differently
    if (measureClosestSpeakers(ubm, frames, frameLabels, k) <= (options.minSpeakerDistance ?? MIN_SPEAKER_DISTANCE))
      break;
    accepted = frameLabels;
  }
  if (accepted === null) return oneSpeaker;
  const segments = toSegments(accepted, speechFrames, frameMs);
  const order = new Map<number, number>();
  for (const segment of segments) if (!order.has(segment.speaker)) order.set(segment.speaker, order.size);
  return {
    speakerCount: order.size,
    segments: segments.map((segment) => ({ ...segment, speaker: order.get(segment.speaker)! })),
    speech,
  };
}

/** Sums of a group of rows (count, Σx, Σxxᵀ lower triangle): enough for its mean and covariance. */
interface Moments {
  count: number;
  sum: Float64Array;
  /** dims × dims, lower triangle filled */
  outer: Float64Array;
}

function computeMoments(frames: FrameTable, labels: Int32Array, k: number): Moments[] {
  const dims = frames.dims;
  const moments = Array.from({ length: k }, () => ({
    count: 0,
    sum: new Float64Array(dims),
    outer: new Float64Array(dims * dims),
  }));
  for (let i = 0; i < labels.length; i++) {
    const target = moments[labels[i]!]!;
    const offset = i * dims;
    target.count++;
    for (let a = 0; a < dims; a++) {
      const value = frames.data[offset + a]!;
      target.sum[a]! += value;
      for (let b = 0; b <= a; b++) target.outer[a * dims + b]! += value * frames.data[offset + b]!;
    }
  }
  return moments;
}

function addMoments(a: Moments, b: Moments): Moments {
  return {
    count: a.count + b.count,
    sum: a.sum.map((value, i) => value + b.sum[i]!),
    outer: a.outer.map((value, i) => value + b.outer[i]!),
  };
}

/**
 * The BIC test of speaker clustering (Chen & Gopalakrishnan): two groups of frames are two
 * speakers when modelling them with one full-covariance Gaussian each beats one Gaussian for
 * both by more than λ times the extra parameters' cost. λ is tuned on the fixtures (3.2–3.75
 * separates every one- and two-speaker clip tried; see docs/decisions).
 */
function areAllSpeakersDistinct(frames: FrameTable, labels: Int32Array, k: number, penalty: number): boolean {
  const groups = computeMoments(frames, labels, k);
  if (groups.some((group) => group.count < MIN_WINDOW_FRAMES)) return false;
  const dims = frames.dims;
  const parameters = 0.5 * (dims + 0.5 * dims * (dims + 1));
  const logDets = groups.map((group) => computeLogDetCovariance(group, dims));
  for (let a = 0; a < k; a++) {
    for (let b = a + 1; b < k; b++) {
      const n1 = groups[a]!.count;
      const n2 = groups[b]!.count;
      const n = n1 + n2;
      const joint = computeLogDetCovariance(addMoments(groups[a]!, groups[b]!), dims);
      const deltaBic = 0.5 * (n * joint - n1 * logDets[a]! - n2 * logDets[b]!) - penalty * parameters * Math.log(n);
      if (deltaBic <= 0) return false;
    }
  }
  return true;
}

/**
 * How differently the two closest speakers voice the same sounds: for each component of the
 * background GMM (a class of similar sounds) that both speakers use, the squared distance between
 * their mean frames in that class, in units of the class's spread, less what sampling alone gives
 * (1/n₁ + 1/n₂ per dimension); averaged over classes weighted by the smaller count, per dimension.
 * What each speaker says changes which classes are used and how often, not this distance, so it
 * does not grow with a recording's length or with a change of topic or language as the BIC does.
 */
function measureClosestSpeakers(ubm: Gmm, frames: FrameTable, labels: Int32Array, k: number): number {
  const { components, dims } = ubm;
  const statistics = Array.from({ length: k }, () => new Statistics(ubm));
  for (let i = 0; i < labels.length; i++) statistics[labels[i]!]!.add(frames.data, i * dims);
  let closest = Infinity;
  for (let a = 0; a < k; a++) {
    for (let b = a + 1; b < k; b++) {
      let total = 0;
      let weight = 0;
      for (let c = 0; c < components; c++) {
        const countA = statistics[a]!.counts[c]!;
        const countB = statistics[b]!.counts[c]!;
        if (countA < MIN_CLASS_FRAMES || countB < MIN_CLASS_FRAMES) continue;
        let distance = 0;
        for (let d = 0; d < dims; d++) {
          const i = c * dims + d;
          distance +=
            (statistics[a]!.first[i]! / countA - statistics[b]!.first[i]! / countB) ** 2 / ubm.variances[i]! -
            (1 / countA + 1 / countB);
        }
        const classWeight = Math.min(countA, countB);
        total += classWeight * distance;
        weight += classWeight;
      }
      // no class of sounds in common: nothing says they are two voices
      closest = Math.min(closest, weight === 0 ? 0 : total / weight / dims);
    }
  }
  return closest;
}

/** log |Σ| of a group's full covariance (from its moments, by Cholesky). */
function computeLogDetCovariance(moments: Moments, dims: number): number {
  const n = moments.count;
  const mean = moments.sum.map((value) => value / n);
  const lower = new Float64Array(dims * dims);
  let logDet = 0;
  for (let i = 0; i < dims; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = moments.outer[i * dims + j]! / n - mean[i]! * mean[j]!;
      for (let m = 0; m < j; m++) sum -= lower[i * dims + m]! * lower[j * dims + m]!;
      if (i === j) {
        lower[i * dims + i] = Math.sqrt(Math.max(sum, 1e-9));
        logDet += 2 * Math.log(lower[i * dims + i]!);
      } else {
        lower[i * dims + j] = sum / lower[j * dims + j]!;
      }
    }
  }
  return logDet;
}

function subsample<T>(items: T[], max: number): T[] {
  if (items.length <= max) return items;
  const step = items.length / max;
  return Array.from({ length: max }, (_, i) => items[Math.floor(i * step)]!);
}

/** Evenly spaced row numbers among `count`, at most `max` of them. */
function subsampleRows(count: number, max: number): Int32Array {
  if (count <= max) return Int32Array.from({ length: count }, (_, i) => i);
  const step = count / max;
  return Int32Array.from({ length: max }, (_, i) => Math.floor(i * step));
}

/** Cepstral mean and variance normalisation over the speech frames (removes the channel). */
function normalizeFrames(mfccs: Float32Array, speechFrames: Int32Array, frameCount: number): FrameTable {
  const dims = MFCC_DIMS;
  const n = speechFrames.length;
  const mean = new Float64Array(dims);
  const variance = new Float64Array(dims);
  for (const frame of speechFrames) for (let d = 0; d < dims; d++) mean[d]! += mfccs[frame * dims + d]! / n;
  for (const frame of speechFrames)
    for (let d = 0; d < dims; d++) variance[d]! += (mfccs[frame * dims + d]! - mean[d]!) ** 2 / n;
  const data = new Float32Array(n * dims);
  const rowOf = new Int32Array(frameCount).fill(-1);
  speechFrames.forEach((frame, i) => {
    rowOf[frame] = i;
    for (let d = 0; d < dims; d++)
      data[i * dims + d] = (mfccs[frame * dims + d]! - mean[d]!) / Math.sqrt(variance[d]! + 1e-9);
  });
  return { dims, data, rowOf };
}

/** Each component's responsibility for row `offset / dims` of `data` (into `out`); returns the log-likelihood (up to a constant). */
function posteriors(gmm: Gmm, data: Float32Array, offset: number, out: Float64Array): number {
  const { components, dims, means, halfPrecisions } = gmm;
  let max = -Infinity;
  for (let c = 0; c < components; c++) {
    const base = c * dims;
    let distance = 0;
    for (let d = 0; d < dims; d++) distance += (data[offset + d]! - means[base + d]!) ** 2 * halfPrecisions[base + d]!;
    const sum = gmm.logNorms[c]! - distance;
    out[c] = sum;
    if (sum > max) max = sum;
  }
  let total = 0;
  for (let c = 0; c < components; c++) total += out[c] = Math.exp(out[c]! - max);
  for (let c = 0; c < components; c++) out[c]! /= total;
  return max + Math.log(total);
}

/** Diagonal-covariance GMM by EM on some rows of the table, deterministically initialised from evenly spaced rows. */
function trainGmm(frames: FrameTable, rows: Int32Array, components: number, iterations = 12): Gmm {
  const dims = frames.dims;
  const means = new Float64Array(components * dims);
  for (let c = 0; c < components; c++) {
    const source = rows[Math.floor(((c + 0.5) * rows.length) / components)]! * dims;
    for (let d = 0; d < dims; d++) means[c * dims + d] = frames.data[source + d]!;
  }
  const gmm: Gmm = {
    components,
    dims,
    weights: new Float64Array(components).fill(1 / components),
    means,
    variances: new Float64Array(components * dims).fill(1),
    logNorms: new Float64Array(components),
    halfPrecisions: new Float64Array(components * dims),
  };
  computeDensityTerms(gmm);
  const gamma = new Float64Array(components);
  for (let iteration = 0; iteration < iterations; iteration++) {
    const counts = new Float64Array(components);
    const first = new Float64Array(components * dims);
    const second = new Float64Array(components * dims);
    for (const index of rows) {
      const offset = index * dims;
      posteriors(gmm, frames.data, offset, gamma);
      for (let c = 0; c < components; c++) {
        const g = gamma[c]!;
        if (g < 1e-6) continue;
        counts[c]! += g;
        for (let d = 0; d < dims; d++) {
          const value = frames.data[offset + d]!;
          first[c * dims + d]! += g * value;
          second[c * dims + d]! += g * value * value;
        }
      }
    }
    for (let c = 0; c < components; c++) {
      const n = counts[c]! + 1e-9;
      gmm.weights[c] = counts[c]! / rows.length;
      for (let d = 0; d < dims; d++) {
        const mean = first[c * dims + d]! / n;
        gmm.means[c * dims + d] = mean;
        gmm.variances[c * dims + d] = Math.max(0.01, second[c * dims + d]! / n - mean ** 2);
      }
    }
    computeDensityTerms(gmm);
  }
  return gmm;
}

/** Zeroth and first-order statistics of some rows against the background GMM. */
class Statistics {
  readonly counts: Float64Array;
  readonly first: Float64Array;
  private readonly gamma: Float64Array;
  constructor(private readonly ubm: Gmm) {
    this.counts = new Float64Array(ubm.components);
    this.first = new Float64Array(ubm.components * ubm.dims);
    this.gamma = new Float64Array(ubm.components);
  }
  add(data: Float32Array, offset: number): void {
    const { components, dims } = this.ubm;
    posteriors(this.ubm, data, offset, this.gamma);
    for (let c = 0; c < components; c++) {
      const g = this.gamma[c]!;
      this.counts[c]! += g;
      for (let d = 0; d < dims; d++) this.first[c * dims + d]! += g * data[offset + d]!;
    }
  }
}

/** MAP-adapted means of the background GMM for some frames, as one normalised supervector. */
function computeSupervector(ubm: Gmm, statistics: Statistics): Float64Array {
  const { components, dims } = ubm;
  const out = new Float64Array(components * dims);
  for (let c = 0; c < components; c++) {
    const count = statistics.counts[c]!;
    const alpha = count / (count + RELEVANCE);
    for (let d = 0; d < dims; d++) {
      const i = c * dims + d;
      const mean = count > 0 ? statistics.first[i]! / count : ubm.means[i]!;
      out[i] = (Math.sqrt(ubm.weights[c]!) * alpha * (mean - ubm.means[i]!)) / Math.sqrt(ubm.variances[i]!);
    }
  }
  return out;
}

function buildWindows(speech: SpeechRegion[], frames: FrameTable, frameMs: number, ubm: Gmm): Window[] {
  const windows: Window[] = [];
  for (const region of speech) {
    const first = Math.floor(region.startMs / frameMs);
    const last = Math.ceil(region.endMs / frameMs);
    const length = last - first;
    if (length < MIN_WINDOW_FRAMES) continue;
    const starts: number[] = [];
    if (length <= WINDOW_FRAMES) starts.push(first);
    else for (let start = first; start + WINDOW_FRAMES <= last; start += WINDOW_HOP) starts.push(start);
    if (length > WINDOW_FRAMES && starts.at(-1)! + WINDOW_FRAMES < last) starts.push(last - WINDOW_FRAMES);
    for (const start of starts) {
      const end = Math.min(last, start + WINDOW_FRAMES);
      const statistics = new Statistics(ubm);
      let count = 0;
      for (let frame = start; frame < end; frame++) {
        const index = frames.rowOf[frame] ?? -1;
        if (index < 0) continue;
        statistics.add(frames.data, index * frames.dims);
        count++;
      }
      if (count >= MIN_WINDOW_FRAMES)
        windows.push({ startFrame: start, endFrame: end, vector: computeSupervector(ubm, statistics) });
    }
  }
  return windows;
}

/** Cosine distances after standardising each dimension across windows. */
function computeDistances(vectors: Float64Array[]): Float64Array[] {
  const dims = vectors[0]!.length;
  const mean = new Float64Array(dims);
  const spread = new Float64Array(dims);
  for (const vector of vectors) for (let d = 0; d < dims; d++) mean[d]! += vector[d]! / vectors.length;
  for (const vector of vectors)
    for (let d = 0; d < dims; d++) spread[d]! += (vector[d]! - mean[d]!) ** 2 / vectors.length;
  const scaled = vectors.map((vector) => {
    const out = vector.map((value, d) => (value - mean[d]!) / Math.sqrt(spread[d]! + 1e-9));
    const norm = Math.sqrt(out.reduce((sum, value) => sum + value * value, 0)) || 1;
    return out.map((value) => value / norm);
  });
  return scaled.map((a) => Float64Array.from(scaled, (b) => 1 - a.reduce((sum, value, d) => sum + value * b[d]!, 0)));
}

type Merge = [number, number];

/**
 * Average-linkage agglomerative clustering; returns the merges in order (ids ≥ n are merges).
 * One n × n matrix, updated in place (Lance–Williams): a merged cluster takes its first slot.
 */
function clusterAverageLinkage(distances: Float64Array[]): Merge[] {
  const n = distances.length;
  const between = new Float64Array(n * n);
  distances.forEach((row, i) => between.set(row, i * n));
  const id = Int32Array.from({ length: n }, (_, i) => i);
  const size = new Int32Array(n).fill(1);
  const active = new Uint8Array(n).fill(1);
  const merges: Merge[] = [];
  for (let next = n; next < 2 * n - 1; next++) {
    let closest = Infinity;
    let first = -1;
    let second = -1;
    for (let i = 0; i < n; i++) {
      if (!active[i]) continue;
      for (let j = i + 1; j < n; j++) {
        if (active[j] && between[i * n + j]! < closest) {
          closest = between[i * n + j]!;
          first = i;
          second = j;
        }
      }
    }
    merges.push([id[first]!, id[second]!]);
    const sizeA = size[first]!;
    const sizeB = size[second]!;
    for (let other = 0; other < n; other++) {
      if (!active[other] || other === first || other === second) continue;
      const distance = (between[first * n + other]! * sizeA + between[second * n + other]! * sizeB) / (sizeA + sizeB);
      between[first * n + other] = distance;
      between[other * n + first] = distance;
    }
    active[second] = 0;
    size[first] = sizeA + sizeB;
    id[first] = next;
  }
  return merges;
}

/** Labels 0…k-1 after undoing the last k-1 merges. */
function cutDendrogram(merges: Merge[], n: number, k: number): Int32Array {
  const parent = Int32Array.from({ length: n + merges.length }, (_, i) => i);
  const find = (x: number): number => (parent[x] === x ? x : (parent[x] = find(parent[x]!)));
  merges.slice(0, n - k).forEach(([a, b], index) => {
    parent[find(a)] = n + index;
    parent[find(b)] = n + index;
  });
  const roots = new Map<number, number>();
  return Int32Array.from({ length: n }, (_, i) => {
    const root = find(i);
    if (!roots.has(root)) roots.set(root, roots.size);
    return roots.get(root)!;
  });
}

/** MAP adaptation of the background GMM's means to the frames assigned to one speaker. */
function adaptGmm(ubm: Gmm, frames: FrameTable, assignment: Int32Array, speaker: number): Gmm {
  const { components, dims } = ubm;
  const statistics = new Statistics(ubm);
  for (let i = 0; i < assignment.length; i++) if (assignment[i] === speaker) statistics.add(frames.data, i * dims);
  const means = new Float64Array(components * dims);
  for (let c = 0; c < components; c++) {
    const count = statistics.counts[c]!;
    const alpha = count / (count + RELEVANCE);
    for (let d = 0; d < dims; d++) {
      const i = c * dims + d;
      means[i] = count > 0 ? alpha * (statistics.first[i]! / count) + (1 - alpha) * ubm.means[i]! : ubm.means[i]!;
    }
  }
  // only the means are adapted: the weights' and variances' terms are the background GMM's
  return { ...ubm, means };
}

/**
 * Gives each speech frame a speaker: a MAP-adapted GMM per speaker (from the frames its windows
 * cover), then Viterbi decoding with a switching penalty so turns do not flicker; twice.
 */
function resegmentFrames(
  frames: FrameTable,
  speechFrames: Int32Array,
  windows: Window[],
  labels: Int32Array,
  k: number,
  ubm: Gmm,
): Int32Array {
  const n = speechFrames.length;
  // the windows' votes per speech row (frames outside speech get none)
  const votes = new Int32Array(n * k);
  windows.forEach((window, index) => {
    for (let frame = window.startFrame; frame < window.endFrame; frame++) {
      const at = frames.rowOf[frame] ?? -1;
      if (at >= 0) votes[at * k + labels[index]!]!++;
    }
  });
  let assignment = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    let best = 0;
    let total = votes[i * k]!;
    for (let c = 1; c < k; c++) {
      total += votes[i * k + c]!;
      if (votes[i * k + c]! > votes[i * k + best]!) best = c;
    }
    assignment[i] = total === 0 ? -1 : best;
  }
  const gamma = new Float64Array(ubm.components);
  const back = new Int32Array(n * k);
  let scores = new Float64Array(k);
  let next = new Float64Array(k);
  for (let pass = 0; pass < 2; pass++) {
    const models = Array.from({ length: k }, (_, c) => adaptGmm(ubm, frames, assignment, c));
    scores.fill(0);
    for (let i = 0; i < n; i++) {
      const isJump = i > 0 && speechFrames[i]! - speechFrames[i - 1]! > 1;
      for (let c = 0; c < k; c++) {
        let best = -Infinity;
        let from = c;
        for (let p = 0; p < k; p++) {
          const score = scores[p]! - (p === c ? 0 : isJump ? SWITCH_PENALTY / 4 : SWITCH_PENALTY);
          if (score > best) {
            best = score;
            from = p;
          }
        }
        next[c] = best + posteriors(models[c]!, frames.data, i * frames.dims, gamma);
        back[i * k + c] = from;
      }
      [scores, next] = [next, scores];
    }
    const result = new Int32Array(n);
    let state = 0;
    for (let c = 1; c < k; c++) if (scores[c]! > scores[state]!) state = c;
    for (let i = n - 1; i >= 0; i--) {
      result[i] = state;
      state = back[i * k + state]!;
    }
    assignment = result;
  }
  return assignment;
}

function toSegments(frameLabels: Int32Array, speechFrames: Int32Array, frameMs: number): SpeakerSegment[] {
  const segments: SpeakerSegment[] = [];
  for (let i = 0; i < speechFrames.length; i++) {
    const startMs = Math.round(speechFrames[i]! * frameMs);
    const endMs = Math.round((speechFrames[i]! + 1) * frameMs);
    const last = segments.at(-1);
    if (last !== undefined && last.speaker === frameLabels[i] && startMs - last.endMs <= frameMs) last.endMs = endMs;
    else segments.push({ startMs, endMs, speaker: frameLabels[i]! });
  }
  return segments;
}
