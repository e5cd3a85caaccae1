import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentSummary } from '@mnemo/contracts/library';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { OpenAtContext } from '../../../lib/open-at.ts';
import { CitationChip } from './citations.tsx';

const DOC_ID = '10000000-0000-4000-8000-000000000001';
const CHUNK_ID = '30000000-0000-4000-8000-000000000001';
const citation = {
  chunkId: CHUNK_ID,
  documentId: DOC_ID,
  page: 7,
  slide: null,
  startMs: null,
  endMs: null,
  speaker: null,
  quote: 'ATP synthase turns the proton gradient into ATP.',
};

function renderChip(openAt = vi.fn()) {
  // no document summary: the place names "the material"
  const documents: DocumentSummary[] = [];
  renderWithProviders(
    <OpenAtContext.Provider value={openAt}>
      <p>
        In the mitochondria <CitationChip number={1} citation={citation} documents={documents} />.
      </p>
      <button type="button">Elsewhere</button>
    </OpenAtContext.Provider>,
  );
  return openAt;
}

describe('CitationChip', () => {
  it('shows the cited passage when focused by keyboard, describes the chip with it, and Escape closes it', async () => {
    const user = userEvent.setup();
    renderChip();
    const chip = await screen.findByRole('button', { name: '[1]' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(chip).toHaveFocus();
    const card = await screen.findByRole('tooltip');
    expect(card).toHaveTextContent('ATP synthase turns the proton gradient into ATP.');
    expect(card).toHaveTextContent('Source 1: From the material, p. 7');
    expect(chip).toHaveAccessibleDescription(/ATP synthase turns the proton gradient into ATP\./);
    // the focus stays on the chip
    expect(chip).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows the passage on hover, hides it when the pointer leaves, and a click still opens the place', async () => {
    const user = userEvent.setup();
    const openAt = renderChip();
    const chip = await screen.findByRole('button', { name: '[1]' });
    await user.hover(chip);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('ATP synthase');
    await user.unhover(chip);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.click(chip);
    expect(openAt).toHaveBeenCalledWith({
      documentId: DOC_ID,
      page: 7,
      slide: null,
      startMs: null,
      chunkId: CHUNK_ID,
      quote: citation.quote,
    });
  });
});
