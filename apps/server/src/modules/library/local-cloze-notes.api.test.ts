import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAnkiPackage } from '../exchange/read-anki-package.ts';
import { readMaterialFile } from '../pipeline/read-material-file.ts';
import { fixturePath } from '../pipeline/steps/extract/testing/fixtures.ts';
import { followDocument } from '../pipeline/testing/pipeline-test-kit.ts';
import { bearer, buildTestApp, registerTestUser, type TestApp, type TestUser } from '../../test/test-app.ts';

/*
 * The offline generator's blanks on key terms are cloze notes (issue 28 item 3, ADR 127): saved as
 * cloze cards of a note each, its text the material's sentence with the term as `{{c1::…}}`, each
 * note one exercise against the month's quota; "generate more" does not repeat them.
 */

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ pipeline: {} });
  owner = await registerTestUser(t.app);
});
afterAll(async () => t?.close());

interface Card {
  id: string;
  front: string;
  back: string;
  kind: string;
  noteId: string | null;
  ordinal: number;
  noteText: string | null;
  sourceChunkId: string | null;
}

const file = async (sessionId: string) =>
  (await t.call('GET', `/api/directory/root/file/${sessionId}`, owner.token)).json() as {
    flashcards: Card[];
    questions: unknown[];
  };

describe('cloze notes from the offline generator', () => {
  it('saves its blanks on key terms as cloze notes, each one exercise', async () => {
    // a textbook chapter's text, pasted: enough material for the study set to hold blanks on key terms
    // (the short sample texts reach their floor with definition cards alone)
    const { chunks } = await readMaterialFile(fixturePath('documents/textbook-chapter-10p.pdf'));
    const material = chunks.map((chunk) => chunk.text).join('\n\n');
    const res = await t.call('POST', '/api/sessions', owner.token, {
      name: 'Programming notes',
      text: material,
      questionTypes: ['multiple_choice', 'true_false', 'open_ended'],
      questionLanguage: 'en',
    });
    expect(res.statusCode, res.body).toBe(202);
    const { document, session } = res.json() as { document: { id: string }; session: { id: string } };
    const last = (await followDocument(t.app, owner.token, document.id)).at(-1)!;
    expect(last.error).toBeUndefined();
    expect(last.status).toBe('completed');

    const { flashcards, questions } = await file(session.id);
    const cloze = flashcards.filter((c) => c.kind === 'cloze');
    expect(cloze.length).toBeGreaterThan(0);
    // no card is left a "Fill in the blank: … _____" basic card
    expect(flashcards.filter((c) => c.front.includes('_____'))).toEqual([]);
    const notes = new Map<string, Card[]>();
    for (const card of cloze) notes.set(card.noteId!, [...(notes.get(card.noteId!) ?? []), card]);
    for (const cards of notes.values()) {
      const text = cards[0]!.noteText!;
      // a card per deletion, numbered from 1, at most three to a sentence
      expect(cards.map((c) => c.ordinal)).toEqual(cards.map((_c, i) => i + 1));
      expect(cards.length).toBeLessThanOrEqual(3);
      for (const card of cards) {
        expect(card.noteText).toBe(text);
        expect(card.front).toContain('[…]');
        const answer = new RegExp(`\\{\\{c${card.ordinal}::([^}]+)\\}\\}`, 'u').exec(text)![1]!;
        expect(card.back).toContain(`**${answer.trim()}**`);
        expect(card.sourceChunkId).not.toBeNull();
      }
      // the note's text is the material's own sentence
      expect(material.replace(/\s+/gu, ' ')).toContain(
        text.replace(/\{\{c\d+::([^}]+)\}\}/gu, '$1').replace(/\s+/gu, ' '),
      );
    }
    // one note per sentence
    expect(new Set(cloze.map((c) => c.noteText)).size).toBe(notes.size);
    // every note and every other item one exercise
    const quota = (await t.call('GET', '/api/quota', owner.token)).json() as { exercisesGenerated: number };
    expect(quota.exercisesGenerated).toBe(notes.size + (flashcards.length - cloze.length) + questions.length);

    // exported as Anki Cloze notes: read back, the same notes with a card per deletion
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}/export?format=apkg`,
      headers: bearer(owner.token),
    });
    expect(exported.statusCode).toBe(200);
    const read = await readAnkiPackage(new Uint8Array(exported.rawPayload));
    const readCloze = read.cards.filter((card) => card.kind === 'cloze');
    expect(readCloze.map((card) => [card.note?.text, card.note?.ordinal]).sort()).toEqual(
      cloze.map((card) => [card.noteText, card.ordinal]).sort(),
    );

    // "generate more" does not repeat a note already in the session
    const more = await t.call('POST', `/api/sessions/${session.id}/generate`, owner.token, { flashcards: 3 });
    expect(more.statusCode, more.body).toBe(200);
    const after = (more.json() as { flashcards: Card[] }).flashcards.filter((c) => c.kind === 'cloze');
    expect(new Set(after.map((c) => c.noteText)).size).toBe(new Set(after.map((c) => c.noteId)).size);
  });
});
