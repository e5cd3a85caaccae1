import crypto from 'node:crypto';
import type { Schedule } from '@mnemo/domain/spaced-repetition';
import { renderClozeBack, renderClozeFront } from '@mnemo/domain/cloze';
import { zipSync } from 'fflate';
import { markdownToFieldHtml } from './card-html.ts';
import { openSqlite } from './sqlite.ts';

/*
 * Writes an Anki package: a legacy `collection.anki2` (schema 11, which every Anki since 2.0
 * and AnkiDroid import), one deck per session, one "Basic" note per card (Front/Back), a cloze
 * note as one Cloze note and a typed card as a "type in the answer" note (ADR 106), each
 * card's schedule as Anki's type, queue, due day and interval, its FSRS memory state in the
 * card's `data` (`s`, `d`, as Anki's own FSRS keeps it) and the review log in `revlog`. Fields
 * are the cards' Markdown as HTML (card-html.ts), with their images and sounds as media files.
 */

export interface ExportReview {
  rating: number;
  stateBefore: string;
  scheduledDaysBefore: number;
  reviewedAt: Date;
  durationMs: number | null;
}

export interface ExportCard {
  front: string;
  back: string;
  /** absent: basic */
  kind?: 'basic' | 'cloze' | 'typed';
  /** a cloze card's note: its id (shared by the note's cards), deletion number and text */
  note?: { id: string; ordinal: number; text: string } | null;
  tags: string[];
  schedule: Schedule | null;
  suspended: boolean;
  reviews: ExportReview[];
}

export interface ExportDeck {
  name: string;
  cards: ExportCard[];
}

const SCHEMA = `
create table col (id integer primary key, crt integer not null, mod integer not null, scm integer not null, ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null, models text not null, decks text not null, dconf text not null, tags text not null);
create table notes (id integer primary key, guid text not null, mid integer not null, mod integer not null, usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null, flags integer not null, data text not null);
create table cards (id integer primary key, nid integer not null, did integer not null, ord integer not null, mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null, ivl integer not null, factor integer not null, reps integer not null, lapses integer not null, left integer not null, odue integer not null, odid integer not null, flags integer not null, data text not null);
create table revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null, ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
create table graves (usn integer not null, oid integer not null, type integer not null);
create index ix_notes_usn on notes (usn);
create index ix_cards_usn on cards (usn);
create index ix_revlog_usn on revlog (usn);
create index ix_cards_nid on cards (nid);
create index ix_cards_sched on cards (did, queue, due);
create index ix_revlog_cid on revlog (cid);
create index ix_notes_csum on notes (csum);
`;

const MODEL_ID = 1_700_000_000_000;
/** the cloze and type-in note types (below MODEL_ID: the decks are numbered above it) */
const CLOZE_MODEL_ID = MODEL_ID - 1;
const TYPED_MODEL_ID = MODEL_ID - 2;

/** One note of the package: its note type, fields and cards (`ord`: the template, or the deletion number - 1). */
interface PackageNote {
  modelId: number;
  fields: string[];
  tags: string[];
  cards: Array<{ ord: number; card: ExportCard }>;
}

/**
 * A deck's cards as notes: a basic card is a "Basic" note, a typed one a "type in the answer"
 * note, and the cards of a cloze note one Cloze note (its text, and what its backs show after the
 * text as "Back Extra") when every card is what that note shows — its front and back rendered from
 * the text, the same extra, the same tags; a note that is not (a deck's own cloze template showed
 * more) goes out card by card as Basic notes, so each card still reads back as it is.
 */
