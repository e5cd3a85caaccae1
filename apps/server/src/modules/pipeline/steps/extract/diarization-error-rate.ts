/** One speaker turn: who speaks from when to when (milliseconds). */
export interface SpeakerTurn {
  startMs: number;
  endMs: number;
  speaker: string;
}

export interface DiarizationScore {
  /** (missed + false alarm + confusion) / reference speech */
  der: number;
  missedMs: number;
  falseAlarmMs: number;
  confusionMs: number;
  referenceSpeechMs: number;
}

/** Reads the SPEAKER lines of an RTTM file into turns. */
export function parseRttm(text: string): SpeakerTurn[] {
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[0] === 'SPEAKER' && fields.length >= 8)
    .map((fields) => {
      const startMs = Math.round(Number(fields[3]) * 1000);
      return { startMs, endMs: startMs + Math.round(Number(fields[4]) * 1000), speaker: fields[7]! };
    });
}

/**
 * Scores a diarization against a reference at 10 ms resolution, overlapped speech included, with
 * the best one-to-one mapping of hypothesis to reference speakers (NIST md-eval's definition;
 * `collarMs` around each reference boundary is not scored, 0 by default).
 */
export function computeDiarizationErrorRate(
  reference: SpeakerTurn[],
  hypothesis: SpeakerTurn[],
  options: { collarMs?: number } = {},
): DiarizationScore {
  const step = 10;
  const endMs = Math.max(0, ...reference.map((turn) => turn.endMs), ...hypothesis.map((turn) => turn.endMs));
  const frames = Math.ceil(endMs / step);
  const refSpeakers = [...new Set(reference.map((turn) => turn.speaker))];
  const hypSpeakers = [...new Set(hypothesis.map((turn) => turn.speaker))];
  const toGrid = (turns: SpeakerTurn[], speakers: string[]): Uint8Array[] =>
    speakers.map((speaker) => {
      const grid = new Uint8Array(frames);
      for (const turn of turns.filter((candidate) => candidate.speaker === speaker)) {
        for (
          let frame = Math.floor(turn.startMs / step);
          frame < Math.min(frames, Math.ceil(turn.endMs / step));
          frame++
        )
          grid[frame] = 1;
      }
      return grid;
    });
  const ref = toGrid(reference, refSpeakers);
  const hyp = toGrid(hypothesis, hypSpeakers);
  const scored = new Uint8Array(frames).fill(1);
  const collar = Math.round((options.collarMs ?? 0) / step);
  if (collar > 0) {
    for (const turn of reference) {
      for (const boundary of [turn.startMs, turn.endMs]) {
        const center = Math.round(boundary / step);
        for (let frame = Math.max(0, center - collar); frame < Math.min(frames, center + collar); frame++)
          scored[frame] = 0;
      }
    }
  }
  // overlap (frames both speak) for each pair, to find the best mapping
  const overlap = refSpeakers.map((_, r) =>
    hypSpeakers.map((__, h) => {
      let count = 0;
      for (let frame = 0; frame < frames; frame++) if (scored[frame] && ref[r]![frame] && hyp[h]![frame]) count++;
      return count;
    }),
  );
  const mapping = findBestMapping(overlap, refSpeakers.length, hypSpeakers.length);
  let missed = 0;
  let falseAlarm = 0;
  let confusion = 0;
  let total = 0;
  for (let frame = 0; frame < frames; frame++) {
    if (!scored[frame]) continue;
    const nRef = ref.reduce((sum, grid) => sum + grid[frame]!, 0);
    const nHyp = hyp.reduce((sum, grid) => sum + grid[frame]!, 0);
    let correct = 0;
    for (const [r, h] of mapping) if (ref[r]![frame] && hyp[h]![frame]) correct++;
    total += nRef;
    missed += Math.max(0, nRef - nHyp);
    falseAlarm += Math.max(0, nHyp - nRef);
    confusion += Math.min(nRef, nHyp) - correct;
  }
  return {
    der: total === 0 ? 0 : (missed + falseAlarm + confusion) / total,
    missedMs: missed * step,
    falseAlarmMs: falseAlarm * step,
    confusionMs: confusion * step,
    referenceSpeechMs: total * step,
  };
}

/** Exhaustive search of the one-to-one mapping maximising matched frames (few speakers). */
function findBestMapping(overlap: number[][], nRef: number, nHyp: number): Array<[number, number]> {
  let best: Array<[number, number]> = [];
  let bestScore = -1;
  const visit = (r: number, used: Set<number>, pairs: Array<[number, number]>, score: number): void => {
    if (r === nRef) {
      if (score > bestScore) {
        bestScore = score;
        best = [...pairs];
      }
      return;
    }
    visit(r + 1, used, pairs, score);
    for (let h = 0; h < nHyp; h++) {
      if (used.has(h)) continue;
      used.add(h);
      pairs.push([r, h]);
      visit(r + 1, used, pairs, score + overlap[r]![h]!);
      pairs.pop();
      used.delete(h);
    }
  };
  visit(0, new Set(), [], 0);
  return best;
}
