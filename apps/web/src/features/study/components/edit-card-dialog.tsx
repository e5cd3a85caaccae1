import { useTranslation } from 'react-i18next';
import type { Flashcard } from '@mnemo/contracts/library';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { Modal } from '../../../components/modal.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { CardForm, useSaveCardForm } from './items-editor.tsx';

/** Puts focus back in the card player: the answer's Medium button, else "Show answer". */
export function focusPlayer(container: HTMLElement | null): void {
  container?.querySelector<HTMLElement>('[data-rating="medium"], [data-player-action="show-answer"]')?.focus();
}

/**
 * `E` in a card player (issue 23 item 2): the card on screen, and only it, in a dialog — its
 * front, back and tags (or its cloze note's text; "Make cloze" and the typed-card switch as in the
 * card editor), saved through its session's per-item write or its note's route. Esc, Cancel or Save close it
 * and put focus back in the player on the same card, so a sitting goes on from the keyboard.
 */
export function EditCardDialog({
  card,
  sessionId,
  onClose,
  playerRef,
}: {
  card: Flashcard | null;
  sessionId: string;
  onClose: () => void;
  playerRef: React.RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('study');
  const cardForm = useSaveCardForm(sessionId);
  return (
    <Modal
      open={card !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('cards.editCard')}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        focusPlayer(playerRef.current);
      }}
    >
      {card ? (
        <div className="flex flex-col gap-3">
          {cardForm.error ? <InlineMessage tone="error">{describeApiError(cardForm.error)}</InlineMessage> : null}
          <CardForm
            key={card.id}
            initial={card}
            isSaving={cardForm.isPending}
            onCancel={onClose}
            onSave={(value) => cardForm.save(card, value, onClose)}
          />
        </div>
      ) : null}
    </Modal>
  );
}
