import type { MusicTrack } from '@mnemo/contracts/guided';
import type { MusicEngine } from './music-store.ts';

/** Binaural beats: 200 Hz in the left ear, 210 Hz in the right (a 10 Hz difference). */
export const BINAURAL_BASE_HZ = 200;
export const BINAURAL_BEAT_HZ = 10;

function noiseBuffer(context: AudioContext, kind: 'whitenoise' | 'brownnoise'): AudioBuffer {
  const length = context.sampleRate * 4;
  const buffer = context.createBuffer(1, length, context.sampleRate);
  const data = buffer.getChannelData(0);
  let last = 0;
  for (let i = 0; i < length; i += 1) {
    const white = Math.random() * 2 - 1;
    if (kind === 'whitenoise') data[i] = white * 0.5;
    else {
      // brown noise: integrated white noise, kept in range
      last = (last + 0.02 * white) / 1.02;
      data[i] = last * 3.5;
    }
  }
  return buffer;
}

/**
 * White noise, brown noise and binaural beats made with the Web Audio API: nothing downloaded,
 * works offline. Play and pause resume and suspend the audio graph.
 */
export function createGeneratedEngine(createContext: () => AudioContext = () => new AudioContext()): MusicEngine {
  let context: AudioContext | null = null;
  let gain: GainNode | null = null;
  let volume = 70;
  return {
    async load(track: MusicTrack) {
      context = createContext();
      gain = context.createGain();
      gain.gain.value = volume / 100;
      gain.connect(context.destination);
      if (track.id === 'binaural') {
        const merger = context.createChannelMerger(2);
        [BINAURAL_BASE_HZ, BINAURAL_BASE_HZ + BINAURAL_BEAT_HZ].forEach((frequency, channel) => {
          const oscillator = context!.createOscillator();
          oscillator.frequency.value = frequency;
          oscillator.connect(merger, 0, channel);
          oscillator.start();
        });
        merger.connect(gain);
      } else {
        const source = context.createBufferSource();
        source.buffer = noiseBuffer(context, track.id === 'brownnoise' ? 'brownnoise' : 'whitenoise');
        source.loop = true;
        source.connect(gain);
        source.start();
      }
      await context.suspend();
    },
    play() {
      void context?.resume();
    },
    pause() {
      void context?.suspend();
    },
    setVolume(next: number) {
      volume = next;
      if (gain) gain.gain.value = next / 100;
    },
    isRunning: () => context?.state === 'running',
    dispose() {
      void context?.close();
      context = null;
    },
  };
}
