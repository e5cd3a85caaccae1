import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Plus, Sparkles, X } from 'lucide-react';
import { formatNumber } from '@mnemo/i18n/format';
import { useTranslation } from 'react-i18next';
import type { Flashcard, Question, SessionFile } from '@mnemo/contracts/library';
import type { QuotaLimitKind } from '@mnemo/domain/plans';
import { Button } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { QuotaModal } from '../../../components/quota-modal.tsx';
import { INPUT_CLASS_NAME } from '../../../components/text-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { getUiLanguage } from '../../../lib/i18n.ts';
import { clozeOrdinals, makeCloze as makeClozeText } from '@mnemo/domain/cloze';
import {
  useFlashcardPage,
  useGenerateItems,
  usePatchFlashcards,
  usePatchQuestions,
  useSaveClozeNote,
} from '../api/items.ts';
import { MarkdownText } from './markdown-text.tsx';

/** The cloze syntax the editor's hints show (the same in every language). */
const CLOZE_EXAMPLE = '{{c1::…}}';
const CLOZE_HINTED_EXAMPLE = '{{c1::…::…}}';

const AREA_CLASS = cn(INPUT_CLASS_NAME, 'h-auto min-h-20 py-2');

function Field({ label, children, hint }: { label: string; children: (id: string) => ReactNode; hint?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {children(id)}
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
    </div>
  );
}

function Badge({ children }: { children: ReactNode }) {
  return <span className="rounded-full border border-border-strong px-2 py-0.5 text-xs text-muted">{children}</span>;
}

/**
 * Generates more of one kind; a 402 opens the quota modal (nothing is saved then). Says whether
 * anything was added: a short document runs out of new items, and the server then adds none.
 */
function GenerateMore({ session, kind }: { session: SessionFile; kind: 'cards' | 'questions' }) {
  const { id: sessionId, questionTypes } = session;
  const { t } = useTranslation('study');
  const generate = useGenerateItems(sessionId);
  const [limit, setLimit] = useState<QuotaLimitKind | null>(null);
  const [outcome, setOutcome] = useState<'added' | 'noneAdded' | null>(null);
  const countOf = (file: SessionFile) => (kind === 'cards' ? file.flashcardCount : file.questions.length);
  const run = () => {
    setOutcome(null);
    const before = countOf(session);
    const body =
      kind === 'cards' ? { flashcards: 5 } : { questions: Object.fromEntries(questionTypes.map((type) => [type, 2])) };
    generate.mutate(body, {
      onSuccess: (saved) => setOutcome(countOf(saved) > before ? 'added' : 'noneAdded'),
      onError: (error) => {
        if (isApiError(error) && error.status === 402 && error.limit) setLimit(error.limit);
      },
    });
  };
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        size="sm"
        onClick={run}
        isLoading={generate.isPending}
        icon={<Sparkles className="size-4" aria-hidden />}
      >
        {generate.isPending
          ? t('generate.generating')
          : kind === 'cards'
            ? t('generate.moreCards')
            : t('generate.moreQuestions')}
      </Button>
      <div aria-live="polite" className="text-sm">
        {outcome ? <span className="text-muted">{t(`generate.${outcome}`)}</span> : null}
        {generate.isError && !limit ? (
          <InlineMessage tone="error">{describeApiError(generate.error)}</InlineMessage>
        ) : null}
      </div>
      <QuotaModal limit={limit} onClose={() => setLimit(null)} />
    </div>
  );
}

/** "a, b ,b, c" → ["a", "b", "c"]: trimmed, inner spaces collapsed, each tag once. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ').slice(0, 100);
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags.slice(0, 50);
}

type CardValue = Pick<Flashcard, 'front' | 'back' | 'tags'> & Partial<Pick<Flashcard, 'kind' | 'noteId' | 'noteText'>>;

/** What the card form saves: a basic or typed card, or a cloze note's text (one card per deletion number). */
export type CardFormValue =
  | { kind: 'basic' | 'typed'; front: string; back: string; tags: string[] }
  | { kind: 'cloze'; text: string; tags: string[] };

