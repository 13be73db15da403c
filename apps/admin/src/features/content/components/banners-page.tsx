/**
 * Banners (decision 0049): per group of the player site (home carousel, login, register, side menu,
 * lottery), in the order players see them; add, edit with the player site's look beside, upload an image,
 * move up or down, show or hide. The group is kept in the URL (`?group=`), beside the merchant.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BANNER_GROUPS, type BannerGroup, type BannerInput, type ContentStatus, type OperatorBanner } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { usePageTitle } from '../../../lib/use-page-title';
import { Can } from '../../access/components/can';
import { useMerchant } from '../../merchants/use-merchant';
import { useBanners } from '../api/get-banners';
import { useAddBanner } from '../api/post-banner';
import { useEditBanner } from '../api/put-banner';
import { useBannerOrder } from '../api/put-banner-order';
import { useBannerStatus } from '../api/put-banner-status';
import { contentErrorText, moved, textLanguages } from '../lib/content-form';
import { BannerForm } from './banner-form';
import { BannersTable } from './banners-table';
import { ContentRowActionsContext, type ContentRowActions } from './row-actions';

const groupOf = (value: string | null): BannerGroup => (BANNER_GROUPS as readonly string[]).includes(value ?? '') ? (value as BannerGroup) : 'w_home';

export function BannersPage() {
  const { t } = useTranslation();
  usePageTitle(t('content.banners.title'));
  const [params, setParams] = useSearchParams();
  const group = groupOf(params.get('group'));
  const merchant = useMerchant();
  const code = merchant.current?.merchantCode;
  const banners = useBanners(code, group);
  const add = useAddBanner(code);
  const edit = useEditBanner(code);
  const status = useBannerStatus(code);
  const order = useBannerOrder(code);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const list = useMemo(() => banners.data ?? [], [banners.data]);
  const ids = useMemo(() => list.map((b) => b.id), [list]);
  const failed = useCallback((error: unknown) => setOutcome({ tone: 'error', text: contentErrorText(t, error) }), [t]);

  const onMove = useCallback((id: number, step: -1 | 1) => {
    setOutcome(null);
    order.mutate(moved(ids, id, step), { onSuccess: () => setOutcome({ tone: 'success', text: t('content.moved') }), onError: failed });
  }, [ids, order, failed, t]);
  const onStatus = useCallback((id: number, next: ContentStatus) => {
    setOutcome(null);
    status.mutate({ id, status: next }, { onSuccess: () => setOutcome({ tone: 'success', text: t(next === 'active' ? 'content.shown' : 'content.hidden') }), onError: failed });
  }, [status, failed, t]);
  const onEdit = useCallback((id: number) => {
    setOutcome(null);
    setEditing(id);
  }, []);
  const saving = add.isPending || edit.isPending;
  const busy = saving || status.isPending || order.isPending;
  const actions = useMemo<ContentRowActions>(() => ({ busy, ids, onMove, onEdit, onStatus }), [busy, ids, onMove, onEdit, onStatus]);

  function saveBanner(body: BannerInput) {
    setOutcome(null);
    const id = typeof editing === 'number' ? editing : null;
    const settled = {
      onSuccess: (saved: OperatorBanner) => {
        setOutcome({ tone: 'success', text: t(id === null ? 'content.banners.created' : 'content.saved') });
        // A new banner stays open, now with its image upload; one moved to another group follows it.
        setEditing(saved.id);
        if (body.groupName !== group) setParams((p) => { const next = new URLSearchParams(p); next.set('group', body.groupName); return next; });
      },
      onError: failed,
    };
    if (id === null) add.mutate(body, settled);
    else edit.mutate({ id, body }, settled);
  }

  const current = typeof editing === 'number' ? list.find((b) => b.id === editing) ?? null : null;
  const nextOrder = list.reduce((max, b) => Math.max(max, b.sortOrder), -10) + 10;
  const error = merchant.error ?? banners.error;
  return (
    <section className="stack" aria-busy={merchant.pending || banners.isFetching}>
      <h1>{t('content.banners.title')}</h1>
      <p>{t('content.banners.intro')}</p>
      <div className="search-row">
        <div className="field">
          <label className="field-label" htmlFor="banner-group">{t('content.banners.group')}</label>
          <select id="banner-group" value={group} data-testid="banner-group"
            onChange={(e) => { setEditing(null); setParams((p) => { const next = new URLSearchParams(p); next.set('group', e.target.value); return next; }); }}>
            {BANNER_GROUPS.map((g) => <option key={g} value={g}>{t(`content.groups.${g}`)}</option>)}
          </select>
        </div>
        <Can permission="content.manage">
          <button type="button" className="button button-primary" onClick={() => { setOutcome(null); setEditing('new'); }} data-testid="banner-new">{t('content.banners.new')}</button>
        </Can>
      </div>
      {outcome ? <Alert tone={outcome.tone} testId="content-outcome">{outcome.text}</Alert> : null}
      {error ? <Alert tone="error" testId="banners-error">{contentErrorText(t, error)}</Alert> : null}
      {code && (editing === 'new' || current) ? (
        <BannerForm
          key={editing === 'new' ? 'new' : `${current!.id}`}
          banner={current} groupName={group} languages={textLanguages(merchant.current?.langList)} sortOrder={nextOrder}
          busy={saving} merchantCode={code} onSave={saveBanner} onCancel={() => setEditing(null)}
        />
      ) : null}
      <h2>{t('content.banners.listTitle', { group: t(`content.groups.${group}`) })}</h2>
      {banners.isPending && !error ? <p role="status">{t('content.loading')}</p> : null}
      {banners.data ? (
        <>
          <p role="status" data-testid="banners-count">{t('content.count', { count: list.length })}</p>
          {list.length === 0 ? <Alert tone="info">{t('content.banners.empty')}</Alert> : (
            <ContentRowActionsContext value={actions}>
              <BannersTable banners={list} timeZone={merchant.current?.timeZone ?? 'UTC'} />
            </ContentRowActionsContext>
          )}
        </>
      ) : null}
    </section>
  );
}