function toPackageNotes(cards: ExportCard[]): PackageNote[] {
  const notes: PackageNote[] = [];
  const clozeNotes = new Map<string, ExportCard[]>();
  for (const card of cards)
    if (card.kind === 'cloze' && card.note)
      clozeNotes.set(card.note.id, [...(clozeNotes.get(card.note.id) ?? []), card]);
  const written = new Set<string>();
  const basic = (card: ExportCard): PackageNote => ({
    modelId: card.kind === 'typed' ? TYPED_MODEL_ID : MODEL_ID,
    fields: [card.front, card.back],
    tags: card.tags,
    cards: [{ ord: 0, card }],
  });
  for (const card of cards) {
    const note = card.kind === 'cloze' ? card.note : null;
    if (!note) {
      notes.push(basic(card));
      continue;
    }
    if (written.has(note.id)) continue;
    written.add(note.id);
    const group = [...clozeNotes.get(note.id)!].sort((a, b) => a.note!.ordinal - b.note!.ordinal);
    const extras = group.map((c) => {
      const shown = renderClozeBack(note.text, c.note!.ordinal);
      return c.front === renderClozeFront(note.text, c.note!.ordinal) && c.back.startsWith(shown)
        ? c.back.slice(shown.length).trim()
        : null;
    });
    const tags = JSON.stringify(card.tags);
    const fits =
      extras.every((extra) => extra !== null && extra === extras[0]) &&
      group.every((c) => JSON.stringify(c.tags) === tags);
    if (!fits) {
      notes.push(...group.map(basic));
      continue;
    }
    notes.push({
      modelId: CLOZE_MODEL_ID,
      fields: [note.text, extras[0]!],
      tags: card.tags,
      cards: group.map((c) => ({ ord: c.note!.ordinal - 1, card: c })),
    });
  }
  return notes;
}
const DAY_S = 86_400;

export interface ExportMedia {
  /** the card media id its cards reference (`/api/media/cards/<id>`) */
  id: string;
  /** the file name it came in with */
  name: string;
  bytes: Uint8Array;
}

