import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Question } from '@mnemo/contracts/library';
import { getGrade } from '@mnemo/domain/grades';
import { study as en } from '@mnemo/i18n/locales/en/study';
import { buildSessionFile } from '../../../test/factories.ts';
import { apiError, json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithProviders, signInForTest } from '../../../test/render-app.tsx';
import { OpenAtContext } from '../../../lib/open-at.ts';
import { QuizPanel } from './quiz-panel.tsx';

const DOC_ID = '10000000-0000-4000-8000-000000000001';
const QUIZ_ID = '40000000-0000-4000-8000-000000000001';
const CHUNK_ID = '30000000-0000-4000-8000-000000000001';

const base = { explanation: null, sourceChunkId: null, source: null, isBadItem: false };
const mc: Question = {
  ...base,
  id: '50000000-0000-4000-8000-000000000001',
  type: 'multiple_choice',
  prompt: 'Which organelle makes ATP?',
  options: ['Nucleus', 'Mitochondrion', 'Ribosome'],
  correctIndex: 1,
};
const tf: Question = {
  ...base,
  id: '50000000-0000-4000-8000-000000000002',
  type: 'true_false',
  prompt: 'Cells divide by mitosis.',
  answer: true,
};
const open: Question = {
  ...base,
  id: '50000000-0000-4000-8000-000000000003',
  type: 'open_ended',
  prompt: 'What does the membrane do?',
  expectedAnswer: 'It controls what enters and leaves the cell.',
};

function evaluation(
  questionId: string,
  score: number,
  verdict: 'correct' | 'partially_correct' | 'incorrect',
  extra = {},
) {
  return {
    attemptId: '60000000-0000-4000-8000-000000000001',
    questionId,
    score,
    verdict,
    feedback: '',
    missingConcepts: [],
    expectedAnswer: '',
    ...extra,
  };
}

