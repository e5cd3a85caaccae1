import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Flashcard, Question } from '@mnemo/contracts/library';
import { buildFlashcard, buildSessionFile } from '../../../test/factories.ts';
import { apiError, json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithProviders, signInForTest } from '../../../test/render-app.tsx';
import { CardsEditor, parseTags, QuestionsEditor } from './items-editor.tsx';

const question: Question = {
  id: '50000000-0000-4000-8000-000000000001',
  type: 'multiple_choice',
  prompt: 'Which organelle makes ATP?',
  options: ['Nucleus', 'Mitochondrion'],
  correctIndex: 1,
  explanation: null,
  sourceChunkId: null,
  source: null,
  isBadItem: false,
};

describe('QuestionsEditor', () => {
  it('edits a question’s options and correct answer, flags and deletes per item', async () => {
    signInForTest();
    const session = buildSessionFile({ questions: [question] });
    const network = stubFetch({
      // the server answers with the saved questions: the stored one with the edit applied
      'PATCH /api/sessions/:id/questions': (request) => {
        const body = request.body as { upsert: Array<Partial<Question>>; delete: string[] };
        return json({
          upserted: body.upsert.map((edit): Question => ({ ...question, ...edit }) as Question),
          deleted: body.delete,
        });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<QuestionsEditor session={session} onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Edit: Which organelle makes ATP?' }));
    const options = screen.getByRole('textbox', { name: 'Options (one per line)' });
    await user.type(options, '\nRibosome');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Correct option' }), 'Ribosome');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(network.find('PATCH', `/api/sessions/${session.id}/questions`)).toHaveLength(1));
    expect(network.requests[0]!.body).toEqual({
      upsert: [
        expect.objectContaining({
          id: question.id,
          options: ['Nucleus', 'Mitochondrion', 'Ribosome'],
          correctIndex: 2,
        }),
      ],
      delete: [],
    });
    await user.click(screen.getByRole('button', { name: 'Flag as bad item' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(network.requests).toHaveLength(3));
    expect(network.requests[1]!.body).toMatchObject({ upsert: [{ id: question.id, isBadItem: true }] });
    expect(network.requests[2]!.body).toEqual({ upsert: [], delete: [question.id] });
  });

  it('generates more questions and opens the quota modal on EXERCISES_LIMIT', async () => {
    signInForTest();
    const session = buildSessionFile({ questions: [question], questionTypes: ['multiple_choice', 'open_ended'] });
    const network = stubFetch({
      'POST /api/sessions/:id/generate': apiError(402, 'QUOTA_LIMIT', 'Exercise limit reached.', {
        limit: 'EXERCISES_LIMIT',
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<QuestionsEditor session={session} onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Generate more questions' }));
    expect(await screen.findByRole('dialog', { name: 'Quota limit exceeded' })).toBeInTheDocument();
    expect(network.requests[0]!.body).toEqual({ replace: false, questions: { multiple_choice: 2, open_ended: 2 } });
  });
});

describe('Generate more', () => {
  it('says new items were added when the session holds more, and says so plainly when the material has given all it can', async () => {
    signInForTest();
    const session = buildSessionFile({ questions: [question], questionTypes: ['multiple_choice'] });
    const second: Question = {
      ...question,
      id: '50000000-0000-4000-8000-000000000002',
      prompt: 'Which organelle holds DNA?',
    };
    const answers = [
      { ...session, questions: [question, second] },
      { ...session, questions: [question] },
    ];
    stubFetch({ 'POST /api/sessions/:id/generate': () => json(answers.shift()) });
    const user = userEvent.setup();
    renderWithProviders(<QuestionsEditor session={session} onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Generate more questions' }));
    expect(await screen.findByText('New items added.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate more questions' }));
    expect(await screen.findByText('No new items: this material has given all it can.')).toBeInTheDocument();
    expect(screen.queryByText('New items added.')).not.toBeInTheDocument();
  });
});

const buildCard = (n: number, front: string, tags: string[]): Flashcard =>
  buildFlashcard(n, { front, back: `Back of ${front}`, tags });

describe('CardsEditor tags', () => {
  it('shows each card’s tags, filters the list by one, and saves edited tags', async () => {
    signInForTest();
    const fifth = buildCard(1, 'The perfect 5th of C is...', ['easy', 'Music Intervals::Fifths']);
    const third = buildCard(2, 'The major 3rd of C is...', ['easy']);
    const plain = buildCard(3, 'An untagged card', []);
    const session = buildSessionFile({ flashcards: [fifth, third, plain] });
    const network = stubFetch({
      'PATCH /api/sessions/:id/flashcards': (request) => {
        const body = request.body as { upsert: Array<Partial<Flashcard>>; delete: string[] };
        return json({ upserted: body.upsert.map((edit) => ({ ...fifth, ...edit })), deleted: [] });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CardsEditor session={session} onClose={vi.fn()} />);
    expect(screen.getByRole('list', { name: 'Tags: easy, Music Intervals::Fifths' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain('Music Intervals::Fifths');

    const filter = screen.getByRole('combobox', { name: 'Tag' });
    expect([...(filter as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'All tags',
      'easy',
      'Music Intervals::Fifths',
    ]);
    await user.selectOptions(filter, 'Music Intervals::Fifths');
    expect(screen.getByText('The perfect 5th of C is...')).toBeInTheDocument();
    expect(screen.queryByText('The major 3rd of C is...')).toBeNull();
    expect(screen.queryByText('An untagged card')).toBeNull();
    await user.selectOptions(filter, 'easy');
    expect(screen.getByText('The major 3rd of C is...')).toBeInTheDocument();
    expect(screen.queryByText('An untagged card')).toBeNull();
    await user.selectOptions(filter, 'All tags');
    expect(screen.getByText('An untagged card')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit: The perfect 5th of C is...' }));
    const tags = screen.getByRole('textbox', { name: 'Tags' });
    expect(tags).toHaveValue('easy, Music Intervals::Fifths');
    await user.clear(tags);
    await user.type(tags, 'hard,  Music   Intervals::Fifths , hard');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(network.find('PATCH', `/api/sessions/${session.id}/flashcards`)).toHaveLength(1));
    expect(network.requests[0]!.body).toEqual({
      upsert: [expect.objectContaining({ id: fifth.id, tags: ['hard', 'Music Intervals::Fifths'] })],
      delete: [],
    });
  });

  it('reads a comma-separated tag list: trimmed, spaces collapsed, each tag once whatever its case', () => {
    expect(parseTags(' a , b,,B ,  c  d ')).toEqual(['a', 'b', 'c d']);
    expect(parseTags('')).toEqual([]);
  });
});

describe('CardsEditor of a session larger than its file', () => {
  it('says it shows the first cards of all, and counts generated cards by the session’s count', async () => {
    signInForTest();
    const shown = [buildCard(1, 'First card', []), buildCard(2, 'Second card', [])];
    const session = buildSessionFile({ flashcards: shown, flashcardCount: 100_000 });
    // the file's first cards stay the same when cards are added at the end: only the count moves
    stubFetch({ 'POST /api/sessions/:id/generate': () => json({ ...session, flashcardCount: 100_005 }) });
    const user = userEvent.setup();
    renderWithProviders(<CardsEditor session={session} onClose={vi.fn()} />);
    expect(
      screen.getByText('Showing the first 2 of 100,000 cards. The others are studied in the review.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate more cards' }));
    expect(await screen.findByText('New items added.')).toBeInTheDocument();
  });

  it('says nothing of the kind when the file holds every card', () => {
    signInForTest();
    renderWithProviders(
      <CardsEditor session={buildSessionFile({ flashcards: [buildCard(1, 'Only card', [])] })} onClose={vi.fn()} />,
    );
    expect(screen.queryByText(/Showing the first/)).toBeNull();
  });
});

describe('CardsEditor: cloze notes and typed cards (issue 28 item 3)', () => {
  const noteResponse = (text: string) =>
    json({ noteId: '30000000-0000-4000-8000-000000000001', text, cards: [], added: [], removed: [] });

  it('makes a cloze note from the selected words with Alt+Shift+C, saved through the notes route', async () => {
    signInForTest();
    const session = buildSessionFile({ flashcards: [] });
    const network = stubFetch({
      'POST /api/sessions/:id/notes': (request) => noteResponse((request.body as { text: string }).text),
    });
    const user = userEvent.setup();
    renderWithProviders(<CardsEditor session={session} onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    const front = screen.getByRole('textbox', { name: 'Front' });
    await user.type(front, 'Water boils at 100 degrees.');
    (front as HTMLTextAreaElement).setSelectionRange(15, 18);
    fireEvent.select(front);
    await user.keyboard('{Alt>}{Shift>}C{/Shift}{/Alt}');
    const text = screen.getByRole('textbox', { name: 'Cloze text' });
    expect(text).toHaveValue('Water boils at {{c1::100}} degrees.');
    // the caret is put after the new deletion a frame later
    await new Promise((resolve) => setTimeout(resolve, 50));
    // a cloze note has no back of its own: each card's is its text
    expect(screen.queryByRole('textbox', { name: 'Back' })).not.toBeInTheDocument();
    (text as HTMLTextAreaElement).setSelectionRange(0, 5);
    fireEvent.select(text);
    await user.click(screen.getByRole('button', { name: 'Make cloze' }));
    expect(text).toHaveValue('{{c2::Water}} boils at {{c1::100}} degrees.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(network.find('POST', `/api/sessions/${session.id}/notes`)).toHaveLength(1));
    expect(network.requests[0]!.body).toEqual({ text: '{{c2::Water}} boils at {{c1::100}} degrees.', tags: [] });
  });

  it('edits a cloze card’s note text through its note, and turns a card into a typed card', async () => {
    signInForTest();
    const text = 'The {{c1::heart}} has {{c2::four}} chambers.';
    const cloze = buildFlashcard(1, {
      kind: 'cloze',
      noteId: '30000000-0000-4000-8000-000000000001',
      ordinal: 1,
      noteText: text,
      front: 'The […] has four chambers.',
      back: 'The **heart** has four chambers.',
    });
    const basic = buildFlashcard(2);
    const session = buildSessionFile({ flashcards: [cloze, basic] });
    const network = stubFetch({
      'PUT /api/sessions/:id/notes/:noteId': (request) => noteResponse((request.body as { text: string }).text),
      'PATCH /api/sessions/:id/flashcards': (request) =>
        json({
          upserted: (request.body as { upsert: Flashcard[] }).upsert.map((c) => ({ ...basic, ...c })),
          deleted: [],
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CardsEditor session={session} onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: `Edit: ${cloze.front}` }));
    const area = screen.getByRole('textbox', { name: 'Cloze text' });
    expect(area).toHaveValue(text);
    await user.clear(area);
    await user.type(area, 'The {{{{c1::heart}} pumps blood.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(network.find('PUT', `/api/sessions/${session.id}/notes/${cloze.noteId}`)).toHaveLength(1),
    );
    expect(network.requests[0]!.body).toEqual({ text: 'The {{c1::heart}} pumps blood.', tags: [] });

    await user.click(screen.getByRole('button', { name: `Edit: ${basic.front}` }));
    await user.click(screen.getByRole('checkbox', { name: 'Typed answer: type the back to answer' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(network.find('PATCH', `/api/sessions/${session.id}/flashcards`)).toHaveLength(1));
    expect(network.requests[1]!.body).toEqual({
      upsert: [expect.objectContaining({ id: basic.id, kind: 'typed', front: basic.front, back: basic.back })],
      delete: [],
    });
  });
});
