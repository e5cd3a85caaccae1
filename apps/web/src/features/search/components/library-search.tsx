import { useEffect, useId, useState } from 'react';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LibrarySearchHit, LibrarySearchResponse } from '@mnemo/contracts/reading';
import { INPUT_CLASS_NAME } from '../../../components/text-field.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { MIN_QUERY_LENGTH, useLibrarySearch } from '../api/search-library.ts';

const TYPING_PAUSE_MS = 250;

function formatTime(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Where a hit opens: its session at the hit's document and place, with `mark` naming the passage
 * so the session page opens it the way `openAt` does (the sidebar sits outside the page's context).
 */
export function hitHref(session: LibrarySearchResponse['groups'][number]['session'], hit: LibrarySearchHit): string {
  const base = paths.session(session.folderId ?? 'root', session.id);
  const params = new URLSearchParams();
  if (hit.documentId) {
    params.set('doc', hit.documentId);
    if (hit.page !== null) params.set('page', String(hit.page));
    else if (hit.slide !== null) params.set('slide', String(hit.slide));
    else if (hit.startMs !== null) params.set('t', String(hit.startMs));
    if (hit.chunkId) params.set('mark', hit.chunkId);
  } else if (hit.kind === 'flashcard') params.set('tab', 'flashcards');
  const extra = params.toString();
  return extra ? `${base}&${extra}` : base;
}

function HitPlace({ hit }: { hit: LibrarySearchHit }) {
  const { t } = useTranslation('app');
  const place =
    hit.page !== null
      ? t('search.page', { page: hit.page })
      : hit.slide !== null
        ? t('search.slide', { slide: hit.slide })
        : hit.startMs !== null
          ? formatTime(hit.startMs)
          : null;
  return (
    <span className="text-xs font-medium text-muted">
      {t(`search.kinds.${hit.kind}`)}
      {place ? ` · ${place}` : ''}
    </span>
  );
}

/**
 * The sidebar's search over the whole library: every session's material (full text), cards and
 * notes, results grouped by session; a result opens the session at its passage.
 */
export function LibrarySearch({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(['app', 'errors']);
  const inputId = useId();
  const resultsId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useLibrarySearch(query);
  const isActive = query.trim().length >= MIN_QUERY_LENGTH;
  const clear = () => {
    setText('');
    setQuery('');
  };

  return (
    <div className="px-3 pt-3">
      <form
        role="search"
        aria-label={t('search.label')}
        onSubmit={(event) => event.preventDefault()}
        className="relative"
      >
        <label htmlFor={inputId} className="sr-only">
          {t('search.label')}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text) {
              event.preventDefault();
              clear();
            }
          }}
          placeholder={t('search.placeholder')}
          aria-controls={isActive ? resultsId : undefined}
          className={cn(INPUT_CLASS_NAME, 'h-9 pr-8 pl-8 text-sm [&::-webkit-search-cancel-button]:hidden')}
        />
        {text ? (
          <button
            type="button"
            onClick={clear}
            aria-label={t('search.clear')}
            className="absolute top-1/2 right-1.5 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-fg"
          >
            <X className="size-3.5" aria-hidden />
          </button>
        ) : null}
      </form>
      {isActive ? (
        <section
          id={resultsId}
          aria-label={t('search.results')}
          className="mt-2 max-h-[50dvh] overflow-y-auto rounded-control border border-border bg-surface"
        >
          {search.isError ? (
            <p role="alert" className="p-3 text-sm text-danger-fg">
              {describeApiError(search.error)}
            </p>
          ) : search.data === undefined ? (
            <p role="status" className="flex items-center gap-2 p-3 text-sm text-muted">
              <Spinner className="size-4" />
              {t('search.searching')}
            </p>
          ) : search.data.groups.length === 0 ? (
            <p role="status" className="p-3 text-sm text-muted">
              {t('search.empty', { query: query.trim() })}
            </p>
          ) : (
            <>
              <p role="status" className="sr-only">
                {t('search.count', { count: search.data.groups.length })}
              </p>
              {search.data.groups.map((group) => (
                <section
                  key={group.session.id}
                  aria-label={group.session.name}
                  className="border-b border-border last:border-b-0"
                >
                  <h3 className="truncate px-3 pt-2.5 pb-1 text-xs font-semibold text-fg">{group.session.name}</h3>
                  <ul className="pb-1.5">
                    {group.hits.map((hit, index) => (
                      <li key={`${hit.kind}-${hit.chunkId ?? index}-${index}`}>
                        <Link
                          to={hitHref(group.session, hit)}
                          onClick={() => {
                            clear();
                            onNavigate?.();
                          }}
                          className="flex flex-col gap-0.5 px-3 py-1.5 hover:bg-surface-2 focus-visible:bg-surface-2"
                        >
                          <HitPlace hit={hit} />
                          <span className="line-clamp-2 text-xs leading-5 text-fg">{hit.snippet}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