describe('QuizPanel', () => {
  it('takes a quiz of all three types by keyboard and mouse, grades it and retries the missed ones', async () => {
    signInForTest();
    const session = buildSessionFile({ questions: [mc, tf, open] });
    let openAttempts = 0;
    const network = stubFetch({
      'GET /api/sessions/:id/quizzes': json([]),
      'POST /api/sessions/:id/quizzes': (request) => {
        const ids = (request.body as { questionIds?: string[] }).questionIds ?? [mc.id, tf.id, open.id];
        return json({ quiz: { id: QUIZ_ID, questionIds: ids, answers: [] } }, 201);
      },
      'POST /api/questions/:id/evaluate': (request) => {
        const { answer } = request.body as { answer: unknown };
        if (request.params.id === mc.id)
          return json(evaluation(mc.id, answer === 1 ? 1 : 0, answer === 1 ? 'correct' : 'incorrect'));
        if (request.params.id === tf.id)
          return json(evaluation(tf.id, answer === true ? 1 : 0, answer === true ? 'correct' : 'incorrect'));
        openAttempts += 1;
        if (openAttempts === 1) return apiError(500, 'INTERNAL', 'Failed to evaluate your answer. Please try again.');
        return json(
          evaluation(open.id, 0.4, 'partially_correct', {
            feedback: 'You named one role of the membrane.',
            missingConcepts: ['selective permeability'],
            expectedAnswer: open.expectedAnswer,
          }),
        );
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<QuizPanel session={session} />);

    await user.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    expect(await screen.findByText('Which organelle makes ATP?')).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();

    // multiple choice: key 1 picks the first option, Enter checks
    await user.keyboard('1');
    expect(screen.getByRole('radio', { name: /Nucleus/ })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');
    const verdict = await screen.findByRole('region', { name: 'Incorrect' });
    expect(verdict).toHaveTextContent('The right answer: Mitochondrion');
    expect(network.find('POST', `/api/questions/${mc.id}/evaluate`)[0]!.body).toEqual({ answer: 0, quizId: QUIZ_ID });
    await user.click(screen.getByRole('button', { name: 'Next question' }));

    // true/false: T, then Check answer
    await user.keyboard('t');
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByRole('region', { name: 'Correct' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next question' }));

    // open answer: empty is refused with the spec's message and nothing is sent
    await user.click(await screen.findByRole('button', { name: 'Check answer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an answer before validating.');
    expect(network.find('POST', `/api/questions/${open.id}/evaluate`)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'It protects the cell.');
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByText('Failed to evaluate your answer. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('It protects the cell.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const partly = await screen.findByRole('region', { name: 'Partly correct' });
    expect(partly).toHaveTextContent('Score 40 %');
    expect(partly).toHaveTextContent('You named one role of the membrane.');
    expect(within(partly).getByText('selective permeability')).toBeInTheDocument();
    expect(partly).toHaveTextContent(open.expectedAnswer);

    await user.click(screen.getByRole('button', { name: 'See my grade' }));
    const grade = getGrade((0 + 1 + 0.4) / 3);
    expect(await screen.findByRole('heading', { name: `Grade ${grade}` })).toBeInTheDocument();
    expect(screen.getByText(en.quiz.grades[grade].message)).toBeInTheDocument();
    expect(screen.getByText(en.quiz.grades[grade].tip1)).toBeInTheDocument();
    const missed = screen.getByRole('region', { name: 'Missed questions' });
    expect(within(missed).getByText('Which organelle makes ATP?')).toBeInTheDocument();
    expect(within(missed).getByText('What does the membrane do?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry missed' }));
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(network.find('POST', `/api/sessions/${session.id}/quizzes`)[0]!.body).toEqual({
      count: 10,
      types: ['multiple_choice', 'true_false', 'open_ended'],
    });
    expect(network.find('POST', `/api/sessions/${session.id}/quizzes`).at(-1)!.body).toEqual({
      questionIds: [mc.id, open.id],
      restart: true,
    });
  });

  it('asks only the questions it is given (a guided run’s questions stage)', async () => {
    signInForTest();
    const session = buildSessionFile({ questions: [mc, tf, open] });
    const network = stubFetch({
      'GET /api/sessions/:id/quizzes': json([]),
      'POST /api/sessions/:id/quizzes': (request) =>
        json(
          { quiz: { id: QUIZ_ID, questionIds: (request.body as { questionIds: string[] }).questionIds, answers: [] } },
          201,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<QuizPanel session={session} questionIds={[tf.id, open.id]} />);
    await user.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    expect(await screen.findByText('Cells divide by mitosis.')).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(network.find('POST', `/api/sessions/${session.id}/quizzes`)[0]!.body).toEqual({
      questionIds: [tf.id, open.id],
    });
  });

  it('explains a question with citations that open the source', async () => {
    signInForTest();
    const session = buildSessionFile({ questions: [mc] });
    stubFetch({
      'GET /api/sessions/:id/quizzes': json([
        {
          id: QUIZ_ID,
          questionIds: [mc.id],
          answeredCount: 1,
          score: 0.85,
          grade: 'B',
          createdAt: '2025-03-01T10:00:00.000Z',
          finishedAt: '2025-03-01T10:05:00.000Z',
        },
      ]),
      'POST /api/sessions/:id/quizzes': json({ quiz: { id: QUIZ_ID, questionIds: [mc.id], answers: [] } }, 201),
      'GET /api/questions/:id/explanation': json({
        explanation: 'Mitochondria make ATP [1].',
        citations: [
          {
            chunkId: CHUNK_ID,
            documentId: DOC_ID,
            page: 3,
            slide: null,
            startMs: null,
            endMs: null,
            speaker: null,
            quote: 'the powerhouse',
          },
        ],
      }),
    });
    const openAt = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <OpenAtContext.Provider value={openAt}>
        <QuizPanel session={session} />
      </OpenAtContext.Provider>,
    );
    expect(await screen.findByText('Grade B · 85 %')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
    await user.click(await screen.findByRole('button', { name: 'Explain' }));
    expect(await screen.findByText(/Mitochondria make ATP/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '[1]' }));
    expect(openAt).toHaveBeenCalledWith({
      documentId: DOC_ID,
      page: 3,
      slide: null,
      startMs: null,
      chunkId: CHUNK_ID,
      quote: 'the powerhouse',
    });
  });

  it('opens the quota modal when an evaluation is refused for the month’s tokens', async () => {
    signInForTest();
    const session = buildSessionFile({ questions: [open] });
    stubFetch({
      'GET /api/sessions/:id/quizzes': json([]),
      'POST /api/sessions/:id/quizzes': json({ quiz: { id: QUIZ_ID, questionIds: [open.id], answers: [] } }, 201),
      'POST /api/questions/:id/evaluate': apiError(402, 'QUOTA_LIMIT', 'Token limit reached.', {
        limit: 'TOKENS_LIMIT',
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<QuizPanel session={session} />);
    await user.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'An answer');
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Quota limit exceeded');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('An answer');
  });

  it('offers the length (10 by default, 20, all) and the types before it starts, and sends the choice', async () => {
    signInForTest();
    const session = buildSessionFile({ questions: [mc, tf, open] });
    const network = stubFetch({
      'GET /api/sessions/:id/quizzes': json([]),
      'POST /api/sessions/:id/quizzes': json({ quiz: { id: QUIZ_ID, questionIds: [open.id], answers: [] } }, 201),
    });
    const user = userEvent.setup();
    renderWithProviders(<QuizPanel session={session} />);
    const length = await screen.findByRole('group', { name: 'Questions' });
    expect(within(length).getByRole('radio', { name: '10' })).toBeChecked();
    expect(within(length).getByRole('radio', { name: 'All (3)' })).not.toBeChecked();
    const types = screen.getByRole('group', { name: 'Question types' });
    for (const name of ['Multiple choice', 'True or false', 'Open answer'])
      expect(within(types).getByRole('checkbox', { name })).toBeChecked();

    // no type: said, and nothing is started
    for (const name of ['Multiple choice', 'True or false', 'Open answer'])
      await user.click(within(types).getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one type.');
    expect(network.find('POST', `/api/sessions/${session.id}/quizzes`)).toHaveLength(0);

    await user.click(within(types).getByRole('checkbox', { name: 'Open answer' }));
    expect(within(length).getByRole('radio', { name: 'All (1)' })).toBeInTheDocument();
    await user.click(within(length).getByRole('radio', { name: '20' }));
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
    expect(await screen.findByText('What does the membrane do?')).toBeInTheDocument();
    expect(network.find('POST', `/api/sessions/${session.id}/quizzes`)[0]!.body).toEqual({
      count: 20,
      types: ['open_ended'],
    });
  });

  it('continues the unfinished quiz where it was left, or starts a new one that closes it (restart)', async () => {
    signInForTest();
    const session = buildSessionFile({ questions: [mc, tf, open] });
    const network = stubFetch({
      'GET /api/sessions/:id/quizzes': json([
        {
          id: QUIZ_ID,
          questionIds: [mc.id, tf.id, open.id],
          answeredCount: 1,
          score: null,
          grade: null,
          createdAt: '2025-03-01T10:00:00.000Z',
          finishedAt: null,
        },
      ]),
      'POST /api/sessions/:id/quizzes': (request) =>
        (request.body as { restart?: boolean }).restart
          ? json({ quiz: { id: '40000000-0000-4000-8000-000000000002', questionIds: [tf.id], answers: [] } }, 201)
          : json(
              {
                quiz: {
                  id: QUIZ_ID,
                  questionIds: [mc.id, tf.id, open.id],
                  answers: [{ questionId: mc.id, score: 0, verdict: 'incorrect' }],
                },
              },
              200,
            ),
    });
    const user = userEvent.setup();
    const view = renderWithProviders(<QuizPanel session={session} />);
    await screen.findByRole('button', { name: 'Continue the quiz' });
    // the history lists it once, as in progress, with its date as dd/MM/yyyy HH:mm
    const history = screen.getByRole('region', { name: 'Past quizzes' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    expect(within(history).getByText('In progress: 1 of 3 answered')).toBeInTheDocument();
    expect(within(history).getByText(/^\d{2}\/\d{2}\/2025 \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(history).queryByText('Not finished')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue the quiz' }));
    expect(await screen.findByText('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Cells divide by mitosis.')).toBeInTheDocument();
    expect(network.find('POST', `/api/sessions/${session.id}/quizzes`)[0]!.body).toEqual({});

    view.unmount();
    renderWithProviders(<QuizPanel session={session} />);
    await user.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    expect(await screen.findByText('Question 1 of 1')).toBeInTheDocument();
    expect(network.find('POST', `/api/sessions/${session.id}/quizzes`).at(-1)!.body).toEqual({
      count: 10,
      types: ['multiple_choice', 'true_false', 'open_ended'],
      restart: true,
    });
  });

  it('shows a wrong choice as wrong, in words and with a cross, beside the right one', async () => {
    signInForTest();
    const session = buildSessionFile({ questions: [mc] });
    stubFetch({
      'GET /api/sessions/:id/quizzes': json([]),
      'POST /api/sessions/:id/quizzes': json({ quiz: { id: QUIZ_ID, questionIds: [mc.id], answers: [] } }, 201),
      'POST /api/questions/:id/evaluate': json(evaluation(mc.id, 0, 'incorrect')),
    });
    const user = userEvent.setup();
    renderWithProviders(<QuizPanel session={session} />);
    await user.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    await user.click(await screen.findByRole('radio', { name: /Ribosome/ }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    await screen.findByRole('region', { name: 'Incorrect' });
    const chosen = screen.getByRole('radio', { name: /Ribosome/ });
    expect(chosen).toHaveAccessibleName(/Ribosome\s*Your answer: wrong/);
    expect(chosen).toHaveAttribute('data-mark', 'chosenWrong');
    expect(chosen.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('radio', { name: /Mitochondrion/ })).toHaveAccessibleName(
      /Mitochondrion\s*The right answer/,
    );
    expect(screen.getByRole('radio', { name: /Nucleus/ })).not.toHaveAttribute('data-mark');
  });

  it('in an open answer, Enter adds a line and Ctrl+Enter checks, as the ? overlay says', async () => {
    signInForTest();
    const session = buildSessionFile({ questions: [open] });
    const network = stubFetch({
      'GET /api/sessions/:id/quizzes': json([]),
      'POST /api/sessions/:id/quizzes': json({ quiz: { id: QUIZ_ID, questionIds: [open.id], answers: [] } }, 201),
      'POST /api/questions/:id/evaluate': json(
        evaluation(open.id, 1, 'correct', { expectedAnswer: open.expectedAnswer }),
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(<QuizPanel session={session} />);
    await user.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    const box = await screen.findByRole('textbox', { name: 'Your answer' });
    await user.type(box, 'It controls{Enter}what enters');
    expect(box).toHaveValue('It controls\nwhat enters');
    expect(network.find('POST', `/api/questions/${open.id}/evaluate`)).toHaveLength(0);
    expect(screen.getByText('Ctrl+Enter (⌘+Enter on a Mac) checks; Enter adds a line.')).toBeInTheDocument();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('region', { name: 'Correct' })).toBeInTheDocument();
    expect(network.find('POST', `/api/questions/${open.id}/evaluate`)[0]!.body).toEqual({
      answer: 'It controls\nwhat enters',
      quizId: QUIZ_ID,
    });
    expect(box).toHaveValue('It controls\nwhat enters');

    // the keyboard map agrees
    await user.click(screen.getByRole('button', { name: 'See my grade' }));
    await user.keyboard('?');
    const overlay = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(overlay).getByText('Ctrl+Enter / ⌘+Enter')).toBeInTheDocument();
    expect(within(overlay).getByText('Quiz, open answer: check it (Enter adds a line)')).toBeInTheDocument();
  });
});
