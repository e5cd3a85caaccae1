import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Annotation, AnnotationInput, DocumentSummary, SessionFile } from '@mnemo/contracts/library';
import { isShownAsPdfPages } from '@mnemo/contracts/values';
import { queryKeys } from '../../../lib/query-keys.ts';
import { patchAnnotations } from '../api/patch-annotations.ts';

/** An annotation on screen: `key` is ours until the server gives the id (then they are equal). */
export type LocalAnnotation = Omit<Annotation, 'id'> & { key: string; id: string | null };
export type NewAnnotation = Omit<LocalAnnotation, 'key' | 'id'>;
export type AnnotationChange = Partial<Pick<LocalAnnotation, 'note' | 'color'>>;

export const SAVE_DELAY_MS = 800;
/** a `keepalive` request body may not exceed 64 KiB */
const KEEPALIVE_MAX_BYTES = 60 * 1024;

export interface AnnotationStore {
  /** the session the annotations belong to */
  sessionId: string;
  items: LocalAnnotation[];
  canEdit: boolean;
  /** true while changes wait to be saved or are being saved */
  isSaving: boolean;
  hasSaveError: boolean;
  create: (annotation: NewAnnotation) => string;
  update: (key: string, change: AnnotationChange) => void;
  remove: (key: string) => void;
}

function toInput(item: LocalAnnotation): AnnotationInput {
  const { key: _key, id, ...rest } = item;
  return id ? { ...rest, id } : rest;
}

/**
 * Where an annotation on a page belongs when it names no document (the whole-array PUT of the
 * spec's client, which knows one PDF per session): the session's first PDF, else its first
 * document shown as pages. ADR 047.
 */
export function findUnplacedAnnotationsDocument(documents: readonly DocumentSummary[]): string | null {
  return (
    (
      documents.find((document) => document.kind === 'pdf') ??
      documents.find((document) => isShownAsPdfPages(document.kind))
    )?.id ?? null
  );
}

function fromServer(annotation: Annotation, documents: readonly DocumentSummary[]): LocalAnnotation {
  const isUnplaced = annotation.documentId === null && annotation.kind !== 'passage' && annotation.page !== null;
  return {
    ...annotation,
    key: annotation.id,
    documentId: isUnplaced ? findUnplacedAnnotationsDocument(documents) : annotation.documentId,
  };
}

/**
 * The session's annotations as the learner works: each change is saved on its own, a moment after
 * the last one (PATCH …/annotations, which leaves the session's version alone), one request at a
 * time; what is still unsaved when the page goes away leaves in a `keepalive` request.
 */
