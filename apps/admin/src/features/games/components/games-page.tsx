/**
 * Games (decision 0049): the merchant's vendors (order, status, names) and one page of its games with
 * search, filters and sort done by the server, all in the URL; status (active, maintenance, hidden), hot
 * badge, order and names per language; and the player lobby's look beside the list.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CatalogueStatus, GamePatchBody, OperatorGame, OperatorVendor } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { Pager } from '../../../components/pager';
import { formatCount } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { textLanguages } from '../../../lib/localized-texts';
import { contentErrorText, moved } from '../../content/lib/content-form';
import { Can } from '../../access/components/can';
import { useMerchant } from '../../merchants/use-merchant';
import { useVendors } from '../api/get-game-vendors';
import { downloadGames } from '../api/download-games';
import { useGames } from '../api/get-games';
import { usePatchGame } from '../api/patch-game';
import { usePatchVendor } from '../api/patch-game-vendor';
import { useAddGame } from '../api/post-game';
import { useAddVendor } from '../api/post-game-vendor';
import { useVendorOrder } from '../api/post-game-vendors-reorder';
import { readSearch, sortBy, sortColumn, SORT_COLUMNS, writeSearch, type GameSearch } from '../lib/game-search';
import { nameIn } from '../lib/names';
import { GameActionsContext, type GameActionsState } from './game-actions';
import { GameEditDialog, type GameSave } from './game-edit-dialog';
import { GameSearchForm } from './game-search-form';
import { GamesTable } from './games-table';
import { LobbyPreview } from './lobby-preview';
import { VendorActionsContext, VendorsTable, type VendorActionsState } from './vendors-table';
import { VendorEditDialog, type VendorSave } from './vendor-edit-dialog';
import './games.css';

export function GamesPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('games.title'));
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const merchant = useMerchant();
  const code = merchant.current?.merchantCode;
  const vendors = useVendors(code);
  const games = useGames(code, search);
  const patchGame = usePatchGame(code);
  const patchVendor = usePatchVendor(code);
  const vendorOrder = useVendorOrder(code);
  const addGame = useAddGame(code);
  const addVendor = useAddVendor(code);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // The open dialog and what it edits (null: a new one).
  const [editingGame, setEditingGame] = useState<{ game: OperatorGame | null } | null>(null);
  const [editingVendor, setEditingVendor] = useState<{ vendor: OperatorVendor | null } | null>(null);
  const [dialogProblem, setDialogProblem] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const go = useCallback((next: GameSearch) => setParams(writeSearch(params, next)), [params, setParams]);
  const languages = textLanguages(merchant.current?.langList);
  const language = i18n.language;
  const failed = useCallback((error: unknown) => setOutcome({ tone: 'error', text: contentErrorText(t, error) }), [t]);

  const changeGame = useCallback((game: OperatorGame, body: GamePatchBody, done: string) => {
    setOutcome(null);
    patchGame.mutate({ id: game.id, body }, { onSuccess: () => setOutcome({ tone: 'success', text: t(done, { name: nameIn(game.names, language) }) }), onError: failed });
  }, [patchGame, failed, t, language]);
  const gameActions = useMemo<GameActionsState>(() => ({
    busy: patchGame.isPending,
    onStatus: (game: OperatorGame, status: CatalogueStatus) => changeGame(game, { status }, `games.done.${status}`),
    onHot: (game: OperatorGame) => changeGame(game, { isHot: !game.isHot }, game.isHot ? 'games.done.notHot' : 'games.done.hot'),
    onEdit: (game: OperatorGame) => { setDialogProblem(null); setEditingGame({ game }); },
  }), [patchGame.isPending, changeGame]);

  const vendorList = useMemo(() => vendors.data ?? [], [vendors.data]);
  const codes = useMemo(() => vendorList.map((v) => v.code), [vendorList]);
  const vendorActions = useMemo<VendorActionsState>(() => ({
    busy: vendorOrder.isPending || patchVendor.isPending,
    codes,
    onMove: (vendor: string, step: -1 | 1) => {
      setOutcome(null);
      // Positions, not codes, are moved: the list's own helper works on numbers.
      const order = moved(codes.map((_, i) => i), codes.indexOf(vendor), step).map((i) => codes[i]!);
      vendorOrder.mutate(order, { onSuccess: () => setOutcome({ tone: 'success', text: t('games.done.vendorMoved', { name: vendor }) }), onError: failed });
    },
    onEdit: (vendor: OperatorVendor) => { setDialogProblem(null); setEditingVendor({ vendor }); },
    onShowGames: (vendor: string) => {
      go({ ...search, vendor, page: 1 });
      // The list is above the providers: focus (and the screen) goes to it, not left on the button below.
      listHeading.current?.focus();
    },
  }), [vendorOrder, patchVendor.isPending, codes, failed, t, go, search]);

  function saveGame(save: GameSave) {
    setDialogProblem(null);
    const onError = (error: unknown) => setDialogProblem(contentErrorText(t, error));
    if (save.game) {
      patchGame.mutate({ id: save.game.id, body: save.body }, {
        onSuccess: (saved) => { setEditingGame(null); setOutcome({ tone: 'success', text: t('games.done.saved', { name: nameIn(saved.names, language) }) }); },
        onError,
      });
      return;
    }
    addGame.mutate(save.body, {
      onSuccess: (saved) => {
        setEditingGame(null);
        setOutcome({ tone: 'success', text: t('games.done.added', { name: nameIn(saved.names, language) }) });
        // The list may be filtered or paged elsewhere: it is searched for the new game, so its row shows at once.
        go({ ...search, q: saved.gameCode, vendor: saved.vendorCode, type: '', status: '', hot: '', page: 1 });
      },
      onError,
    });
  }
  function saveVendor(save: VendorSave) {
    setDialogProblem(null);
    const onSuccess = (saved: OperatorVendor, done: string) => { setEditingVendor(null); setOutcome({ tone: 'success', text: t(done, { name: saved.name }) }); };
    const onError = (error: unknown) => setDialogProblem(contentErrorText(t, error));
    if (save.vendor) {
      patchVendor.mutate({ vendor: save.vendor.code, body: save.body }, { onSuccess: (saved) => onSuccess(saved, 'games.done.saved'), onError });
      return;
    }
    // A new vendor goes last in the lobby's order, after those placed by "Up"/"Down" (steps of 10).
    const sortOrder = Math.min(1_000_000, Math.max(-10, ...vendorList.map((v) => v.sortOrder)) + 10);
    addVendor.mutate({ ...save.body, sortOrder }, { onSuccess: (saved) => onSuccess(saved, 'games.done.added'), onError });
  }

  const data = games.data;
  const pages = data ? Math.max(1, data.totalPages) : undefined;
  const error = merchant.error ?? vendors.error ?? games.error;
  return (
    <section className="stack" aria-busy={merchant.pending || games.isFetching}>
      <h1>{t('games.title')}</h1>
      <p>{t('games.intro')}</p>
      {outcome ? <Alert tone={outcome.tone} testId="games-outcome">{outcome.text}</Alert> : null}
      {error ? <Alert tone="error" testId="games-error">{contentErrorText(t, error)}</Alert> : null}
      <div className="panel-head">
        <h2 ref={listHeading} tabIndex={-1} className="focus-target" data-testid="games-list-title">{t('games.listTitle')}</h2>
        <Can permission="games.manage">
          <button type="button" className="button" disabled={vendorList.length === 0} onClick={() => { setDialogProblem(null); setEditingGame({ game: null }); }}
            data-testid="game-new">{t('games.newGame')}</button>
        </Can>
      </div>
      <div className="games-layout">
        <div className="stack">
          <GameSearchForm key={`${search.q}|${search.vendor}|${search.type}|${search.status}|${search.hot}`} initial={search} vendors={vendorList}
            onSearch={(filters) => go({ ...search, ...filters, page: 1 })} />
          <ExportCsvButton testId="games" disabled={code === undefined} download={(language) => downloadGames(code!, search, language)} />
          {games.isPending && !error ? <p role="status">{t('games.loading')}</p> : null}
          {data ? (
            <>
              <p role="status" data-testid="games-count">{t('games.count', { total: formatCount(data.totalCount, language) })}</p>
              {data.list.length === 0 ? <Alert tone="info">{t('games.empty')}</Alert> : (
                <GameActionsContext value={gameActions}>
                  <GamesTable games={data.list} timeZone={merchant.current?.timeZone ?? 'UTC'}
                    sort={{ columns: SORT_COLUMNS, by: sortColumn(search.sort), order: search.order, onSort: (c) => go(sortBy(search, c)) }} />
                </GameActionsContext>
              )}
              <Pager label={t('games.pages')} page={search.page} pages={pages} pageSize={search.size} hasNext={pages !== undefined && search.page < pages}
                onPage={(page) => go({ ...search, page })} onPageSize={(size) => go({ ...search, size, page: 1 })} />
            </>
          ) : null}
        </div>
        <LobbyPreview merchantCode={code} vendor={search.vendor} type={search.type} />
      </div>
      {/* The providers, edited less often than games, below the list. */}
      <div className="panel-head">
        <h2>{t('games.vendors.title')}</h2>
        <Can permission="games.manage">
          <button type="button" className="button" onClick={() => { setDialogProblem(null); setEditingVendor({ vendor: null }); }}
            data-testid="vendor-new">{t('games.vendors.new')}</button>
        </Can>
      </div>
      {vendors.isPending && !error ? <p role="status">{t('games.loading')}</p> : null}
      {vendors.data ? (
        <VendorActionsContext value={vendorActions}>
          <VendorsTable vendors={vendorList} />
        </VendorActionsContext>
      ) : null}
      {editingGame ? (
        <GameEditDialog game={editingGame.game} vendors={vendorList} initialVendor={search.vendor} languages={languages} busy={patchGame.isPending || addGame.isPending}
          problem={dialogProblem} onSave={saveGame} onClose={() => setEditingGame(null)} />
      ) : null}
      {editingVendor ? (
        <VendorEditDialog vendor={editingVendor.vendor} languages={languages} busy={patchVendor.isPending || addVendor.isPending} problem={dialogProblem}
          onSave={saveVendor} onClose={() => setEditingVendor(null)} />
      ) : null}
    </section>
  );
}
