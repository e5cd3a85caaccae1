import { createWriteStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { CARD_MEDIA_REF_PATTERN, type ImportSkipped, type ImportSkipReason } from '@mnemo/contracts/exchange';
import { FlashcardSchema } from '@mnemo/contracts/library';
import { errors } from '../../lib/app-error.ts';
import { prepareCardMedia, type PreparedCardMedia } from '../material/prepare-card-media.ts';
import { makeWorkDir } from '../pipeline/steps/extract/work-dir.ts';
import { PackageTooLargeError, type UnpackLimits } from './bounded-unpack.ts';
import { readCardsCsv } from './card-csv.ts';
import { type AnkiCard, NotAnkiPackageError, readAnkiPackage, TooManyCardsError } from './read-anki-package.ts';

/*
 * Reading an uploaded deck (issue 21 item 2, ADR 064): pure and CPU-bound, so the import job runs
 * it in the worker-thread pool. The cards are written one JSON line each to a file of a work
 * folder, and the media files beside it, so the job saves them batch by batch without the whole
 * deck crossing into (or being parsed on) the event loop's thread at once.
 */

/** One card as a line of `cards.ndjson`. */
export interface DeckLine extends Omit<AnkiCard, 'reviews'> {
  reviews: Array<Omit<AnkiCard['reviews'][number], 'reviewedAt'> & { reviewedAt: string }>;
}

export interface DeckMediaFile extends Omit<PreparedCardMedia, 'bytes'> {
  size: number;
}

export interface ReadDeckResult {
  /** the work folder: `cards.ndjson` and `media/<id>`; the caller removes it */
  dir: string;
  /** the deck's name (the session's, when the import makes one) */
  name: string;
  cards: number;
  reviews: number;
  /** of `cards`, those of Anki's image occlusion (read as basic cards, their masks not drawn) */
  imageOcclusion: number;
  skipped: ImportSkipped;
  media: DeckMediaFile[];
}

export interface ReadDeckOptions {
  fileName: string | null;
  /** the most cards the file may hold (IMPORT_MAX_CARDS) */
  maxCards: number;
  limits?: Partial<UnpackLimits>;
  /** how far the reading is, 0–100 */
  onProgress?: (percent: number) => void;
}

/** The longest front and back a card may have: the card contract's, as for every other write. */
const FRONT_MAX = FlashcardSchema.shape.front.maxLength ?? Number.POSITIVE_INFINITY;
const BACK_MAX = FlashcardSchema.shape.back.maxLength ?? Number.POSITIVE_INFINITY;

/** Why a card cannot be saved as it is, or null when it can. */
export function checkCard(card: { front: string; back: string }): ImportSkipReason | null {
  if (!card.front.trim()) return 'front_empty';
  if (!card.back.trim()) return 'back_empty';
  if (card.front.length > FRONT_MAX) return 'front_too_long';
  if (card.back.length > BACK_MAX) return 'back_too_long';
  return null;
}

const MIB = 1024 * 1024;

/** Reads a deck: an Anki package (zip), else a CSV; AppErrors for what cannot be imported. */
async function readCards(
  bytes: Uint8Array,
  options: ReadDeckOptions,
): Promise<{ name: string; cards: AnkiCard[]; media: PreparedCardMedia[] }> {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (isZip) {
    let prepared: PreparedCardMedia[] = [];
    try {
      const deck = await readAnkiPackage(bytes, {
        maxCards: options.maxCards,
        ...(options.limits ? { limits: options.limits } : {}),
        prepareMedia: async (media) => {
          const { refs, files } = await prepareCardMedia(media);
          prepared = files;
          return refs;
        },
        onCard: (done, total) => {
          if (done % 1000 === 0) options.onProgress?.(Math.round((done / total) * 100));
        },
      });
      return { name: deck.deckName, cards: deck.cards, media: prepared };
    } catch (error) {
      if (error instanceof NotAnkiPackageError) throw errors.unsupportedFile('import_not_a_deck');
      if (error instanceof PackageTooLargeError)
        throw errors.payloadTooLarge('import_too_large_unpacked', { size: Math.floor(error.limitBytes / MIB) });
      if (error instanceof TooManyCardsError)
        throw errors.payloadTooLarge('import_too_many_cards', { limit: error.limit });
      throw error;
    }
  }
  const rows = readCardsCsv(bytes);
  if (rows === null) throw errors.unsupportedFile('import_not_a_deck');
  if (rows.length > options.maxCards)
    throw errors.payloadTooLarge('import_too_many_cards', { limit: options.maxCards });
  const name = (options.fileName ?? 'Imported cards').replace(/\.[^.]*$/, '');
  return {
    name,
    cards: rows.map((r) => ({ ...r, tags: [], schedule: null, suspended: false, reviews: [] })),
    media: [],
  };
}

/**
 * Reads a deck into a work folder: the cards within the card contract's limits (the others
 * counted by reason in `skipped`) and only the media files some kept card shows.
 */
export async function readDeckToFolder(bytes: Uint8Array, options: ReadDeckOptions): Promise<ReadDeckResult> {
  const deck = await readCards(bytes, options);
  if (deck.cards.length === 0) throw errors.validation('file', 'import_nothing');
  const skipped: ImportSkipped = { count: 0, reasons: {} };
  const dir = await makeWorkDir('import');
  try {
    const out = createWriteStream(path.join(dir, 'cards.ndjson'));
    let cards = 0;
    let reviews = 0;
    let imageOcclusion = 0;
    const used = new Set<string>();
    for (const card of deck.cards) {
      const reason = checkCard(card);
      if (reason) {
        skipped.count++;
        skipped.reasons[reason] = (skipped.reasons[reason] ?? 0) + 1;
        continue;
      }
      for (const match of `${card.front}\n${card.back}`.matchAll(CARD_MEDIA_REF_PATTERN)) used.add(match[1]!);
      const line: DeckLine = {
        ...card,
        reviews: card.reviews.map((review) => ({ ...review, reviewedAt: review.reviewedAt.toISOString() })),
      };
      if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, 'drain');
      cards++;
      if (card.imageOcclusion) imageOcclusion++;
      reviews += card.reviews.length;
    }
    out.end();
    await once(out, 'close');
    if (cards === 0) throw errors.validation('file', 'import_nothing_valid');
    const media: DeckMediaFile[] = [];
    await mkdir(path.join(dir, 'media'));
    for (const file of deck.media) {
      if (!used.has(file.id)) continue;
      const { bytes: content, ...rest } = file;
      await writeFile(path.join(dir, 'media', file.id), content);
      media.push({ ...rest, size: content.byteLength });
    }
    return { dir, name: deck.name, cards, reviews, imageOcclusion, skipped, media };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