export function useAnnotations(session: SessionFile): AnnotationStore {
  const queryClient = useQueryClient();
  const canEdit = session.isOwner;
  const [items, setItems] = useState<LocalAnnotation[]>(() =>
    session.pdfAnnotations.map((annotation) => fromServer(annotation, session.documents)),
  );
  const [hasSaveError, setHasSaveError] = useState(false);
  const [pendingCount, setPendingCount] = useState(0);
  const itemsRef = useRef(items);
  /** key → the revision last changed; saved revisions are dropped */
  const dirty = useRef(new Map<string, number>());
  const deletes = useRef(new Set<string>());
  const isInFlight = useRef(false);
  const timer = useRef<number | null>(null);
  const revision = useRef(0);
  const saveRef = useRef<() => Promise<void>>(async () => undefined);

  // a newer read of the session (a refetch) is adopted when nothing of ours is waiting
  const serverList = session.pdfAnnotations;
  const documents = session.documents;
  useEffect(() => {
    if (dirty.current.size === 0 && deletes.current.size === 0 && !isInFlight.current) {
      // the items we already show keep their keys (an open editor stays open)
      const keys = new Map(itemsRef.current.filter((item) => item.id).map((item) => [item.id, item.key]));
      itemsRef.current = serverList.map((annotation) => ({
        ...fromServer(annotation, documents),
        key: keys.get(annotation.id) ?? annotation.id,
      }));
      setItems(itemsRef.current);
    }
  }, [serverList, documents]);

  const refreshPending = useCallback(() => setPendingCount(dirty.current.size + deletes.current.size), []);

  const save = useCallback(async () => {
    timer.current = null;
    if (isInFlight.current || (dirty.current.size === 0 && deletes.current.size === 0)) return;
    const sent = new Map(dirty.current);
    const keys = [...sent.keys()];
    const byKey = new Map(itemsRef.current.map((item) => [item.key, item]));
    const upsertItems = keys.map((key) => byKey.get(key)).filter((item): item is LocalAnnotation => item !== undefined);
    const deleted = [...deletes.current];
    isInFlight.current = true;
    try {
      const response = await patchAnnotations(session.id, { upsert: upsertItems.map(toInput), delete: deleted });
      setHasSaveError(false);
      for (const id of deleted) deletes.current.delete(id);
      const ids = new Map(upsertItems.map((item, index) => [item.key, response.upserted[index]?.id ?? item.id]));
      for (const [key, sentRevision] of sent) if (dirty.current.get(key) === sentRevision) dirty.current.delete(key);
      setItems((current) => {
        const next = current.map((item) =>
          ids.has(item.key) && !item.id ? { ...item, id: ids.get(item.key) ?? null } : item,
        );
        itemsRef.current = next;
        return next;
      });
      // the cached session (persisted across reloads) holds what the server now has
      queryClient.setQueriesData<SessionFile>({ queryKey: [queryKeys.sessionFileAll[0], session.id] }, (data) =>
        data
          ? {
              ...data,
              pdfAnnotations: itemsRef.current
                .filter((item) => item.id)
                .map(({ key: _key, ...item }) => ({ ...item, id: item.id! })),
            }
          : data,
      );
    } catch {
      setHasSaveError(true);
    } finally {
      isInFlight.current = false;
      refreshPending();
    }
    if (dirty.current.size > 0 || deletes.current.size > 0) {
      timer.current = window.setTimeout(() => void saveRef.current(), SAVE_DELAY_MS);
    }
  }, [session.id, queryClient, refreshPending]);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const schedule = useCallback(() => {
    refreshPending();
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void save(), SAVE_DELAY_MS);
  }, [save, refreshPending]);

  const create = useCallback(
    (annotation: NewAnnotation) => {
      const key = crypto.randomUUID();
      setItems((current) => {
        const next = [...current, { ...annotation, key, id: null }];
        itemsRef.current = next;
        return next;
      });
      dirty.current.set(key, (revision.current += 1));
      schedule();
      return key;
    },
    [schedule],
  );

  const update = useCallback(
    (key: string, change: AnnotationChange) => {
      setItems((current) => {
        const next = current.map((item) => (item.key === key ? { ...item, ...change } : item));
        itemsRef.current = next;
        return next;
      });
      dirty.current.set(key, (revision.current += 1));
      schedule();
    },
    [schedule],
  );

  const remove = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((candidate) => candidate.key === key);
      setItems((current) => {
        const next = current.filter((candidate) => candidate.key !== key);
        itemsRef.current = next;
        return next;
      });
      dirty.current.delete(key);
      if (item?.id) deletes.current.add(item.id);
      schedule();
    },
    [schedule],
  );

  // leaving the page: what is unsaved goes in one request the browser finishes on its own
  useEffect(() => {
    const onPageHide = () => {
      if (isInFlight.current || (dirty.current.size === 0 && deletes.current.size === 0)) return;
      const upsert = itemsRef.current.filter((item) => dirty.current.has(item.key)).map(toInput);
      const body = { upsert, delete: [...deletes.current] };
      while (body.upsert.length > 0 && JSON.stringify(body).length > KEEPALIVE_MAX_BYTES) body.upsert.pop();
      dirty.current.clear();
      deletes.current.clear();
      void patchAnnotations(session.id, body, { keepalive: true }).catch(() => undefined);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      onPageHide();
    };
  }, [session.id]);

  return useMemo(
    () => ({
      sessionId: session.id,
      items,
      canEdit,
      isSaving: pendingCount > 0,
      hasSaveError,
      create,
      update,
      remove,
    }),
    [session.id, items, canEdit, pendingCount, hasSaveError, create, update, remove],
  );
}
