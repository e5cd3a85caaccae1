import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CardMediaListResponse } from '@mnemo/contracts/exchange';
import type { Flashcard } from '@mnemo/contracts/library';
import { buildFlashcard, buildSessionFile } from '../../../test/factories.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithProviders, signInForTest } from '../../../test/render-app.tsx';
import { CardPlayer } from './card-player.tsx';

/*
 * An imported Anki card's image and sound (ADR 051): the card's Markdown references them as
 * `/api/media/cards/<id>`; the player and the editor show them from the signed URLs the session
 * lists, for the owner and for a share visitor (with the token).
 */
const IMAGE_ID = '30000000-0000-4000-8000-000000000001';
const SOUND_ID = '30000000-0000-4000-8000-000000000002';
const SIGNED_IMAGE = `/api/media/cards/${IMAGE_ID}?exp=4102444800&sig=image-signature`;
const SIGNED_SOUND = `/api/media/cards/${SOUND_ID}?exp=4102444800&sig=sound-signature`;

const card: Flashcard = buildFlashcard(1, {
  front: `Which muscle is this?\n\n![Deltoid](/api/media/cards/${IMAGE_ID})`,
  back: `**Deltoid**\n\n[sound:deltoid.mp3](/api/media/cards/${SOUND_ID})`,
});

const listed: CardMediaListResponse = {
  items: [
    { id: IMAGE_ID, name: 'deltoid.jpg', kind: 'image', url: SIGNED_IMAGE, expiresAt: '2100-01-01T00:00:00.000Z' },
    { id: SOUND_ID, name: 'deltoid.mp3', kind: 'audio', url: SIGNED_SOUND, expiresAt: '2100-01-01T00:00:00.000Z' },
  ],
};

describe('card media in the card player and the editor', () => {
  it('shows a share visitor the image and plays the sound from the URLs signed for their token', async () => {
    signInForTest();
    const session = buildSessionFile({ isOwner: false, flashcards: [card] });
    const network = stubFetch({ 'GET /api/sessions/:id/card-media': () => json(listed) });
    const user = userEvent.setup();
    renderWithProviders(<CardPlayer session={session} shareToken="share-token-1" />);

    const image = await screen.findByRole('img', { name: 'Deltoid' });
    expect(image).toHaveAttribute('src', SIGNED_IMAGE);
    const asked = network.find('GET', `/api/sessions/${session.id}/card-media`);
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect(asked[0]!.search.get('sharetoken')).toBe('share-token-1');

    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    const answer = screen.getByRole('region', { name: 'Answer' });
    const sound = within(answer).getByLabelText('deltoid.mp3');
    expect(sound.tagName).toBe('AUDIO');
    expect(sound).toHaveAttribute('src', SIGNED_SOUND);
    expect(sound).toHaveAttribute('controls');
  });

  it('shows the owner a card of file names only (media left out at import) as the names, not broken images, and the imported image in the editor', async () => {
    signInForTest();
    const plain: Flashcard = {
      ...card,
      id: '20000000-0000-4000-8000-000000000002',
      front: 'Missing picture ![](Deltoid%20front.JPG)',
      back: '[sound:foo.wav]',
    };
    const session = buildSessionFile({ flashcards: [card, plain] });
    stubFetch({
      'GET /api/sessions/:id/card-media': () => json(listed),
      'GET /api/review/due': () =>
        json({
          cards: [{ ...plain, sessionId: session.id, sessionName: session.name, folderId: null, sourceName: null }],
          total: 1,
          dueCount: 0,
          newCount: 1,
          reviewedToday: 0,
          nextDueAt: null,
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CardPlayer session={session} />);

    const question = await screen.findByRole('article', { name: 'Question' });
    expect(await within(question).findByText('Deltoid front.JPG')).toBeInTheDocument();
    expect(within(question).queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    expect(within(screen.getByRole('region', { name: 'Answer' })).getByText('[sound:foo.wav]')).toBeInTheDocument();

    // the whole deck's editor (the other card holds the imported image)
    await user.click(screen.getByRole('button', { name: 'All cards' }));
    const image = await screen.findByRole('img', { name: 'Deltoid' });
    expect(image).toHaveAttribute('src', SIGNED_IMAGE);
  });
});
