import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GuidedRun } from '@mnemo/contracts/guided';
import type { Question } from '@mnemo/contracts/library';
import { applyRunAction, createRun, getCurrentStage, type RunAction, type RunState } from '@mnemo/domain/guided-run';
import { buildSessionFile } from '../../../test/factories.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithProviders, signInForTest } from '../../../test/render-app.tsx';
import { GuidedPanel } from './guided-panel.tsx';

const RUN_ID = '70000000-0000-4000-8000-000000000001';

/** A true/false question (its id is only compared, never parsed). */
const question = (id: string, prompt: string): Question => ({
  id,
  type: 'true_false',
  prompt,
  answer: true,
  explanation: null,
  sourceChunkId: null,
  source: null,
  isBadItem: false,
});

/** A fake of the server's runs, on the real stage machine. */
function fakeServer(sessionId: string, concepts: string[]) {
  let state: RunState | null = null;
  let kind: 'guided' | 'quick' = 'guided';
  const present = (s: RunState): GuidedRun => ({
    id: RUN_ID,
    sessionId,
    kind,
    status: s.status,
    stage: getCurrentStage(s),
    stageIndex: s.index,
    stages: s.stages,
    elapsedMs: s.elapsedMs,
    stageStartedAt: s.stageStartedAt,
    history: s.history,
    concepts,
    examLabel: 'Medicine',
    report:
      getCurrentStage(s) === 'finish'
        ? { cardsReviewed: 4, quizGrade: 'B', quizScore: 0.8, nextDueAt: null, dueNow: 2 }
        : null,
    createdAt: '2026-01-01T10:00:00.000Z',
    finishedAt: null,
  });
  return stubFetch({
    'GET /api/sessions/:id/guided': () => json({ run: state && state.status !== 'finished' ? present(state) : null }),
    'POST /api/sessions/:id/guided': (request) => {
      kind = (request.body as { kind: 'guided' | 'quick' }).kind;
      state = createRun(kind, new Date());
      return json({ run: present(state) }, 201);
    },
    'PATCH /api/guided/:runId': (request) => {
      const body = request.body as { action: RunAction; elapsedMs: number };
      state = applyRunAction(state!, body.action, body.elapsedMs, new Date());
      return json({ run: present(state) });
    },
  });
}

