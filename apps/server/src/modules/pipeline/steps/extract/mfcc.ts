/**
 * MFCCs of one frame, computed the way meyda 5 computes them (Hamming window, radix-2 FFT,
 * amplitude then power spectrum, triangular mel filters from 0 Hz to Nyquist, log(energy + 1),
 * DCT-II scaled by 2; the same Float32 roundings), but with every buffer allocated once: meyda
 * makes thousands of objects per frame (one per FFT butterfly, one array per mel band), which
 * on a recording of hours is gigabytes of garbage and a JS heap that grows with the length.
 */
export class MfccExtractor {
  private readonly window: Float32Array;
  private readonly real: Float64Array;
  private readonly imag: Float64Array;
  private readonly power: Float32Array;
  private readonly bitReversed: Uint32Array;
  private readonly cos: Float64Array;
  private readonly sin: Float64Array;
  /** per mel band: first FFT bin and its weights */
  private readonly filters: Array<{ first: number; weights: Float64Array }>;
  private readonly bands: Float32Array;
  private readonly dct: Float64Array;

  constructor(
    readonly size = 512,
    readonly sampleRate = 16_000,
    melBands = 40,
    readonly coefficients = 20,
  ) {
    if (size & (size - 1)) throw new Error('MFCC frame size must be a power of two');
    this.window = Float32Array.from({ length: size }, (_, i) => 0.54 - 0.46 * Math.cos(2 * Math.PI * (i / size - 1)));
    this.real = new Float64Array(size);
    this.imag = new Float64Array(size);
    this.power = new Float32Array(size / 2);
    const bits = Math.log2(size);
    this.bitReversed = Uint32Array.from({ length: size }, (_, i) => {
      let reversed = 0;
      for (let b = 0; b < bits; b++) reversed |= ((i >> b) & 1) << (bits - 1 - b);
      return reversed;
    });
    this.cos = Float64Array.from({ length: size / 2 }, (_, k) => Math.cos((-2 * Math.PI * k) / size));
    this.sin = Float64Array.from({ length: size / 2 }, (_, k) => Math.sin((-2 * Math.PI * k) / size));
    this.filters = createMelFilters(Math.max(melBands, coefficients), sampleRate, size);
    this.bands = new Float32Array(this.filters.length);
    const n = this.filters.length;
    this.dct = Float64Array.from({ length: n * coefficients }, (_, i) =>
      Math.cos((Math.PI / n) * ((i % n) + 0.5) * Math.floor(i / n)),
    );
  }

  /** Writes the frame's `coefficients` MFCCs to `out` from `offset`; `frame` holds `size` samples. */
  extract(frame: Float32Array, out: Float32Array, offset = 0): void {
    const { size, real, imag } = this;
    for (let i = 0; i < size; i++) {
      real[this.bitReversed[i]!] = frame[i]! * this.window[i]!;
      imag[i] = 0;
    }
    for (let span = 2; span <= size; span *= 2) {
      const half = span / 2;
      const step = size / span;
      for (let start = 0; start < size; start += span) {
        for (let k = 0; k < half; k++) {
          const even = start + k;
          const odd = even + half;
          const wr = this.cos[k * step]!;
          const wi = this.sin[k * step]!;
          const oddReal = wr * real[odd]! - wi * imag[odd]!;
          const oddImag = wr * imag[odd]! + wi * real[odd]!;
          real[odd] = real[even]! - oddReal;
          imag[odd] = imag[even]! - oddImag;
          real[even]! += oddReal;
          imag[even]! += oddImag;
        }
      }
    }
    for (let i = 0; i < size / 2; i++) {
      const amplitude = Math.fround(Math.sqrt(real[i]! ** 2 + imag[i]! ** 2));
      this.power[i] = amplitude ** 2;
    }
    this.filters.forEach(({ first, weights }, band) => {
      let sum = 0;
      for (let j = 0; j < weights.length; j++)
        sum = Math.fround(sum + Math.fround(weights[j]! * this.power[first + j]!));
      this.bands[band] = Math.log(sum + 1);
    });
    const n = this.bands.length;
    for (let k = 0; k < this.coefficients; k++) {
      let sum = 0;
      for (let i = 0; i < n; i++) sum += this.bands[i]! * this.dct[k * n + i]!;
      out[offset + k] = 2 * sum;
    }
  }
}

/** meyda's triangular filters (Float32 mel points, bins floor((size + 1) · f / rate)), only their non-zero stretch kept. */
function createMelFilters(
  count: number,
  sampleRate: number,
  size: number,
): Array<{ first: number; weights: Float64Array }> {
  const toMel = (hz: number) => 1125 * Math.log(1 + hz / 700);
  const toHz = (mel: number) => 700 * (Math.exp(mel / 1125) - 1);
  const step = (toMel(sampleRate / 2) - toMel(0)) / (count + 1);
  const bins = Array.from({ length: count + 2 }, (_, i) =>
    Math.floor(((size + 1) * Math.fround(toHz(Math.fround(i * step)))) / sampleRate),
  );
  const last = size / 2; // meyda sums bins below size / 2 only
  return Array.from({ length: count }, (_, j) => {
    const [low, middle, high] = [bins[j]!, bins[j + 1]!, bins[j + 2]!];
    const end = Math.min(high, last);
    const weights = new Float64Array(Math.max(0, end - low));
    for (let i = low; i < Math.min(middle, end); i++) weights[i - low] = (i - low) / (middle - low);
    for (let i = middle; i < end; i++) weights[i - low] = (high - i) / (high - middle);
    return { first: low, weights };
  });
}
