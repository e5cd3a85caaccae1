import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Question } from '@mnemo/contracts/library';
import { buildSessionFile } from '../../../test/factories.ts';
import { apiError, json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithProviders, signInForTest } from '../../../test/render-app.tsx';
import { QuestionsEditor } from './items-editor.tsx';

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
        return json({ upserted: body.upsert.map((edit): Question => ({ ...question, ...edit }) as Question), deleted: body.delete });
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
      upsert: [expect.objectContaining({ id: question.id, options: ['Nucleus', 'Mitochondrion', 'Ribosome'], correctIndex: 2 })],
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
      'POST /api/sessions/:id/generate': apiError(402, 'QUOTA_LIMIT', 'Exercise limit reached.', { limit: 'EXERCISES_LIMIT' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<QuestionsEditor session={session} onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Generate more questions' }));
    expect(await screen.findByRole('dialog', { name: 'Quota limit exceeded' })).toBeInTheDocument();
    expect(network.requests[0]!.body).toEqual({ replace: false, questions: { multiple_choice: 2, open_ended: 2 } });
  });
});
