import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../../lib/app-error.ts';
import { sniffFile } from '../../../../lib/sniff-file.ts';
import { extractAudio, type ExtractAudioOptions } from './extract-audio.ts';
import { checkTool, fixturePath, readFixture } from './testing/fixtures.ts';
import {
  readReferenceTranscript,
  startTranscriptionServer,
  type TranscriptionServer,
} from './testing/transcription-server.ts';

const ffmpeg = checkTool('ffmpeg');
let transcriber: TranscriptionServer;

beforeAll(async () => {
  transcriber = await startTranscriptionServer();
});

afterAll(async () => {
  await transcriber.close();
});

async function extractError(bytes: Uint8Array, options: ExtractAudioOptions): Promise<AppError> {
  const error = await extractAudio(bytes, options).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('extractAudio', () => {
  it('says plainly that transcription is not set up, and never pretends', async () => {
    const error = await extractError(readFixture('audio/one-speaker-jfk.wav'), { transcription: {} });
    expect(error.code).toBe('NOT_CONFIGURED');
    expect(error.messageKey).toBe('pipeline:transcription_not_configured');
    expect(transcriber.requests).toHaveLength(0);
  });

  it('says when ffmpeg is missing', async () => {
    const error = await extractError(readFixture('audio/one-speaker-jfk.wav'), {
      transcription: { baseUrl: transcriber.baseUrl() },
      ffmpegPath: '/nonexistent/ffmpeg',
    });
    expect(error.messageKey).toBe('pipeline:audio_needs_ffmpeg');
  });

  it.runIf(ffmpeg.mustFail)('needs ffmpeg installed in CI', () => {
    throw new Error('ffmpeg is not on PATH in CI: run .ci/install-debian.sh');
  });

  describe.skipIf(!ffmpeg.isAvailable)(`with ffmpeg${ffmpeg.isAvailable ? '' : ` (${ffmpeg.skipReason})`}`, () => {
    it('compresses, transcribes with timestamps and finds one speaker (WAV)', async () => {
      const stages: string[] = [];
      const stored: Buffer[] = [];
      const result = await extractAudio(readFixture('audio/one-speaker-jfk.wav'), {
        transcription: { baseUrl: transcriber.baseUrl(), apiKey: 'test-key', model: 'whisper-test' },
        onStage: (stage) => stages.push(stage),
        // the compressed audio comes as a stream of its work file, still there when it is read
        storeCompressed: async (audio) => {
          for await (const chunk of audio) stored.push(chunk as Buffer);
        },
      });
      const compressed = Buffer.concat(stored);
      expect(compressed.byteLength).toBe(result.meta.compressed.byteLength);
      expect(compressed.byteLength).toBeGreaterThan(10_000);
      expect((await sniffFile(compressed))?.audioFormat).toBe('mp3');
      const request = transcriber.requests.at(-1)!;
      expect(request).toMatchObject({
        authorization: 'Bearer test-key',
        model: 'whisper-test',
        responseFormat: 'verbose_json',
        fileName: 'audio.mp3',
        fileType: 'audio/mpeg',
      });
      expect(request.fileBytes).toBeLessThan(readFixture('audio/one-speaker-jfk.wav').byteLength / 4);
      expect(stages).toEqual(['audio_compressed', 'speech_processed']);
      expect(result.durationMs).toBeGreaterThan(10_500);
      expect(result.language).toBe('en');
      expect(result.passages[0]!.text).toContain('ask not what your country can do for you');
      expect(result.passages[0]).toMatchObject({ startMs: 300, endMs: 10_500, speaker: 'Speaker 1' });
      expect(result.meta.speakers.map((speaker) => speaker.label)).toEqual(['Speaker 1']);
      expect(result.meta.speakerSource).toBe('local');
      expect(result.meta.compressed.mime).toBe('audio/mpeg');
    });

    it('reads MP3 and M4A too', async () => {
      const mp3 = await extractAudio(readFixture('audio/one-speaker-jfk.mp3'), {
        transcription: { baseUrl: transcriber.baseUrl() },
      });
      expect(mp3.meta.speakers).toHaveLength(1);
      const m4a = await extractAudio(readFixture('audio/two-speakers.m4a'), {
        transcription: { baseUrl: transcriber.baseUrl() },
        uploadFormat: 'opus',
      });
      expect(transcriber.requests.at(-1)!.fileName).toBe('audio.ogg');
      expect(m4a.meta.speakers.length).toBe(2);
    });

    it('tells two speakers apart locally and labels the transcript with them', async () => {
      const result = await extractAudio(readFixture('audio/two-speakers.wav'), {
        transcription: { baseUrl: transcriber.baseUrl() },
      });
      expect(result.meta.speakerSource).toBe('local');
      expect(result.meta.speakers.map((speaker) => speaker.label).sort()).toEqual(['Speaker 1', 'Speaker 2']);
      const reference = readReferenceTranscript('audio/two-speakers.reference.txt');
      expect(result.passages).toHaveLength(reference.length);
      // best mapping of reference names to our labels: most lines must agree
      const pairs = reference.map((line, index) => `${line.speaker}|${result.passages[index]!.speaker}`);
      const direct = pairs.filter((pair) => pair === 'Diane|Speaker 1' || pair === 'Sheila|Speaker 2').length;
      const agreed = Math.max(direct, pairs.length - direct);
      expect(agreed / pairs.length).toBeGreaterThanOrEqual(0.7);
      expect(result.passages.every((passage) => passage.startMs !== null && passage.endMs! >= passage.startMs)).toBe(
        true,
      );
    });

    it("uses the provider's speakers when it returns them", async () => {
      const result = await extractAudio(readFixture('audio/two-speakers.wav'), {
        transcription: { baseUrl: transcriber.baseUrl('diarized') },
      });
      expect(result.meta.speakerSource).toBe('provider');
      expect(result.passages[0]!.speaker).toBe('Speaker 1'); // Diane speaks first
      expect(result.passages[1]!.speaker).toBe('Speaker 2');
    });

    it('refuses silent audio with its own message, before calling the provider', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'mnemo-silence-'));
      const file = path.join(dir, 'silence.wav');
      execFileSync(ffmpeg.path!, [
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'anullsrc=r=16000:cl=mono',
        '-t',
        '3',
        '-y',
        file,
      ]);
      const before = transcriber.requests.length;
      const error = await extractError(new Uint8Array(readFileSync(file)), {
        transcription: { baseUrl: transcriber.baseUrl() },
      });
      expect(error.messageKey).toBe('pipeline:audio_silent');
      expect(transcriber.requests.length).toBe(before);
    });

    it('refuses unreadable audio, provider failures and empty transcripts with their own messages', async () => {
      const garbage = new Uint8Array(4096).map((_, i) => (i * 31) % 256);
      expect((await extractError(garbage, { transcription: { baseUrl: transcriber.baseUrl() } })).messageKey).toBe(
        'pipeline:audio_unreadable',
      );
      const jfk = readFixture('audio/one-speaker-jfk.wav');
      expect((await extractError(jfk, { transcription: { baseUrl: transcriber.baseUrl('fail') } })).messageKey).toBe(
        'pipeline:transcription_failed',
      );
      expect((await extractError(jfk, { transcription: { baseUrl: transcriber.baseUrl('empty') } })).messageKey).toBe(
        'pipeline:transcription_empty',
      );
      expect((await extractError(jfk, { transcription: { baseUrl: 'http://127.0.0.1:9/v1' } })).messageKey).toBe(
        'pipeline:transcription_failed',
      );
      expect(
        (await extractError(jfk, { transcription: { baseUrl: transcriber.baseUrl() }, maxDurationMs: 5_000 }))
          .messageKey,
      ).toBe('pipeline:audio_too_long');
    });

    it('refuses a recording whose declared length is over the limit before decoding it', async () => {
      // ffmpeg behind a wrapper that logs each call's arguments
      const dir = mkdtempSync(path.join(tmpdir(), 'mnemo-ffmpeg-log-'));
      const log = path.join(dir, 'calls.log');
      const wrapper = path.join(dir, 'ffmpeg');
      writeFileSync(wrapper, `#!/bin/sh\necho "$*" >> '${log}'\nexec '${ffmpeg.path!}' "$@"\n`, { mode: 0o755 });
      const before = transcriber.requests.length;
      const error = await extractError(readFixture('audio/one-speaker-jfk.wav'), {
        transcription: { baseUrl: transcriber.baseUrl() },
        ffmpegPath: wrapper,
        maxDurationMs: 5_000,
      });
      expect(error.messageKey).toBe('pipeline:audio_too_long');
      const calls = readFileSync(log, 'utf8').trim().split('\n');
      expect(calls.length).toBeGreaterThan(0);
      expect(calls.filter((call) => call.includes('f32le'))).toEqual([]); // nothing was decoded
      expect(transcriber.requests.length).toBe(before);
    });

    it('stops decoding at the limit when the declared length is too short', async () => {
      // an MP3 whose first second is at 320 kb/s and the next 30 s at 32 kb/s, with no header giving
      // its length: ffmpeg estimates ~4 s from the first frame's bitrate, the decoder finds 31 s
      const dir = mkdtempSync(path.join(tmpdir(), 'mnemo-long-'));
      const encode = (bitrate: string, seconds: number) => {
        const file = path.join(dir, `${bitrate}.mp3`);
        execFileSync(ffmpeg.path!, [
          '-loglevel',
          'error',
          '-f',
          'lavfi',
          '-i',
          `sine=frequency=300:duration=${seconds}`,
          '-ar',
          '44100',
          '-c:a',
          'libmp3lame',
          '-b:a',
          bitrate,
          '-write_xing',
          '0',
          '-id3v2_version',
          '0',
          '-f',
          'mp3',
          '-y',
          file,
        ]);
        return readFileSync(file);
      };
      const bytes = new Uint8Array(Buffer.concat([encode('320k', 1), encode('32k', 30)]));
      const error = await extractError(bytes, {
        transcription: { baseUrl: transcriber.baseUrl() },
        maxDurationMs: 10_000,
      });
      expect(error.messageKey).toBe('pipeline:audio_too_long');
      expect(error.values).toEqual({ max: 0 });
    });

    it('reads an upload only as the audio type its bytes are, never as a playlist naming other files', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'mnemo-playlist-'));
      const secret = path.join(dir, 'secret.wav');
      execFileSync(ffmpeg.path!, ['-loglevel', 'error', '-i', fixturePath('audio/one-speaker-jfk.wav'), '-y', secret]);
      const playlist = new TextEncoder().encode(
        `#EXTM3U\n#EXT-X-TARGETDURATION:12\n#EXTINF:11.0,\n${secret}\n#EXT-X-ENDLIST\n`,
      );
      const before = transcriber.requests.length;
      const error = await extractError(playlist, { transcription: { baseUrl: transcriber.baseUrl() } });
      expect(error.messageKey).toBe('pipeline:audio_unreadable');
      expect(transcriber.requests.length).toBe(before);
    });

    it('decodes the upload only as the type its bytes were sniffed as, never letting ffmpeg guess another', async () => {
      // Ogg is not an accepted upload: ffmpeg would read it if left to guess the format
      const dir = mkdtempSync(path.join(tmpdir(), 'mnemo-ogg-'));
      const ogg = path.join(dir, 'speech.ogg');
      execFileSync(ffmpeg.path!, [
        '-loglevel',
        'error',
        '-i',
        fixturePath('audio/one-speaker-jfk.wav'),
        '-c:a',
        'libopus',
        '-y',
        ogg,
      ]);
      const before = transcriber.requests.length;
      const error = await extractError(new Uint8Array(readFileSync(ogg)), {
        transcription: { baseUrl: transcriber.baseUrl() },
      });
      expect(error.messageKey).toBe('pipeline:audio_unreadable');
      expect(transcriber.requests.length).toBe(before);
    });

    it('cuts long audio into parts under the upload cap and shifts their timestamps', async () => {
      const result = await extractAudio(readFixture('audio/two-speakers.wav'), {
        transcription: { baseUrl: transcriber.baseUrl('split') },
        maxUploadBytes: 50_000,
      });
      expect(result.meta.parts).toBeGreaterThan(1);
      const starts = result.passages.map((passage) => passage.startMs!);
      expect(starts[0]).toBe(500);
      expect(starts[1]!).toBeGreaterThan(5_000);
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    });
  });
});