describe('GuidedPanel', () => {
  it('runs a guided session through every stage to the finish screen', async () => {
    signInForTest();
    const session = buildSessionFile({
      summary: 'How plants make food.',
      keyConcepts: ['Photosynthesis', 'Chlorophyll', 'Stomata'],
      questions: [
        question('q-stomata', 'Stomata let gas in.'),
        question('q-chlorophyll', 'Chlorophyll is green.'),
        question('q-photosynthesis', 'Photosynthesis makes sugar.'),
      ],
    });
    const network = fakeServer(session.id, ['Photosynthesis', 'Chlorophyll']);
    const user = userEvent.setup();
    renderWithProviders(
      <GuidedPanel
        session={session}
        slots={{
          flashcards: (concept) => <p>the card player on {concept ?? 'every card'}</p>,
          quiz: (ids) => <p>the quiz on {ids.join(', ')}</p>,
        }}
      />,
    );

    await user.click(await screen.findByRole('button', { name: 'Start a guided session' }));
    expect(await screen.findByRole('heading', { name: 'Start' })).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Stages' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Start', 'Preview', 'Active learning', 'Flashcards', 'Review', 'Break', 'Questions', 'Finish']);
    expect(screen.getByRole('timer', { name: 'Time left in this stage' })).toHaveTextContent('01:00');

    await user.click(screen.getByRole('button', { name: 'Next stage' }));
    expect(await screen.findByRole('heading', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.getByText('How plants make food.')).toBeInTheDocument();
    expect(screen.getByText('Chlorophyll')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add 5 minutes' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('09:00');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Paused')).toBeInTheDocument();
    expect(network.find('PATCH', `/api/guided/${RUN_ID}`).map((r) => (r.body as { action: string }).action)).toEqual([
      'advance',
      'extend',
      'pause',
    ]);
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    // the way on is the primary action, set apart; skipping is a quiet one (issue 23 item 18)
    const next = await screen.findByRole('button', { name: 'Next stage' });
    const skip = screen.getByRole('button', { name: 'Skip stage' });
    expect(next).toHaveAttribute('data-primary-action');
    expect(next.className).toContain('bg-primary');
    expect(skip.className).not.toContain('bg-primary');
    expect(skip.className).not.toBe(next.className);
    await user.click(skip);
    expect(await screen.findByRole('heading', { name: 'Active learning' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next stage' }));
    expect(await screen.findByText('the card player on Photosynthesis')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next stage' }));
    expect(await screen.findByRole('heading', { name: 'Review' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next stage' }));
    expect(await screen.findByRole('heading', { name: 'Non-sleep deep rest' })).toBeInTheDocument();
    // the break offers the music beside its timer
    const breakTimer = screen.getByRole('timer', { name: 'Time left in this stage' });
    const music = within(screen.getByRole('region', { name: 'Non-sleep deep rest' })).getByRole('button', {
      name: 'Music',
    });
    expect(music.parentElement).toContainElement(breakTimer);
    await user.click(screen.getByRole('button', { name: 'Next stage' }));
    // the quiz asks the questions of the run's concepts only
    expect(await screen.findByText('the quiz on q-photosynthesis, q-chlorophyll')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next stage' }));

    expect(await screen.findByRole('heading', { name: 'What you did' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Time per stage' });
    expect(within(table).getByRole('rowheader', { name: 'Preview' }).closest('tr')).toHaveTextContent('(skipped)');
    expect(screen.getByText('B')).toBeInTheDocument();
    expect(screen.getByText('2 cards due now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preparing for an exam? See the Medicine page' })).toHaveAttribute(
      'href',
      '/exams/medicine',
    );

    await user.click(screen.getByRole('button', { name: 'Close the session' }));
    expect(await screen.findByRole('button', { name: 'Start a guided session' })).toBeInTheDocument();
  });

  it('starts a quick session on the chosen number of concepts', async () => {
    signInForTest();
    const session = buildSessionFile();
    const network = fakeServer(session.id, ['Cell', 'Membrane']);
    const user = userEvent.setup();
    renderWithProviders(<GuidedPanel session={session} slots={{ flashcards: () => null, quiz: () => null }} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Concepts for the quick session' }), '2');
    await user.click(screen.getByRole('button', { name: 'Start a quick session' }));
    expect(await screen.findByRole('heading', { name: 'Preview' })).toBeInTheDocument();
    expect(network.find('POST', `/api/sessions/${session.id}/guided`)[0]!.body).toEqual({
      kind: 'quick',
      conceptCount: 2,
    });
    expect(within(screen.getByRole('navigation', { name: 'Stages' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('asks a quick session 3 questions on its concepts, taken in turn', async () => {
    signInForTest();
    const session = buildSessionFile({
      questions: [
        question('cell-1', 'The cell is alive.'),
        question('cell-2', 'A cell has a nucleus.'),
        question('other', 'Water is wet.'),
        question('membrane-1', 'The membrane is a barrier.'),
        question('cell-3', 'A cell divides.'),
      ],
    });
    fakeServer(session.id, ['Cell', 'Membrane']);
    const user = userEvent.setup();
    renderWithProviders(
      <GuidedPanel
        session={session}
        slots={{ flashcards: () => null, quiz: (ids) => <p>the quiz on {ids.join(', ')}</p> }}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Start a quick session' }));
    await user.click(await screen.findByRole('button', { name: 'Next stage' }));
    expect(await screen.findByRole('heading', { name: 'Flashcards' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next stage' }));
    expect(await screen.findByText('the quiz on cell-1, membrane-1, cell-2')).toBeInTheDocument();
  });

  it('runs the flashcards stage on one concept at a time, the first one first', async () => {
    signInForTest();
    const session = buildSessionFile();
    fakeServer(session.id, ['Cell', 'Membrane']);
    const user = userEvent.setup();
    renderWithProviders(
      <GuidedPanel
        session={session}
        slots={{ flashcards: (concept) => <p>cards of {concept ?? 'every concept'}</p>, quiz: () => null }}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Start a quick session' }));
    await user.click(await screen.findByRole('button', { name: 'Next stage' }));
    expect(await screen.findByText('cards of Cell')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Concept' }), 'Membrane');
    expect(await screen.findByText('cards of Membrane')).toBeInTheDocument();
    expect(screen.queryByText('cards of Cell')).not.toBeInTheDocument();
  });

  it('sets the session’s exam label', async () => {
    signInForTest();
    const session = buildSessionFile();
    const network = stubFetch({
      'GET /api/sessions/:id/guided': json({ run: null }),
      'PATCH /api/directory/:folderId/file/:fileId': (request) => json({ ...session, ...(request.body as object) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<GuidedPanel session={session} slots={{ flashcards: () => null, quiz: () => null }} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Exam' }), 'Medicine');
    await waitFor(() => expect(network.find('PATCH', `/api/directory/root/file/${session.id}`)).toHaveLength(1));
    expect(network.find('PATCH', `/api/directory/root/file/${session.id}`)[0]!.body).toEqual({ examLabel: 'Medicine' });
    expect(screen.getByRole('combobox', { name: 'Exam' })).toHaveValue('Medicine');
  });
});
