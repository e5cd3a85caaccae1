import type { OutlineEntry } from '@mnemo/contracts/material';
import { stripMarkdownExtensions } from '@mnemo/domain/markdown-extensions';
import type { AppContext } from '../../app-context.ts';
import type { DocumentRow } from '../../db/schema.ts';
import { errors } from '../../lib/app-error.ts';
import { getDerivedStorageKey } from '../../lib/storage-keys.ts';
import type { Readable } from 'node:stream';
import { extractAudio, type CompressedAudio } from './steps/extract/extract-audio.ts';
import { extractPdf } from './steps/extract/extract-pdf.ts';
import { extractPpt } from './steps/extract/extract-ppt.ts';
import { extractPptx } from './steps/extract/extract-pptx.ts';
import { extractWeb } from './steps/extract/extract-web.ts';
import { extractYoutube } from './steps/extract/extract-youtube.ts';
import { groupCaptionCues, looksLikeCaptions, parseCaptionCues } from './steps/extract/extract-captions.ts';
import { createPassage, detectLanguage, type ExtractedPassage } from './steps/extract/extraction.ts';
import {
  hasTranscriptMarkers,
  readSpeakerTurns,
  SpeakerLabels,
  stripTranscriptMarkers,
} from './steps/extract/spoken-text.ts';
import { renderWebPdf } from './steps/extract/render-web-pdf.ts';
import { convertSlidesToPdf } from './steps/extract/convert-slides-pdf.ts';
import { recordDocumentPdf } from '../material/save-derived-material.ts';

export interface ExtractedMaterial {
  passages: ExtractedPassage[];
  language: string | null;
  durationMs: number | null;
  /** the document's own outline (PDF bookmarks); empty when it has none */
  outline: OutlineEntry[];
  /** the title the material gives itself (a web page's, a video's), for a document that has no name */
  title?: string | null;
}

/** A stage the extractor finished, with whether it was done or skipped. */
export type StageReport = (stage: string, status?: 'done' | 'skipped') => Promise<void>;

/** How far the extractor is inside its stage (0–1), for the progress bar; never awaited. */
export type ProgressReport = (fraction: number) => void;

/**
 * Splits pasted text into paragraph passages (blank lines separate them). A transcript's speaker
 * labels become the passages' speakers and leave the text, with its transcription markers
 * (spoken-text.ts); a pasted caption file (WebVTT, SRT) is read as its cues' words, by speaker.
 */
export function splitText(text: string): ExtractedPassage[] {
  const normalized = text.replace(/\r\n?/g, '\n');
  if (looksLikeCaptions(normalized)) {
    return groupCaptionCues(parseCaptionCues(normalized)).map((passage) =>
      createPassage(passage.text, { speaker: passage.speaker }),
    );
  }
  const paragraphs = stripMarkdownExtensions(normalized)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const lines = paragraphs.map((paragraph) => paragraph.split('\n'));
  const labels = SpeakerLabels.find(lines.flat(), { isCaptions: false, paragraphCount: paragraphs.length });
  if (labels.isTranscript || labels.hasTimestamps) {
    return readSpeakerTurns(lines, labels)
      .map((turn) =>
        createPassage(stripTranscriptMarkers(turn.lines.join('\n'), { isTranscript: true }), { speaker: turn.speaker }),
      )
      .filter((passage) => passage.text !== '');
  }
  if (!hasTranscriptMarkers(normalized)) return paragraphs.map((paragraph) => createPassage(paragraph));
  return paragraphs
    .map((paragraph) => createPassage(stripTranscriptMarkers(paragraph, { isTranscript: false })))
    .filter((passage) => passage.text !== '');
}

/** A PDF's text: in the worker pool when the process has one (pdf.js on 120 pages is seconds of work and garbage). */
function readPdf(
  ctx: AppContext,
  bytes: Uint8Array,
  onPage: (read: number, total: number) => void,
): ReturnType<typeof extractPdf> {
  if (ctx.workerPool) return ctx.workerPool.extractPdf(bytes, ({ done, total }) => onPage(done, total));
  return extractPdf(bytes, { onPage });
}

/** The kinds of material that arrive as bytes and are read without any service: an upload's, pasted text's. */
export type FileMaterialKind = 'pdf' | 'pptx' | 'ppt' | 'text';

/** The text of a material that arrives as bytes, as passages, with its language and outline. */
export type FileMaterial = Pick<ExtractedMaterial, 'passages' | 'language' | 'outline'>;

/**
 * Reads the bytes of an uploaded file (a kind `sniffFile` decided from them) or of pasted text:
 * the one reader of these kinds, shared by the extract stage and the files the eval command reads
 * (read-material-file.ts), so both refuse or read a file alike. A legacy .ppt goes through
 * LibreOffice (`extractPpt`); a corrupted or password-protected deck is refused with the spec's
 * PowerPoint message. `readPdf` reads a PDF elsewhere (the worker pool) when given.
 */
