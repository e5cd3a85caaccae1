/**
 * The transcription and YouTube stand-ins as a process of their own, for the browser journeys:
 * `node --import tsx apps/server/src/test/media-stand-ins-server.ts` with STAND_IN_PORT. The
 * transcription API (OpenAI protocol, speakers included: `TRANSCRIBE_BASE_URL=http://127.0.0.1:<port>/diarized/v1`)
 * listens on that port, the YouTube watch page, player endpoint and captions (`YOUTUBE_ORIGIN`)
 * on the next one. Prints "media stand-ins at <port>" once both listen.
 */
import { startTranscriptionServer } from '../modules/pipeline/steps/extract/testing/transcription-server.ts';
import { startYoutubeServer } from '../modules/pipeline/steps/extract/testing/youtube-server.ts';

const port = Number(process.env.STAND_IN_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('STAND_IN_PORT must be a port number');
const transcription = await startTranscriptionServer({ port });
const youtube = await startYoutubeServer({ port: port + 1 });
console.log(`media stand-ins at ${port} (transcription) and ${port + 1} (YouTube)`);
process.on('SIGTERM', () => void Promise.all([transcription.close(), youtube.close()]).then(() => process.exit(0)));
