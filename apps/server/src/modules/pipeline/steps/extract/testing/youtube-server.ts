import { readFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fixturePath } from './fixtures.ts';

/**
 * A local stand-in for YouTube speaking the formats caption fetchers parse: the watch page (with
 * INNERTUBE_API_KEY and ytInitialPlayerResponse), the InnerTube player endpoint and the timedtext
 * XML, built from the real captions in fixtures/transcripts/lecture-captions.json.
 */
export interface YoutubeServer {
  origin: string;
  requests: string[];
  close(): Promise<void>;
}

export const LECTURE_VIDEO_ID = 'KXof0q88xbg';
export const NO_CAPTIONS_VIDEO_ID = 'NoCaptions1';
export const PRIVATE_VIDEO_ID = 'PrivateVid1';
export const MISSING_VIDEO_ID = 'MissingVid1';

interface Cue {
  text: string;
  start: number;
  duration: number;
}

const API_KEY = 'AIzaSyTestKeyForLocalServer000000000';

function escapeXml(text: string): string {
  // YouTube escapes apostrophes as &#39; and then escapes the ampersand again
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&amp;#39;');
}

function buildPlayerResponse(videoId: string, meta: { title: string }, cues: Cue[]): Record<string, unknown> {
  const details = {
    videoId,
    title: meta.title,
    lengthSeconds: String(Math.ceil((cues.at(-1)?.start ?? 0) + (cues.at(-1)?.duration ?? 0))),
    author: 'MIT OpenCourseWare',
    isPrivate: false,
  };
  switch (videoId) {
    case LECTURE_VIDEO_ID:
      return {
        playabilityStatus: { status: 'OK', playableInEmbed: true },
        videoDetails: details,
        captions: {
          playerCaptionsTracklistRenderer: {
            captionTracks: [
              {
                baseUrl: `https://www.youtube.com/api/timedtext?v=${videoId}&caps=asr&lang=en&kind=asr&fmt=srv3`,
                name: { simpleText: 'English (auto-generated)' },
                vssId: 'a.en',
                languageCode: 'en',
                kind: 'asr',
                isTranslatable: true,
              },
              {
                baseUrl: `https://www.youtube.com/api/timedtext?v=${videoId}&lang=en&name=CC&fmt=srv3`,
                name: { simpleText: 'English' },
                vssId: '.en',
                languageCode: 'en',
                isTranslatable: true,
              },
            ],
            audioTracks: [{ captionTrackIndices: [0, 1] }],
          },
        },
      };
    case NO_CAPTIONS_VIDEO_ID:
      return {
        playabilityStatus: { status: 'OK' },
        videoDetails: { ...details, videoId, title: 'A video without captions' },
      };
    case PRIVATE_VIDEO_ID:
      return { playabilityStatus: { status: 'LOGIN_REQUIRED', reason: 'This video is private' } };
    default:
      return { playabilityStatus: { status: 'ERROR', reason: 'This video is unavailable' } };
  }
}

/** Starts the stand-in on 127.0.0.1, on a random port unless `port` is given. */
export async function startYoutubeServer(options: { port?: number } = {}): Promise<YoutubeServer> {
  const fixture = JSON.parse(readFileSync(fixturePath('transcripts/lecture-captions.json'), 'utf8')) as {
    meta: { title: string };
    segments: Cue[];
  };
  const requests: string[] = [];
  const server: Server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    if (request.method === 'GET' && url.pathname === '/watch') {
      const videoId = url.searchParams.get('v') ?? '';
      const player = buildPlayerResponse(videoId, fixture.meta, fixture.segments);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!DOCTYPE html><html lang="en"><head><title>${fixture.meta.title} - YouTube</title>` +
          `<script nonce="x">ytcfg.set({"INNERTUBE_API_KEY":"${API_KEY}","INNERTUBE_CLIENT_NAME":"WEB","INNERTUBE_CLIENT_VERSION":"2.20250101.00.00"});</script>` +
          `<script nonce="x">var ytInitialPlayerResponse = ${JSON.stringify(player)};</script></head><body></body></html>`,
      );
      return;
    }
    if (request.method === 'POST' && url.pathname === '/youtubei/v1/player') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (url.searchParams.get('key') !== API_KEY) {
          response.writeHead(403, { 'content-type': 'application/json' });
          response.end('{"error":{"code":403}}');
          return;
        }
        const { videoId } = JSON.parse(body) as { videoId: string };
        response.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
        response.end(JSON.stringify(buildPlayerResponse(videoId, fixture.meta, fixture.segments)));
      });
      return;
    }
    if (
      request.method === 'GET' &&
      url.pathname === '/api/timedtext' &&
      url.searchParams.get('v') === LECTURE_VIDEO_ID
    ) {
      const isAsr = url.searchParams.get('kind') === 'asr';
      const cues = isAsr ? [{ text: 'auto generated words', start: 0, duration: 1 }] : fixture.segments;
      response.writeHead(200, { 'content-type': 'text/xml; charset=UTF-8' });
      response.end(
        `<?xml version="1.0" encoding="utf-8" ?><transcript>${cues
          .map((cue) => `<text start="${cue.start}" dur="${cue.duration}">${escapeXml(cue.text)}</text>`)
          .join('')}</transcript>`,
      );
      return;
    }
    response.writeHead(404, { 'content-type': 'text/html' });
    response.end('');
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
