import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentState } from '@mnemo/contracts/pipeline';
import { i18n } from '../lib/i18n.ts';
import { ProcessingProgress } from './processing-progress.tsx';

const state = (overrides: Partial<DocumentState>): DocumentState => ({
  id: '22222222-2222-4222-8222-222222222222',
  sessionId: '11111111-1111-4111-8111-111111111111',
  kind: 'pdf',
  fileName: 'cells.pdf',
  status: 'processing',
  embeddingStatus: 'not_done',
  progress: 40,
  stages: [{ stage: 'file_processed', status: 'done', at: '2026-01-01T00:00:00.000Z' }],
  ...overrides,
});

describe('ProcessingProgress', () => {
  it('shows the stages done so far and the progress, and says when it is reconnecting', () => {
    render(<ProcessingProgress name="Cells" state={state({})} isReconnecting />);
    expect(screen.getByRole('heading', { name: 'Preparing “Cells”' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Processing progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('File processed')).toBeInTheDocument();
    expect(screen.getByText('The live progress was interrupted. Reconnecting…')).toBeInTheDocument();
  });

  it('says what it is doing now, after the stages done so far: reading, indexing, generating, saving', () => {
    const { rerender } = render(
      <ProcessingProgress name="Cells" state={state({ progress: 12, stages: [] })} isReconnecting={false} />,
    );
    expect(screen.getByText('Reading the material…')).toBeInTheDocument();
    const at = '2026-01-01T00:00:00.000Z';
    rerender(<ProcessingProgress name="Cells" state={state({})} isReconnecting={false} />);
    expect(screen.getByText('Building the search index…')).toBeInTheDocument();
    const indexed = [
      { stage: 'file_processed', status: 'done', at },
      { stage: 'chunks_created', status: 'done', at },
      { stage: 'index_built', status: 'done', at },
    ] as const;
    rerender(
      <ProcessingProgress name="Cells" state={state({ progress: 70, stages: [...indexed] })} isReconnecting={false} />,
    );
    expect(screen.getByText('Generating the summary, flashcards and questions…')).toBeInTheDocument();
    rerender(
      <ProcessingProgress
        name="Cells"
        state={state({ progress: 85, stages: [...indexed, { stage: 'exercises_generated', status: 'done', at }] })}
        isReconnecting={false}
      />,
    );
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    // a recording: transcribing is still reading its material
    rerender(
      <ProcessingProgress
        name="Talk"
        state={state({ kind: 'audio', progress: 15, stages: [{ stage: 'audio_compressed', status: 'done', at }] })}
        isReconnecting={false}
      />,
    );
    expect(screen.getByText('Reading the material…')).toBeInTheDocument();
  });

  it('shows why a document failed, and offers other material only where the page can take it', async () => {
    const failed = state({
      status: 'failed',
      stages: [{ stage: 'extract', status: 'failed', at: '2026-01-01T00:00:00.000Z' }],
      error: { code: 'UNSUPPORTED_FILE', message: 'This PDF has no selectable text.' },
    });
    const { rerender } = render(<ProcessingProgress name="Cells" state={failed} isReconnecting={false} />);
    expect(screen.getByRole('heading', { name: 'We could not use this material' })).toBeInTheDocument();
    expect(screen.getByText('This PDF has no selectable text.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    const onRetry = vi.fn();
    rerender(<ProcessingProgress name="Cells" state={failed} isReconnecting={false} onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try other material' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('speaks Portuguese', async () => {
    await i18n.changeLanguage('pt');
    render(
      <ProcessingProgress
        name="Células"
        state={state({ status: 'completed', progress: 100 })}
        isReconnecting={false}
      />,
    );
    expect(screen.getByRole('heading', { name: 'A preparar «Células»' })).toBeInTheDocument();
    expect(screen.getByText('A sua sessão está pronta.')).toBeInTheDocument();
  });
});