export async function extractFileMaterial(
  kind: FileMaterialKind,
  bytes: Uint8Array,
  options: { readPdf?: (bytes: Uint8Array) => ReturnType<typeof extractPdf> } = {},
): Promise<FileMaterial> {
  if (kind === 'text') {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    const passages = splitText(text);
    if (passages.length === 0) throw errors.validation('text', 'pipeline:text_empty');
    return { passages, language: detectLanguage(text) ?? null, outline: [] };
  }
  const result =
    kind === 'pdf'
      ? await (options.readPdf ?? extractPdf)(bytes)
      : kind === 'pptx'
        ? await extractPptx(bytes)
        : await extractPpt(bytes);
  return { passages: result.passages, language: result.language ?? null, outline: result.outline ?? [] };
}

/** The extract stage: reads a document's material by its kind, reporting the spec §4 stages. */
export async function extractMaterial(
  ctx: AppContext,
  document: DocumentRow,
  options: { preferredLanguage: string; report: StageReport; progress?: ProgressReport },
): Promise<ExtractedMaterial> {
  const { config, storage } = ctx;
  const read = async (): Promise<Uint8Array> => {
    if (!document.storage_key) throw errors.internal();
    return new Uint8Array(await storage.get(document.storage_key));
  };
  const fetchOptions = { allowHosts: config.FETCH_ALLOW_HOSTS };
  switch (document.kind) {
    case 'pdf':
    case 'pptx':
    case 'ppt': {
      const bytes = await read();
      const result = await extractFileMaterial(document.kind, bytes, {
        readPdf: (pdf) => readPdf(ctx, pdf, (read, total) => options.progress?.(read / total)),
      });
      if (document.kind !== 'pdf') {
        // slides shown as they look, where LibreOffice is installed (else as text from the passages)
        const pdf = await convertSlidesToPdf(bytes, document.kind);
        if (pdf) {
          const key = getDerivedStorageKey(document, 'slides.pdf');
          await storage.put(key, pdf);
          await recordDocumentPdf(ctx.db, document.id, key);
        }
      }
      await options.report('file_processed');
      return { ...result, durationMs: null };
    }
    case 'text': {
      const result = await extractFileMaterial('text', await read());
      await options.report('text_processed');
      return { ...result, durationMs: null };
    }
    case 'url': {
      const result = await extractWeb(document.source_url ?? '', fetchOptions);
      await options.report('webpage_processed');
      const rendered = await renderWebPdf(
        {
          html: result.meta.articleHtml,
          baseUrl: result.meta.finalUrl,
          ...(result.title ? { title: result.title } : {}),
        },
        { chromiumPath: config.CHROMIUM_PATH, fetchOptions },
      );
      if (rendered.isRendered) {
        const key = getDerivedStorageKey(document, 'page.pdf');
        await storage.put(key, rendered.pdf);
        await recordDocumentPdf(ctx.db, document.id, key);
        await options.report('webpage_converted_to_pdf');
      } else {
        await options.report('webpage_pdf_skipped', 'skipped');
      }
      return {
        passages: result.passages,
        language: result.language ?? null,
        durationMs: null,
        outline: [],
        title: result.title ?? null,
      };
    }
    case 'youtube': {
      const result = await extractYoutube(document.source_url ?? document.video_id ?? '', {
        origin: config.YOUTUBE_ORIGIN,
        preferredLanguage: options.preferredLanguage,
      });
      await options.report('video_processed');
      return {
        passages: result.passages,
        language: result.language ?? null,
        durationMs: result.durationMs ?? null,
        outline: [],
        title: result.title ?? null,
      };
    }
    case 'audio': {
      const bytes = await read();
      const stages: Promise<void>[] = [];
      const audioOptions = {
        transcription: {
          ...(config.TRANSCRIBE_BASE_URL ? { baseUrl: config.TRANSCRIBE_BASE_URL } : {}),
          ...(config.TRANSCRIBE_API_KEY ? { apiKey: config.TRANSCRIBE_API_KEY } : {}),
          model: config.TRANSCRIBE_MODEL,
        },
        onStage: (stage: 'audio_compressed' | 'speech_processed') => {
          stages.push(options.report(stage));
        },
        // streamed from the work file to storage once the stages are reported, never held whole
        storeCompressed: async (audio: Readable, compressed: CompressedAudio) => {
          await Promise.all(stages);
          await storage.put(getDerivedStorageKey(document, `audio.${compressed.ext}`), audio);
        },
      };
      // in the worker pool when the process has one: the analysis and the speaker detection of a long recording are seconds of CPU
      const result = ctx.workerPool
        ? await ctx.workerPool.extractAudio(bytes, audioOptions)
        : await extractAudio(bytes, audioOptions);
      await Promise.all(stages);
      await options.report('audio_processed');
      return {
        passages: result.passages,
        language: result.language ?? null,
        durationMs: result.durationMs ?? null,
        outline: [],
      };
    }
  }
}
