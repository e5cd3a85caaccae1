import Meyda from 'meyda';

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
}

export interface Diarization {
  speakerCount: number;
  segments: SpeakerSegment[];
  speech: SpeechRegion[];
}

const FRAME_HOP = 160; // 10 ms at 16 kHz
const ENERGY_FRAME = 400; // 25 ms
const MFCC_FRAME = 512; // 32 ms, meyda needs a power of two
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

/** A growable array of numbers kept in typed-array blocks (no copy of what is already stored). */
class Float64Blocks {
  private blocks: Float64Array[] = [];
  length = 0;
  constructor(private readonly blockSize = 65_536) {}
  push(value: number): void {
    const index = this.length % this.blockSize;
    if (index === 0) this.blocks.push(new Float64Array(this.blockSize));
    this.blocks.at(-1)![index] = value;
    this.length++;
  }
  toArray(): Float64Array {
    const out = new Float64Array(this.length);
    this.blocks.forEach((block, i) => out.set(block.subarray(0, Math.min(this.blockSize, this.length - i * this.blockSize)), i * this.blockSize));
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
  private pending = new Float32Array(0);
  private pendingStart = 0;
  private count = 0;
  private readonly energies = new Float64Blocks();
  private mfccs = new Float32Array(0);
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

  get durationMs(): number {
    return Math.round((this.count / this.sampleRate) * 1000);
  }

  push(chunk: Float32Array): void {
    if (chunk.length === 0) return;
    const joined = new Float32Array(this.pending.length + chunk.length);
    joined.set(this.pending);
    joined.set(chunk, this.pending.length);
    this.pending = joined;
    this.count += chunk.length;
    const end = this.pendingStart + joined.length;
    for (let at = this.energies.length * this.energyHop; at + this.energySize <= end; at += this.energyHop) {
      let sum = 0;
      for (let i = at - this.pendingStart; i < at - this.pendingStart + this.energySize; i++) sum += joined[i]! * joined[i]!;
      this.energies.push(10 * Math.log10(sum / this.energySize + 1e-12));
    }
    if (this.mfccFrames * this.mfccHop + MFCC_FRAME <= end) setUpMeyda();
    for (let at = this.mfccFrames * this.mfccHop; at + MFCC_FRAME <= end; at += this.mfccHop) {
      const mfcc = Meyda.extract('mfcc', joined.subarray(at - this.pendingStart, at - this.pendingStart + MFCC_FRAME)) as unknown as number[] | null;
      if ((this.mfccFrames + 1) * MFCC_DIMS > this.mfccs.length) {
        const grown = new Float32Array(Math.max(MFCC_DIMS * 4096, this.mfccs.length * 2));
        grown.set(this.mfccs);
        this.mfccs = grown;
      }
      for (let d = 0; d < MFCC_DIMS; d++) this.mfccs[this.mfccFrames * MFCC_DIMS + d] = mfcc?.[d + 1] ?? 0;
      this.mfccFrames++;
      if (this.mfccFrames > this.maxFrames) {
        this.doubleHop();
        at = this.mfccFrames * this.mfccHop - this.mfccHop;
      }
    }
    const keepFrom = Math.min(this.energies.length * this.energyHop, this.mfccFrames * this.mfccHop);
    if (keepFrom > this.pendingStart) {
      this.pending = joined.slice(keepFrom - this.pendingStart);
      this.pendingStart = keepFrom;
    }
  }

  /**
   * Longer than expected (or no length was given): keep every other frame, which is exactly the
   * frame sequence at twice the hop, and go on at that hop.
   */
  private doubleHop(): void {
    const kept = Math.ceil(this.mfccFrames / 2);
    for (let frame = 1; frame < kept; frame++) this.mfccs.copyWithin(frame * MFCC_DIMS, frame * 2 * MFCC_DIMS, (frame * 2 + 1) * MFCC_DIMS);
    this.mfccFrames = kept;
    this.stride *= 2;
    this.mfccHop *= 2;
  }

  finish(): AudioAnalysis {
    this.pending = new Float32Array(0);
    const speech = findSpeech(this.energies.toArray(), this.energyHop, this.energySize, this.sampleRate);
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

function findSpeech(energies: Float64Array, hop: number, size: number, sampleRate: number): SpeechRegion[] {
  const frameCount = energies.length;
  if (frameCount === 0) return [];
  const sorted = Float64Array.from(energies).sort();
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
  return merged.filter((region) => region.endMs - region.startMs >= 200).map((region) => ({ startMs: Math.round(region.startMs), endMs: Math.round(region.endMs) }));
}

function setUpMeyda(): void {
  Meyda.bufferSize = MFCC_FRAME;
  Meyda.sampleRate = 16_000;
  Meyda.melBands = 40;
  Meyda.numberOfMFCCCoefficients = MFCC_COEFFICIENTS;
  Meyda.windowingFunction = 'hamming';
}

/** Speech frames' normalised MFCCs, stored flat (one row per speech frame). */
interface FrameTable {
  dims: number;
  data: Float64Array;
  /** row of a frame number, -1 when it is not speech */
  rowOf: Int32Array;
}

function row(table: FrameTable, index: number): Float64Array {
  return table.data.subarray(index * table.dims, (index + 1) * table.dims);
}

interface Window {
  startFrame: number;
  endFrame: number;
  vector: Float64Array;
}

interface Gmm {
  weights: Float64Array;
  means: Float64Array[];
  variances: Float64Array[];
}

export const DEFAULT_BIC_PENALTY = 3.5;
const EXTRA_SPEAKER_PENALTY = 3;
const UBM_COMPONENTS = 8;
const RELEVANCE = 16;
const WINDOW_FRAMES = 150; // 1.5 s
const WINDOW_HOP = 50; // 0.5 s
const MIN_WINDOW_FRAMES = 50;
const SWITCH_PENALTY = 40;
const MAX_UBM_FRAMES = 20_000;
/** windows clustered (average linkage costs n² memory and n³ time); the rest are labelled by re-segmentation */
const MAX_CLUSTER_WINDOWS = 400;

/**
 * Tells who speaks when, locally and without any model download: energy VAD, MFCCs (meyda),
 * a small background GMM trained on the recording itself, a GMM supervector per 1.5 s window,
 * agglomerative clustering (average linkage, cosine distance) with the number of speakers chosen
 * by silhouette (one speaker below a threshold), then frame-level re-segmentation with a
 * MAP-adapted GMM per speaker and a switching penalty (Viterbi).
 */
export function diarizeSpeakers(samples: Float32Array, sampleRate = 16_000, options: DiarizeOptions = {}): Diarization {
  return analyseSamples(samples, sampleRate).diarize(options);
}

/** Diarization from a streamed analysis: `mfccs` holds MFCC_DIMS values per frame, one frame every `frameMs`. */
function diarizeFrames(speech: SpeechRegion[], mfccs: Float32Array, frameMs: number, options: DiarizeOptions): Diarization {
  if (speech.length === 0) return { speakerCount: 0, segments: [], speech };
  const speechFrames: number[] = [];
  const lastFrame = mfccs.length / MFCC_DIMS - 1;
  for (const region of speech) {
    for (let frame = Math.floor(region.startMs / frameMs); frame <= Math.min(lastFrame, Math.ceil(region.endMs / frameMs) - 1); frame++) speechFrames.push(frame);
  }
  const oneSpeaker: Diarization = { speakerCount: 1, segments: speech.map((region) => ({ ...region, speaker: 0 })), speech };
  if (speechFrames.length < MIN_WINDOW_FRAMES * 4) return oneSpeaker;
  const frames = normalizeFrames(mfccs, speechFrames, lastFrame + 1);
  const ubm = trainGmm(
    subsample(speechFrames, MAX_UBM_FRAMES).map((frame) => row(frames, frames.rowOf[frame]!)),
    UBM_COMPONENTS,
  );
  const windows = subsample(buildWindows(speech, frames, frameMs, ubm), MAX_CLUSTER_WINDOWS);
  if (windows.length < 4) return oneSpeaker;
  const merges = clusterAverageLinkage(computeDistances(windows.map((window) => window.vector)));
  const maxSpeakers = Math.min(options.maxSpeakers ?? 6, Math.floor(windows.length / 2));
  const penalty = options.bicPenalty ?? DEFAULT_BIC_PENALTY;
  // Add speakers while every pair of resulting speakers passes the BIC test (they are really two).
  let accepted: Int32Array | null = null;
  for (let k = 2; k <= maxSpeakers; k++) {
    const frameLabels = resegmentFrames(frames, speechFrames, windows, cutDendrogram(merges, windows.length, k), k, ubm);
    // each speaker beyond two must clear a stricter test: over-splitting a conversation is the
    // usual failure (small clusters look "distinct" from sampling noise alone)
    if (!areAllSpeakersDistinct(frames, frameLabels, k, penalty + EXTRA_SPEAKER_PENALTY * (k - 2))) break;
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

/**
 * The BIC test of speaker clustering (Chen & Gopalakrishnan): two groups of frames are two
 * speakers when modelling them with one full-covariance Gaussian each beats one Gaussian for
 * both by more than λ times the extra parameters' cost. λ is tuned on the fixtures (3.2–3.75
 * separates every one- and two-speaker clip tried; see docs/decisions).
 */
function areAllSpeakersDistinct(frames: FrameTable, labels: Int32Array, k: number, penalty: number): boolean {
  const groups = Array.from({ length: k }, () => [] as number[]);
  labels.forEach((label, i) => groups[label]!.push(i));
  if (groups.some((group) => group.length < MIN_WINDOW_FRAMES)) return false;
  const dims = frames.dims;
  const parameters = 0.5 * (dims + 0.5 * dims * (dims + 1));
  const logDets = groups.map((group) => computeLogDetCovariance(frames, group));
  for (let a = 0; a < k; a++) {
    for (let b = a + 1; b < k; b++) {
      const n1 = groups[a]!.length;
      const n2 = groups[b]!.length;
      const n = n1 + n2;
      const joint = computeLogDetCovariance(frames, groups[a]!.concat(groups[b]!));
      const deltaBic = 0.5 * (n * joint - n1 * logDets[a]! - n2 * logDets[b]!) - penalty * parameters * Math.log(n);
      if (deltaBic <= 0) return false;
    }
  }
  return true;
}

/** log |Σ| of the full covariance of some rows of the frame table (Cholesky). */
function computeLogDetCovariance(frames: FrameTable, rows: number[]): number {
  const n = rows.length;
  const dims = frames.dims;
  const mean = new Float64Array(dims);
  for (const index of rows) {
    const vector = row(frames, index);
    for (let d = 0; d < dims; d++) mean[d]! += vector[d]! / n;
  }
  const covariance = Array.from({ length: dims }, () => new Float64Array(dims));
  for (const index of rows) {
    const vector = row(frames, index);
    for (let i = 0; i < dims; i++) {
      const di = vector[i]! - mean[i]!;
      for (let j = 0; j <= i; j++) covariance[i]![j]! += (di * (vector[j]! - mean[j]!)) / n;
    }
  }
  const lower = Array.from({ length: dims }, () => new Float64Array(dims));
  let logDet = 0;
  for (let i = 0; i < dims; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = covariance[i]![j]!;
      for (let m = 0; m < j; m++) sum -= lower[i]![m]! * lower[j]![m]!;
      if (i === j) {
        lower[i]![i] = Math.sqrt(Math.max(sum, 1e-9));
        logDet += 2 * Math.log(lower[i]![i]!);
      } else {
        lower[i]![j] = sum / lower[j]![j]!;
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

/** Cepstral mean and variance normalisation over the speech frames (removes the channel). */
function normalizeFrames(mfccs: Float32Array, speechFrames: number[], frameCount: number): FrameTable {
  const dims = MFCC_DIMS;
  const n = speechFrames.length;
  const mean = new Float64Array(dims);
  const variance = new Float64Array(dims);
  for (const frame of speechFrames) for (let d = 0; d < dims; d++) mean[d]! += mfccs[frame * dims + d]! / n;
  for (const frame of speechFrames) for (let d = 0; d < dims; d++) variance[d]! += (mfccs[frame * dims + d]! - mean[d]!) ** 2 / n;
  const data = new Float64Array(n * dims);
  const rowOf = new Int32Array(frameCount).fill(-1);
  speechFrames.forEach((frame, i) => {
    rowOf[frame] = i;
    for (let d = 0; d < dims; d++) data[i * dims + d] = (mfccs[frame * dims + d]! - mean[d]!) / Math.sqrt(variance[d]! + 1e-9);
  });
  return { dims, data, rowOf };
}

function posteriors(gmm: Gmm, vector: Float64Array, out: Float64Array): number {
  const k = gmm.weights.length;
  let max = -Infinity;
  for (let c = 0; c < k; c++) {
    let sum = Math.log(gmm.weights[c]! + 1e-12);
    const mean = gmm.means[c]!;
    const variance = gmm.variances[c]!;
    for (let d = 0; d < vector.length; d++) sum -= 0.5 * (Math.log(variance[d]!) + (vector[d]! - mean[d]!) ** 2 / variance[d]!);
    out[c] = sum;
    if (sum > max) max = sum;
  }
  let total = 0;
  for (let c = 0; c < k; c++) total += out[c] = Math.exp(out[c]! - max);
  for (let c = 0; c < k; c++) out[c]! /= total;
  return max + Math.log(total); // log-likelihood (up to a constant)
}

/** Diagonal-covariance GMM by EM, deterministically initialised from evenly spaced frames. */
function trainGmm(vectors: Float64Array[], components: number, iterations = 12): Gmm {
  const dims = vectors[0]!.length;
  const gmm: Gmm = {
    weights: new Float64Array(components).fill(1 / components),
    means: Array.from({ length: components }, (_, c) => Float64Array.from(vectors[Math.floor(((c + 0.5) * vectors.length) / components)]!)),
    variances: Array.from({ length: components }, () => new Float64Array(dims).fill(1)),
  };
  const gamma = new Float64Array(components);
  for (let iteration = 0; iteration < iterations; iteration++) {
    const counts = new Float64Array(components);
    const first = Array.from({ length: components }, () => new Float64Array(dims));
    const second = Array.from({ length: components }, () => new Float64Array(dims));
    for (const vector of vectors) {
      posteriors(gmm, vector, gamma);
      for (let c = 0; c < components; c++) {
        const g = gamma[c]!;
        if (g < 1e-6) continue;
        counts[c]! += g;
        for (let d = 0; d < dims; d++) {
          first[c]![d]! += g * vector[d]!;
          second[c]![d]! += g * vector[d]! * vector[d]!;
        }
      }
    }
    for (let c = 0; c < components; c++) {
      const n = counts[c]! + 1e-9;
      gmm.weights[c] = counts[c]! / vectors.length;
      for (let d = 0; d < dims; d++) {
        gmm.means[c]![d] = first[c]![d]! / n;
        gmm.variances[c]![d] = Math.max(0.01, second[c]![d]! / n - gmm.means[c]![d]! ** 2);
      }
    }
  }
  return gmm;
}

/** MAP-adapted means of the background GMM for some frames, as one normalised supervector. */
function computeSupervector(ubm: Gmm, vectors: Float64Array[]): Float64Array {
  const components = ubm.weights.length;
  const dims = ubm.means[0]!.length;
  const counts = new Float64Array(components);
  const first = Array.from({ length: components }, () => new Float64Array(dims));
  const gamma = new Float64Array(components);
  for (const vector of vectors) {
    posteriors(ubm, vector, gamma);
    for (let c = 0; c < components; c++) {
      counts[c]! += gamma[c]!;
      for (let d = 0; d < dims; d++) first[c]![d]! += gamma[c]! * vector[d]!;
    }
  }
  const out = new Float64Array(components * dims);
  for (let c = 0; c < components; c++) {
    const alpha = counts[c]! / (counts[c]! + RELEVANCE);
    for (let d = 0; d < dims; d++) {
      const mean = counts[c]! > 0 ? first[c]![d]! / counts[c]! : ubm.means[c]![d]!;
      out[c * dims + d] = (Math.sqrt(ubm.weights[c]!) * alpha * (mean - ubm.means[c]![d]!)) / Math.sqrt(ubm.variances[c]![d]!);
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
      const vectors: Float64Array[] = [];
      for (let frame = start; frame < end; frame++) {
        const index = frames.rowOf[frame] ?? -1;
        if (index >= 0) vectors.push(row(frames, index));
      }
      if (vectors.length >= MIN_WINDOW_FRAMES) windows.push({ startFrame: start, endFrame: end, vector: computeSupervector(ubm, vectors) });
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
  for (const vector of vectors) for (let d = 0; d < dims; d++) spread[d]! += (vector[d]! - mean[d]!) ** 2 / vectors.length;
  const scaled = vectors.map((vector) => {
    const out = vector.map((value, d) => (value - mean[d]!) / Math.sqrt(spread[d]! + 1e-9));
    const norm = Math.sqrt(out.reduce((sum, value) => sum + value * value, 0)) || 1;
    return out.map((value) => value / norm);
  });
  return scaled.map((a) => Float64Array.from(scaled, (b) => 1 - a.reduce((sum, value, d) => sum + value * b[d]!, 0)));
}

type Merge = [number, number];

/** Average-linkage agglomerative clustering; returns the merges in order (ids ≥ n are merges). */
function clusterAverageLinkage(distances: Float64Array[]): Merge[] {
  const n = distances.length;
  const size = new Map<number, number>(Array.from({ length: n }, (_, i) => [i, 1]));
  const between = new Map<string, number>();
  const key = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) between.set(key(i, j), distances[i]![j]!);
  const merges: Merge[] = [];
  let next = n;
  while (size.size > 1) {
    let pair: Merge = [-1, -1];
    let closest = Infinity;
    const ids = [...size.keys()];
    for (let i = 0; i < ids.length; i++) {
      for (let j = i + 1; j < ids.length; j++) {
        const distance = between.get(key(ids[i]!, ids[j]!))!;
        if (distance < closest) {
          closest = distance;
          pair = [ids[i]!, ids[j]!];
        }
      }
    }
    const [a, b] = pair;
    const sizeA = size.get(a)!;
    const sizeB = size.get(b)!;
    size.delete(a);
    size.delete(b);
    for (const other of size.keys()) {
      between.set(key(next, other), (between.get(key(a, other))! * sizeA + between.get(key(b, other))! * sizeB) / (sizeA + sizeB));
    }
    size.set(next, sizeA + sizeB);
    merges.push(pair);
    next++;
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
  const components = ubm.weights.length;
  const dims = ubm.means[0]!.length;
  const counts = new Float64Array(components);
  const first = Array.from({ length: components }, () => new Float64Array(dims));
  const gamma = new Float64Array(components);
  assignment.forEach((label, i) => {
    if (label !== speaker) return;
    const vector = row(frames, i);
    posteriors(ubm, vector, gamma);
    for (let c = 0; c < components; c++) {
      counts[c]! += gamma[c]!;
      for (let d = 0; d < dims; d++) first[c]![d]! += gamma[c]! * vector[d]!;
    }
  });
  return {
    weights: ubm.weights,
    variances: ubm.variances,
    means: ubm.means.map((mean, c) => {
      const alpha = counts[c]! / (counts[c]! + RELEVANCE);
      return Float64Array.from(mean, (value, d) => (counts[c]! > 0 ? alpha * (first[c]![d]! / counts[c]!) + (1 - alpha) * value : value));
    }),
  };
}

/**
 * Gives each speech frame a speaker: a MAP-adapted GMM per speaker (from the frames its windows
 * cover), then Viterbi decoding with a switching penalty so turns do not flicker; twice.
 */
function resegmentFrames(frames: FrameTable, speechFrames: number[], windows: Window[], labels: Int32Array, k: number, ubm: Gmm): Int32Array {
  const votes = new Map<number, Float64Array>();
  windows.forEach((window, index) => {
    for (let frame = window.startFrame; frame < window.endFrame; frame++) {
      const tally = votes.get(frame) ?? new Float64Array(k);
      tally[labels[index]!]!++;
      votes.set(frame, tally);
    }
  });
  let assignment = Int32Array.from(speechFrames, (frame) => {
    const tally = votes.get(frame);
    if (tally === undefined) return -1;
    let best = 0;
    for (let c = 1; c < k; c++) if (tally[c]! > tally[best]!) best = c;
    return best;
  });
  const gamma = new Float64Array(ubm.weights.length);
  for (let pass = 0; pass < 2; pass++) {
    const models = Array.from({ length: k }, (_, c) =>
      adaptGmm(ubm, frames, assignment, c),
    );
    const n = speechFrames.length;
    const back = new Int32Array(n * k);
    let scores = new Float64Array(k);
    for (let i = 0; i < n; i++) {
      const vector = row(frames, i);
      const isJump = i > 0 && speechFrames[i]! - speechFrames[i - 1]! > 1;
      const next = new Float64Array(k);
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
        next[c] = best + posteriors(models[c]!, vector, gamma);
        back[i * k + c] = from;
      }
      scores = next;
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

function toSegments(frameLabels: Int32Array, speechFrames: number[], frameMs: number): SpeakerSegment[] {
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