/** Whether a key press is "Make cloze": Alt+Shift+C anywhere in the form, or C outside its text fields. */
function isMakeClozeKey(event: React.KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey) return false;
  if (event.altKey && event.shiftKey && event.code === 'KeyC') return true;
  const target = event.target as HTMLElement;
  const inField = ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable;
  return !inField && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'c';
}

export function CardForm({
  initial,
  onSave,
  onCancel,
  isSaving,
}: {
  initial: CardValue;
  onSave: (value: CardFormValue) => void;
  onCancel: () => void;
  isSaving: boolean;
}) {
  const { t } = useTranslation('study');
  const wasCloze = initial.kind === 'cloze';
  const [front, setFront] = useState(wasCloze ? (initial.noteText ?? initial.front) : initial.front);
  const [back, setBack] = useState(initial.back);
  const [tags, setTags] = useState(initial.tags.join(', '));
  const [isTyped, setIsTyped] = useState(initial.kind === 'typed');
  const [isTouched, setIsTouched] = useState(false);
  const frontRef = useRef<HTMLTextAreaElement>(null);
  /** the front's last selection, kept when focus goes to the button */
  const selection = useRef<{ start: number; end: number } | null>(null);
  const isCloze = wasCloze || clozeOrdinals(front).length > 0;
  const missing = (value: string) => (isTouched && !value.trim() ? t('editor.required') : null);
  const noDeletion =
    isTouched && wasCloze && clozeOrdinals(front).length === 0
      ? t('editor.clozeNeedsDeletion', { example: CLOZE_EXAMPLE, interpolation: { escapeValue: false } })
      : null;
  const typedId = useId();

  const makeCloze = () => {
    const area = frontRef.current;
    const range = selection.current ?? (area ? { start: area.selectionStart, end: area.selectionEnd } : null);
    if (!area || !range || range.start === range.end) {
      area?.focus();
      return;
    }
    const made = makeClozeText(front, range.start, range.end);
    setFront(made.text);
    selection.current = null;
    requestAnimationFrame(() => {
      area.focus();
      const at = made.text.indexOf(`{{c${made.ordinal}::`);
      const close = made.text.indexOf('}}', at) + 2;
      area.setSelectionRange(close, close);
    });
  };

  return (
    <form
      className="flex flex-col gap-3"
      onKeyDown={(event) => {
        if (!isMakeClozeKey(event)) return;
        event.preventDefault();
        event.stopPropagation();
        makeCloze();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        setIsTouched(true);
        const parsedTags = parseTags(tags);
        if (isCloze) {
          if (clozeOrdinals(front).length > 0) onSave({ kind: 'cloze', text: front.trim(), tags: parsedTags });
          return;
        }
        if (front.trim() && back.trim())
          onSave({ kind: isTyped ? 'typed' : 'basic', front: front.trim(), back: back.trim(), tags: parsedTags });
      }}
    >
      <Field
        label={isCloze ? t('editor.clozeText') : t('editor.front')}
        hint={
          isCloze
            ? t('editor.clozeHint', {
                example: CLOZE_EXAMPLE,
                hinted: CLOZE_HINTED_EXAMPLE,
                interpolation: { escapeValue: false },
              })
            : t('editor.markdownHint')
        }
      >
        {(id) => (
          <textarea
            id={id}
            ref={frontRef}
            autoFocus
            value={front}
            onChange={(e) => setFront(e.target.value)}
            onSelect={(e) => {
              const area = e.currentTarget;
              selection.current =
                area.selectionStart === area.selectionEnd
                  ? null
                  : { start: area.selectionStart, end: area.selectionEnd };
            }}
            aria-invalid={Boolean(missing(front) ?? noDeletion) || undefined}
            className={AREA_CLASS}
          />
        )}
      </Field>
      {missing(front) ? <p className="text-sm text-danger-fg">{missing(front)}</p> : null}
      {noDeletion ? <p className="text-sm text-danger-fg">{noDeletion}</p> : null}
      {wasCloze ? <p className="text-xs text-muted">{t('editor.clozeDeletedStays')}</p> : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-keyshortcuts="Alt+Shift+C"
          onMouseDown={(event) => event.preventDefault()}
          onClick={makeCloze}
        >
          {t('editor.makeCloze')}
        </Button>
        <span className="text-xs text-muted">{t('editor.makeClozeHint')}</span>
      </div>
      {isCloze ? null : (
        <>
          <Field label={t('editor.back')}>
            {(id) => (
              <textarea
                id={id}
                value={back}
                onChange={(e) => setBack(e.target.value)}
                aria-invalid={Boolean(missing(back)) || undefined}
                className={AREA_CLASS}
              />
            )}
          </Field>
          {missing(back) ? <p className="text-sm text-danger-fg">{missing(back)}</p> : null}
          <label htmlFor={typedId} className="flex items-center gap-2 text-sm text-fg">
            <input id={typedId} type="checkbox" checked={isTyped} onChange={(e) => setIsTyped(e.target.checked)} />
            {t('editor.typedCard')}
          </label>
        </>
      )}
      <Field label={t('editor.tags')} hint={t('editor.tagsHint')}>
        {(id) => <input id={id} value={tags} onChange={(e) => setTags(e.target.value)} className={INPUT_CLASS_NAME} />}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" isLoading={isSaving}>
          {t('editor.save')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('editor.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** How many cards the editor shows at a time. */
export const CARD_PAGE_SIZE = 50;

/** What the editor filters the cards by: text in the front or back, and one tag. */
interface CardFilter {
  q: string;
  tag: string;
}

/**
 * One page of the session's cards as the editor lists it, and the session's tags: filtered and cut
 * from the session file when it holds every card; else read page by page from the server (a session
 * larger than its file, ADR 114).
 */
function useCardList(session: SessionFile, filter: CardFilter, offset: number) {
  const isWhole = session.flashcardCount <= session.flashcards.length;
  const remote = useFlashcardPage(
    session.id,
    { offset, limit: CARD_PAGE_SIZE, q: filter.q.trim(), tag: filter.tag },
    { enabled: !isWhole },
  );
  if (isWhole) {
    const needle = filter.q.trim().toLowerCase();
    const kept = session.flashcards.filter(
      (c) =>
        (!needle || `${c.front}\n${c.back}`.toLowerCase().includes(needle)) &&
        (!filter.tag || c.tags.includes(filter.tag)),
    );
    return {
      cards: kept.slice(offset, offset + CARD_PAGE_SIZE),
      total: kept.length,
      tags: [...new Set(session.flashcards.flatMap((c) => c.tags))].sort((a, b) => a.localeCompare(b)),
      isLoading: false,
      error: null,
    };
  }
  return {
    cards: remote.data?.flashcards ?? [],
    total: remote.data?.total ?? 0,
    tags: remote.data?.tags ?? [],
    isLoading: remote.isPending || remote.isPlaceholderData,
    error: remote.error,
  };
}

/** "Cards 51–100 of 2,600", previous and next, and the page's number to type (a large deck has thousands). */
function CardPager({ offset, total, onOffset }: { offset: number; total: number; onOffset: (offset: number) => void }) {
  const { t } = useTranslation('study');
  const language = getUiLanguage();
  const pageInputId = useId();
  const pages = Math.max(1, Math.ceil(total / CARD_PAGE_SIZE));
  const page = Math.floor(offset / CARD_PAGE_SIZE) + 1;
  const [typed, setTyped] = useState<string | null>(null);
  const goTo = (target: number) => onOffset((Math.min(Math.max(1, Math.round(target)), pages) - 1) * CARD_PAGE_SIZE);
  if (total <= CARD_PAGE_SIZE) return null;
  return (
    <nav aria-label={t('editor.cardPages')} className="flex flex-wrap items-center gap-2 text-sm">
      <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => goTo(page - 1)}>
        {t('editor.previousPage')}
      </Button>
      <label htmlFor={pageInputId} className="text-fg">
        {t('editor.pageNumber')}
      </label>
      <input
        id={pageInputId}
        type="number"
        inputMode="numeric"
        min={1}
        max={pages}
        value={typed ?? String(page)}
        onChange={(e) => setTyped(e.target.value)}
        onBlur={() => setTyped(null)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          const value = Number(typed ?? page);
          if (Number.isFinite(value)) goTo(value);
          setTyped(null);
        }}
        className={cn(INPUT_CLASS_NAME, 'w-24')}
      />
      <span className="text-muted">{t('editor.pageCount', { pages: formatNumber(pages, language) })}</span>
      <Button size="sm" variant="ghost" disabled={page >= pages} onClick={() => goTo(page + 1)}>
        {t('editor.nextPage')}
      </Button>
      <span className="text-muted">
        {t('editor.cardRange', {
          from: formatNumber(offset + 1, language),
          to: formatNumber(Math.min(offset + CARD_PAGE_SIZE, total), language),
          total: formatNumber(total, language),
        })}
      </span>
    </nav>
  );
}

/**
 * Saves what the card form gives for `card` (null: a new card): a basic or typed card through the
 * per-item write, a cloze note through the notes routes (a card turned into one is replaced by
 * the note's cards).
 */
export function useSaveCardForm(sessionId: string) {
  const patch = usePatchFlashcards(sessionId);
  const note = useSaveClozeNote(sessionId);
  const save = (card: Flashcard | null, value: CardFormValue, onSuccess: () => void) => {
    if (value.kind === 'cloze') {
      const isNote = card?.kind === 'cloze' && card.noteId;
      note.mutate(
        {
          noteId: isNote ? card.noteId : null,
          text: value.text,
          tags: value.tags,
          ...(card && !isNote ? { fromCardId: card.id } : {}),
        },
        { onSuccess },
      );
      return;
    }
    const { kind, front, back, tags } = value;
    // the card's own fields only: a card of a due list carries its session's too, which a write refuses
    const kept = card
      ? {
          id: card.id,
          difficulty: card.difficulty,
          sourceChunkId: card.sourceChunkId,
          isSuspended: card.isSuspended,
          isBadItem: card.isBadItem,
          ...(card.concept ? { concept: card.concept } : {}),
        }
      : { difficulty: 'medium' as const, sourceChunkId: null };
    // the kind only when it changes (a new card is basic unless typed)
    const changed = kind !== (card?.kind ?? 'basic') ? { kind } : {};
    patch.mutate({ upsert: [{ ...kept, front, back, tags, ...changed }] }, { onSuccess });
  };
  return {
    save,
    isPending: patch.isPending || note.isPending,
    error: patch.error ?? note.error,
  };
}

/**
 * The card list of the Flashcards tab in edit mode (issue 11 items 3 and 5): search, add, edit,
 * delete, suspend, reset a schedule, flag a bad item, each saved on its own; "Generate more".
 * Listed a page at a time, every card of the session reachable whatever its size (ADR 114).
 */
export function CardsEditor({
  session,
  focusId,
  onClose,
}: {
  session: SessionFile;
  focusId?: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('study');
  const patch = usePatchFlashcards(session.id);
  const cardForm = useSaveCardForm(session.id);
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const [tag, setTag] = useState('');
  const [offset, setOffset] = useState(() => {
    const index = focusId ? session.flashcards.findIndex((card) => card.id === focusId) : -1;
    return index > 0 ? Math.floor(index / CARD_PAGE_SIZE) * CARD_PAGE_SIZE : 0;
  });
  const [editingId, setEditingId] = useState<string | null>(focusId ?? null);
  const [status, setStatus] = useState('');
  const searchId = useId();
  const tagFilterId = useId();
  // the session file's cards are filtered at once; the server is asked once typing pauses
  const isWhole = session.flashcardCount <= session.flashcards.length;
  useEffect(() => {
    const timer = setTimeout(() => setSearched(query), 300);
    return () => clearTimeout(timer);
  }, [query]);
  const list = useCardList(session, { q: isWhole ? query : searched, tag }, offset);
  const cards = list.cards;
  const save = (card: Flashcard, change: Partial<Flashcard> & { resetSchedule?: boolean }) =>
    patch.mutate({ upsert: [{ ...card, ...change }] }, { onSuccess: () => setStatus(t('editor.saved')) });

  return (
    <section aria-label={t('editor.cardsHeading')} className="mx-auto flex w-full max-w-[42rem] flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-fg">{t('editor.cardsHeading')}</h2>
        <Button variant="ghost" size="sm" onClick={onClose} icon={<X className="size-4" aria-hidden />}>
          {t('editor.close')}
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-medium text-fg">
            {t('editor.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => (setQuery(e.target.value), setOffset(0))}
            className={INPUT_CLASS_NAME}
          />
        </div>
        {list.tags.length > 0 || tag ? (
          <div className="flex min-w-36 flex-col gap-1">
            <label htmlFor={tagFilterId} className="text-sm font-medium text-fg">
              {t('editor.tagFilter')}
            </label>
            <select
              id={tagFilterId}
              value={tag}
              onChange={(e) => (setTag(e.target.value), setOffset(0))}
              className={INPUT_CLASS_NAME}
            >
              <option value="">{t('editor.allTags')}</option>
              {list.tags.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <Button size="sm" onClick={() => setEditingId('new')} icon={<Plus className="size-4" aria-hidden />}>
          {t('editor.addCard')}
        </Button>
        <GenerateMore session={session} kind="cards" />
      </div>
      {patch.isError ? <InlineMessage tone="error">{describeApiError(patch.error)}</InlineMessage> : null}
      {cardForm.error && !patch.isError ? (
        <InlineMessage tone="error">{describeApiError(cardForm.error)}</InlineMessage>
      ) : null}
      {list.error ? <InlineMessage tone="error">{describeApiError(list.error)}</InlineMessage> : null}
      <p role="status" className="sr-only">
        {status}
      </p>
      {editingId === 'new' ? (
        <div className="rounded-card border border-border p-3">
          <CardForm
            initial={{ front: '', back: '', tags: [] }}
            isSaving={cardForm.isPending}
            onCancel={() => setEditingId(null)}
            onSave={(value) => cardForm.save(null, value, () => (setEditingId(null), setStatus(t('editor.saved'))))}
          />
        </div>
      ) : null}
      <CardPager offset={offset} total={list.total} onOffset={setOffset} />
      {list.isLoading ? (
        <p role="status" className="text-sm text-muted">
          {t('editor.loadingCards')}
        </p>
      ) : cards.length === 0 ? (
        <p className="text-sm text-muted">{t('editor.empty')}</p>
      ) : null}
      <ul className="flex flex-col gap-2" aria-busy={list.isLoading || undefined}>
        {cards.map((card) => (
          <li key={card.id} className="flex flex-col gap-2 rounded-card border border-border p-3">
            {editingId === card.id ? (
              <CardForm
                initial={card}
                isSaving={cardForm.isPending}
                onCancel={() => setEditingId(null)}
                onSave={(value) => cardForm.save(card, value, () => (setEditingId(null), setStatus(t('editor.saved'))))}
              />
            ) : (
              <>
                {/* as the player shows them: Markdown, with an imported card's images and sounds */}
                <MarkdownText text={card.front} className="font-medium text-fg" />
                <MarkdownText text={card.back} className="text-sm text-muted" />
                <div className="flex flex-wrap items-center gap-1.5">
                  {card.isSuspended ? <Badge>{t('editor.suspended')}</Badge> : null}
                  {card.isBadItem ? <Badge>{t('editor.bad')}</Badge> : null}
                </div>
                {card.tags.length > 0 ? (
                  <ul
                    aria-label={t('editor.tagList', { tags: card.tags.join(', ') })}
                    className="flex flex-wrap items-center gap-1.5"
                  >
                    {card.tags.map((name) => (
                      <li key={name} className="rounded-full bg-surface-2 px-2 py-0.5 text-xs text-fg">
                        {name}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <div className="flex flex-wrap gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setEditingId(card.id)}
                    aria-label={`${t('editor.editItem')}: ${card.front}`}
                  >
                    {t('editor.editItem')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => save(card, { isSuspended: !card.isSuspended })}>
                    {card.isSuspended ? t('editor.unsuspend') : t('editor.suspend')}
                  </Button>
                  {card.schedule ? (
                    <Button size="sm" variant="ghost" onClick={() => save(card, { resetSchedule: true })}>
                      {t('editor.resetSchedule')}
                    </Button>
                  ) : null}
                  <Button size="sm" variant="ghost" onClick={() => save(card, { isBadItem: !card.isBadItem })}>
                    {card.isBadItem ? t('editor.unflagBad') : t('editor.flagBad')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-danger-fg"
                    onClick={() =>
                      patch.mutate(
                        { delete: [card.id] },
                        {
                          onSuccess: () => {
                            setStatus(t('editor.deleted'));
                            // the last card of the last page gone: the page before it
                            if (cards.length === 1 && offset > 0) setOffset(offset - CARD_PAGE_SIZE);
                          },
                        },
                      )
                    }
                  >
                    {t('editor.delete')}
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The question list of the Quiz tab in edit mode: search, edit the prompt and answer, flag, delete; "Generate more". */
export function QuestionsEditor({ session, onClose }: { session: SessionFile; onClose: () => void }) {
  const { t } = useTranslation('study');
  const patch = usePatchQuestions(session.id);
  const [query, setQuery] = useState('');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const searchId = useId();
  const needle = query.trim().toLowerCase();
  const questions = session.questions.filter((q) => !needle || q.prompt.toLowerCase().includes(needle));
  const saveQuestion = (question: Question) =>
    patch.mutate({ upsert: [question] }, { onSuccess: () => (setEditingId(null), setStatus(t('editor.saved'))) });

  return (
    <section aria-label={t('editor.questionsHeading')} className="flex w-full flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-fg">{t('editor.questionsHeading')}</h2>
        <Button variant="ghost" size="sm" onClick={onClose} icon={<X className="size-4" aria-hidden />}>
          {t('editor.close')}
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-medium text-fg">
            {t('editor.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className={INPUT_CLASS_NAME}
          />
        </div>
        <GenerateMore session={session} kind="questions" />
      </div>
      {patch.isError ? <InlineMessage tone="error">{describeApiError(patch.error)}</InlineMessage> : null}
      <p role="status" className="sr-only">
        {status}
      </p>
      {questions.length === 0 ? <p className="text-sm text-muted">{t('editor.empty')}</p> : null}
      <ul className="flex flex-col gap-2">
        {questions.map((question) => (
          <li key={question.id} className="flex flex-col gap-2 rounded-card border border-border p-3">
            {editingId === question.id ? (
              <QuestionForm
                question={question}
                isSaving={patch.isPending}
                onCancel={() => setEditingId(null)}
                onSave={saveQuestion}
              />
            ) : (
              <>
                <p className="text-xs text-muted">{t(`quiz.types.${question.type}`)}</p>
                <p className="font-medium text-fg">{question.prompt}</p>
                {question.isBadItem ? (
                  <div>
                    <Badge>{t('editor.bad')}</Badge>
                  </div>
                ) : null}
                <div className="flex flex-wrap gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setEditingId(question.id)}
                    aria-label={`${t('editor.editItem')}: ${question.prompt}`}
                  >
                    {t('editor.editItem')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => saveQuestion({ ...question, isBadItem: !question.isBadItem })}
                  >
                    {question.isBadItem ? t('editor.unflagBad') : t('editor.flagBad')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-danger-fg"
                    onClick={() =>
                      patch.mutate({ delete: [question.id] }, { onSuccess: () => setStatus(t('editor.deleted')) })
                    }
                  >
                    {t('editor.delete')}
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function QuestionForm({
  question,
  onSave,
  onCancel,
  isSaving,
}: {
  question: Question;
  onSave: (q: Question) => void;
  onCancel: () => void;
  isSaving: boolean;
}) {
  const { t } = useTranslation('study');
  const [prompt, setPrompt] = useState(question.prompt);
  const [options, setOptions] = useState(question.type === 'multiple_choice' ? question.options.join('\n') : '');
  const [correctIndex, setCorrectIndex] = useState(question.type === 'multiple_choice' ? question.correctIndex : 0);
  const [answer, setAnswer] = useState(question.type === 'true_false' ? question.answer : true);
  const [expected, setExpected] = useState(question.type === 'open_ended' ? question.expectedAnswer : '');
  const optionList = options
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);
  const isValid =
    prompt.trim() !== '' &&
    (question.type !== 'multiple_choice' ||
      (optionList.length >= 2 && optionList.length <= 6 && correctIndex < optionList.length)) &&
    (question.type !== 'open_ended' || expected.trim() !== '');
  const build = (): Question => {
    if (question.type === 'multiple_choice')
      return { ...question, prompt: prompt.trim(), options: optionList, correctIndex };
    if (question.type === 'true_false') return { ...question, prompt: prompt.trim(), answer };
    return { ...question, prompt: prompt.trim(), expectedAnswer: expected.trim() };
  };
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (isValid) onSave(build());
      }}
    >
      <Field label={t('editor.prompt')} hint={t('editor.markdownHint')}>
        {(id) => <textarea id={id} value={prompt} onChange={(e) => setPrompt(e.target.value)} className={AREA_CLASS} />}
      </Field>
      {question.type === 'multiple_choice' ? (
        <>
          <Field label={t('editor.options')}>
            {(id) => (
              <textarea id={id} value={options} onChange={(e) => setOptions(e.target.value)} className={AREA_CLASS} />
            )}
          </Field>
          <Field label={t('editor.correctOption')}>
            {(id) => (
              <select
                id={id}
                value={correctIndex}
                onChange={(e) => setCorrectIndex(Number(e.target.value))}
                className={INPUT_CLASS_NAME}
              >
                {optionList.map((option, index) => (
                  <option key={`${index}-${option}`} value={index}>
                    {option}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </>
      ) : question.type === 'true_false' ? (
        <Field label={t('editor.trueFalseAnswer')}>
          {(id) => (
            <select
              id={id}
              value={String(answer)}
              onChange={(e) => setAnswer(e.target.value === 'true')}
              className={INPUT_CLASS_NAME}
            >
              <option value="true">{t('quiz.true')}</option>
              <option value="false">{t('quiz.false')}</option>
            </select>
          )}
        </Field>
      ) : (
        <Field label={t('editor.expectedAnswer')}>
          {(id) => (
            <textarea id={id} value={expected} onChange={(e) => setExpected(e.target.value)} className={AREA_CLASS} />
          )}
        </Field>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" isLoading={isSaving} disabled={!isValid}>
          {t('editor.save')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('editor.cancel')}
        </Button>
      </div>
    </form>
  );
}