/** A name for each media file, unique in the package (a second `a.png` becomes `a-2.png`). */
function nameMediaFiles(media: ExportMedia[]): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const file of media) {
    const safe = file.name.replace(/[/\\\0]/g, '_') || 'media';
    const dot = safe.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let name = safe;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem}-${n}${ext}`;
    taken.add(name.toLowerCase());
    names.set(file.id, name);
  }
  return names;
}

/** Anki's note checksum: the first 8 hex digits of the SHA-1 of the sort field, as a number. */
function checksum(text: string): number {
  return Number.parseInt(
    crypto
      .createHash('sha1')
      .update(text.replace(/<[^>]*>/g, ''))
      .digest('hex')
      .slice(0, 8),
    16,
  );
}

const REVLOG_TYPE: Record<string, number> = { new: 0, learning: 0, review: 1, relearning: 2 };

/** Anki's type, queue, due and interval for a card's schedule (the collection created at `crt`). */
function toAnkiSchedule(schedule: Schedule | null, suspended: boolean, crt: number, position: number) {
  if (!schedule || schedule.state === 'new') return { type: 0, queue: suspended ? -1 : 0, due: position, ivl: 0 };
  const dueS = Math.floor(Date.parse(schedule.due) / 1000);
  const ivl = Math.max(0, Math.round(schedule.scheduledDays));
  if (schedule.state === 'review')
    return { type: 2, queue: suspended ? -1 : 2, due: Math.floor((dueS - crt) / DAY_S), ivl: Math.max(1, ivl) };
  // learning and relearning cards are due at a time of day
  return { type: schedule.state === 'learning' ? 1 : 3, queue: suspended ? -1 : 1, due: dueS, ivl };
}

/**
 * Builds the .apkg bytes. `media` are the files the cards reference: they go into the package
 * as numbered members with the legacy JSON `media` map, and the fields name them.
 */
export async function writeAnkiPackage(
  decks: ExportDeck[],
  now = new Date(),
  media: ExportMedia[] = [],
): Promise<Uint8Array> {
  const mediaNames = nameMediaFiles(media);
  const toFieldHtml = (markdown: string) => markdownToFieldHtml(markdown, mediaNames);
  const db = await openSqlite();
  try {
    db.exec(SCHEMA);
    // the collection's day 0: midnight UTC of a fixed early date, so due days stay positive
    const crt = Date.UTC(2006, 0, 1) / 1000;
    const nowMs = now.getTime();
    const deckIds = decks.map((_d, i) => MODEL_ID + 1 + i);
    const deckJson: Record<string, unknown> = {
      1: {
        id: 1,
        name: 'Default',
        conf: 1,
        desc: '',
        dyn: 0,
        collapsed: false,
        extendNew: 10,
        extendRev: 50,
        usn: 0,
        mod: Math.floor(nowMs / 1000),
        newToday: [0, 0],
        revToday: [0, 0],
        lrnToday: [0, 0],
        timeToday: [0, 0],
      },
    };
    decks.forEach((deck, i) => {
      deckJson[String(deckIds[i])] = {
        ...(deckJson[1] as object),
        id: deckIds[i],
        name: deck.name.replace(/::/g, ':'),
      };
    });
    const noteType = (id: number, name: string, type: 0 | 1, fieldNames: string[], qfmt: string, afmt: string) => ({
      ...model,
      id: String(id),
      name,
      type,
      req: [[0, 'any', [0]]],
      flds: fieldNames.map((fieldName, ord) => ({ ...model.flds[0], name: fieldName, ord })),
      tmpls: [{ ...model.tmpls[0], name: type === 1 ? 'Cloze' : 'Card 1', qfmt, afmt }],
    });
    const model = {
      id: String(MODEL_ID),
      name: 'Basic (Mnemo)',
      type: 0,
      mod: Math.floor(nowMs / 1000),
      usn: -1,
      sortf: 0,
      did: deckIds[0] ?? 1,
      tags: [],
      vers: [],
      req: [[0, 'all', [0]]],
      flds: ['Front', 'Back'].map((name, ord) => ({
        name,
        ord,
        sticky: false,
        rtl: false,
        font: 'Arial',
        size: 20,
        media: [],
      })),
      tmpls: [
        {
          name: 'Card 1',
          ord: 0,
          qfmt: '{{Front}}',
          afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}',
          did: null,
          bqfmt: '',
          bafmt: '',
        },
      ],
      css: '.card {\n font-family: arial;\n font-size: 20px;\n text-align: center;\n color: black;\n background-color: white;\n}\n',
      latexPre:
        '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
      latexPost: '\\end{document}',
    };
    const dconf = {
      1: {
        id: 1,
        name: 'Default',
        replayq: true,
        maxTaken: 60,
        timer: 0,
        autoplay: true,
        usn: 0,
        mod: 0,
        dyn: false,
        new: {
          delays: [1, 10],
          ints: [1, 4, 7],
          initialFactor: 2500,
          order: 1,
          perDay: 20,
          bury: true,
          separate: true,
        },
        rev: { perDay: 200, ease4: 1.3, fuzz: 0.05, ivlFct: 1, maxIvl: 36500, minSpace: 1, bury: true },
        lapse: { delays: [10], mult: 0, minInt: 1, leechFails: 8, leechAction: 0 },
      },
    };
    const conf = {
      nextPos: 1,
      estTimes: true,
      activeDecks: [1],
      sortType: 'noteFld',
      timeLim: 0,
      sortBackwards: false,
      addToCur: true,
      curDeck: 1,
      newSpread: 0,
      dueCounts: true,
      curModel: String(MODEL_ID),
      collapseTime: 1200,
    };
    db.run('insert into col values (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)', [
      crt,
      nowMs,
      nowMs,
      JSON.stringify(conf),
      JSON.stringify({
        [MODEL_ID]: model,
        // Anki's stock Cloze and "Basic (type in the answer)" note types, under names of their own
        [CLOZE_MODEL_ID]: noteType(
          CLOZE_MODEL_ID,
          'Cloze (Mnemo)',
          1,
          ['Text', 'Back Extra'],
          '{{cloze:Text}}',
          '{{cloze:Text}}{{#Back Extra}}<br>\n{{Back Extra}}{{/Back Extra}}',
        ),
        [TYPED_MODEL_ID]: noteType(
          TYPED_MODEL_ID,
          'Basic (type in the answer) (Mnemo)',
          0,
          ['Front', 'Back'],
          '{{Front}}\n\n{{type:Back}}',
          '{{Front}}\n\n<hr id=answer>\n\n{{type:Back}}',
        ),
      }),
      JSON.stringify(deckJson),
      JSON.stringify(dconf),
      '{}',
    ]);

    const insertNote = db.prepare('insert into notes values (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, ?)');
    const insertCard = db.prepare('insert into cards values (?, ?, ?, ?, ?, -1, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, ?)');
    const insertReview = db.prepare('insert into revlog values (?, ?, -1, ?, ?, ?, ?, ?, ?)');
    let id = MODEL_ID + 1000;
    const usedReviewIds = new Set<number>();
    let position = 0;
    decks.forEach((deck, d) => {
      for (const note of toPackageNotes(deck.cards)) {
        const noteId = ++id;
        const fields = note.fields.map(toFieldHtml);
        const tags = note.tags.map((t) => t.replace(/\s+/g, '_')).join(' ');
        // Anki's tags cannot hold spaces: the exact tags also go in the note's data, for our import
        const noteData = note.tags.some((tag) => /\s/.test(tag)) ? JSON.stringify({ mnemoTags: note.tags }) : '';
        insertNote.run([
          noteId,
          crypto.randomBytes(8).toString('base64url'),
          note.modelId,
          Math.floor(nowMs / 1000),
          tags ? ` ${tags} ` : '',
          fields.join('\x1f'),
          fields[0]!,
          checksum(fields[0]!),
          noteData,
        ]);
        for (const { ord, card } of note.cards) {
          const cardId = ++id;
          const anki = toAnkiSchedule(card.schedule, card.suspended, crt, position++);
          const factor = card.schedule ? Math.round(Math.max(1300, (13 - card.schedule.difficulty) * 250)) : 0;
          const data = card.schedule
            ? JSON.stringify({ s: card.schedule.stability, d: card.schedule.difficulty, mnemoDue: card.schedule.due })
            : '';
          insertCard.run([
            cardId,
            noteId,
            deckIds[d]!,
            ord,
            Math.floor(nowMs / 1000),
            anki.type,
            anki.queue,
            anki.due,
            anki.ivl,
            factor,
            card.schedule?.reps ?? 0,
            card.schedule?.lapses ?? 0,
            data,
          ]);
          card.reviews.forEach((review, r) => {
            let reviewId = review.reviewedAt.getTime();
            while (usedReviewIds.has(reviewId)) reviewId++;
            usedReviewIds.add(reviewId);
            const next = card.reviews[r + 1];
            const ivl = next ? next.scheduledDaysBefore : anki.ivl;
            insertReview.run([
              reviewId,
              cardId,
              review.rating,
              ivl,
              review.scheduledDaysBefore,
              factor,
              Math.min(review.durationMs ?? 0, 60_000),
              REVLOG_TYPE[review.stateBefore] ?? 1,
            ]);
          });
        }
      }
    });
    insertNote.free();
    insertCard.free();
    insertReview.free();
    const collection = db.export();
    const members: Record<string, Uint8Array> = { 'collection.anki2': collection };
    const mediaMap: Record<string, string> = {};
    media.forEach((file, i) => {
      members[String(i)] = file.bytes;
      mediaMap[String(i)] = mediaNames.get(file.id)!;
    });
    members.media = new TextEncoder().encode(JSON.stringify(mediaMap));
    return zipSync(members);
  } finally {
    db.close();
  }
}
