/**
 * What the banners page and the notices page do alike: the filter (group or kind) and the page in the URL,
 * which row is open in the form, the outcome of the last change, and the row buttons (up, down, edit,
 * show/hide). A move past the page's edge swaps the row with its neighbour on the next or previous page
 * (asked for by its place) and follows it there.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ContentStatus } from '@platform/contracts';
import type { ContentRowActions } from '../components/row-actions';
import { contentErrorText } from './content-form';
import { pageOfPosition, readPaging, writePaging, type ContentPaging } from './content-paging';

export interface ContentRow { id: number; sortOrder: number }
export interface ContentPage<T> { list: T[]; totalCount: number; totalPages: number; nextSortOrder: number }
export type Outcome = { tone: 'success' | 'error'; text: string } | null;

export function useContentFilter<F extends string>(param: 'group' | 'type', values: readonly F[], fallback: F) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(param);
  const filter = (values as readonly string[]).includes(raw ?? '') ? (raw as F) : fallback;
  const paging = readPaging(params);
  /** Another group or kind starts at its first page. */
  const setFilter = useCallback((value: F) => setParams((p) => {
    const next = writePaging(p, { page: 1, size: readPaging(p).size });
    next.set(param, value);
    return next;
  }), [param, setParams]);
  const setPaging = useCallback((next: ContentPaging) => setParams((p) => writePaging(p, next)), [setParams]);
  return { filter, paging, setFilter, setPaging };
}

export function useContentList<T extends ContentRow, I>({ page, paging, setPaging, add, edit, status, order, neighbourAt }: {
  page: ContentPage<T> | undefined;
  paging: ContentPaging;
  setPaging: (paging: ContentPaging) => void;
  add: UseMutationResult<T, Error, I>;
  edit: UseMutationResult<T, Error, { id: number; body: I }>;
  status: UseMutationResult<T, Error, { id: number; status: ContentStatus }>;
  order: UseMutationResult<T[], Error, number[]>;
  /** The id of the row at a place (0-based) of the whole list, for a move past the page's edge. */
  neighbourAt: (position: number) => Promise<number | undefined>;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  /** The row last saved: shown in the form while it is on no page at hand (moved to another group, say). */
  const [held, setHeld] = useState<T | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [seeking, setSeeking] = useState(false);
  const list = useMemo(() => page?.list ?? [], [page?.list]);
  const ids = useMemo(() => list.map((r) => r.id), [list]);
  const offset = (paging.page - 1) * paging.size;
  const total = page?.totalCount ?? 0;
  const failed = useCallback((error: unknown) => setOutcome({ tone: 'error', text: contentErrorText(t, error) }), [t]);

  const onMove = useCallback((id: number, step: -1 | 1) => {
    setOutcome(null);
    const at = ids.indexOf(id);
    const position = offset + at + step;
    const swap = (neighbour: number) => order.mutate(step < 0 ? [id, neighbour] : [neighbour, id], {
      onSuccess: () => {
        setOutcome({ tone: 'success', text: t('content.moved') });
        if (ids[at + step] === undefined) setPaging({ ...paging, page: pageOfPosition(position, paging.size) });
      },
      onError: failed,
    });
    const near = ids[at + step];
    if (near !== undefined) {
      swap(near);
      return;
    }
    setSeeking(true);
    neighbourAt(position).then((neighbour) => {
      if (neighbour !== undefined) swap(neighbour);
    }, failed).finally(() => setSeeking(false));
  }, [ids, offset, order, failed, t, neighbourAt, paging, setPaging]);
  const onStatus = useCallback((id: number, next: ContentStatus) => {
    setOutcome(null);
    status.mutate({ id, status: next }, { onSuccess: () => setOutcome({ tone: 'success', text: t(next === 'active' ? 'content.shown' : 'content.hidden') }), onError: failed });
  }, [status, failed, t]);
  const onEdit = useCallback((id: number) => {
    setOutcome(null);
    setEditing(id);
  }, []);
  const saving = add.isPending || edit.isPending;
  const busy = saving || status.isPending || order.isPending || seeking;
  const actions = useMemo<ContentRowActions>(() => ({ busy, ids, offset, total, onMove, onEdit, onStatus }), [busy, ids, offset, total, onMove, onEdit, onStatus]);

  /**
   * Adds or saves the open row. `keepOpen`: the form stays on the saved row (a new banner then takes its
   * image). `follow`: given when the row left the group or kind shown; it takes the list there.
   * A new row comes last in its list, so the list goes to its last page.
   */
  function save(body: I, { created, keepOpen, follow }: { created: string; keepOpen: boolean; follow?: () => void }) {
    setOutcome(null);
    const id = typeof editing === 'number' ? editing : null;
    const settled = {
      onSuccess: (saved: T) => {
        setOutcome({ tone: 'success', text: id === null ? created : t('content.saved') });
        setHeld(saved);
        setEditing(keepOpen ? saved.id : null);
        if (follow) follow();
        else if (id === null) setPaging({ ...paging, page: pageOfPosition(total, paging.size) });
      },
      onError: failed,
    };
    if (id === null) add.mutate(body, settled);
    else edit.mutate({ id, body }, settled);
  }

  const current = typeof editing === 'number' ? list.find((r) => r.id === editing) ?? (held?.id === editing ? held : null) : null;
  return {
    editing, current, outcome, actions, saving, save,
    /** After the list's last row (the page alone does not know it). */
    nextSortOrder: page?.nextSortOrder ?? 0,
    startNew: () => { setOutcome(null); setEditing('new'); },
    close: () => setEditing(null),
    /** A row saved elsewhere (the banner's image): the form shows it even when it is on no page at hand. */
    refresh: setHeld,
  };
}
