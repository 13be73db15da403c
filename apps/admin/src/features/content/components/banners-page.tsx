/**
 * Banners (decision 0049): per group of the player site (home carousel, login, register, side menu,
 * lottery), in the order players see them, a page at a time; add, edit with the player site's look beside,
 * upload an image, move up or down, show or hide. The group and the page are kept in the URL (`?group=&page=`),
 * beside the merchant.
 */
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_GROUPS, type OperatorBanner } from '@platform/contracts';
import { columnHelper } from '../../../components/data-table';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMerchant } from '../../merchants/use-merchant';
import { getBanners, useBanners } from '../api/get-banners';
import { useAddBanner } from '../api/post-banner';
import { useEditBanner } from '../api/put-banner';
import { useBannerOrder } from '../api/put-banner-order';
import { useBannerStatus } from '../api/put-banner-status';
import { textLanguages } from '../../../lib/localized-texts';
import { useContentFilter, useContentList } from '../lib/use-content-list';
import { BannerForm } from './banner-form';
import { ContentList, type Column, type CommonColumns } from './content-list';

const helper = columnHelper<OperatorBanner>();

/** The art and what the banner opens, among the columns both lists have. */
function bannerColumns(c: CommonColumns<OperatorBanner>, t: TFunction): Column<OperatorBanner>[] {
  return [
    c.position,
    helper.accessor('url', {
      header: () => t('content.columns.image'),
      // Decorative: the title in the next column names the banner.
      cell: (v) => <img className="banner-thumb" src={v.getValue()} alt="" width={150} height={50} loading="lazy" />,
    }),
    c.title,
    c.status,
    helper.accessor('linkageType', {
      header: () => t('content.columns.link'),
      cell: (v) => (v.getValue() ? <span className="cell-lines"><span>{t(`content.linkages.${v.getValue()!}`)}</span><code>{v.row.original.target}</code></span> : <span className="muted">{t('content.linkages.none')}</span>),
    }),
    c.startsAt,
    c.endsAt,
    c.actions,
  ];
}

export function BannersPage() {
  const { t } = useTranslation();
  usePageTitle(t('content.banners.title'));
  const { filter: group, paging, setFilter, setPaging } = useContentFilter('group', BANNER_GROUPS, 'w_home');
  const merchant = useMerchant();
  const code = merchant.current?.merchantCode;
  const banners = useBanners(code, group, paging);
  const neighbourAt = useCallback(
    async (position: number) => (await getBanners(code!, group, { page: position + 1, size: 1 })).list[0]?.id,
    [code, group],
  );
  const list = useContentList({
    page: banners.data, paging, setPaging, neighbourAt,
    add: useAddBanner(code), edit: useEditBanner(code), status: useBannerStatus(code), order: useBannerOrder(code),
  });
  const { editing, current } = list;
  const error = merchant.error ?? banners.error;

  return (
    <section className="stack" aria-busy={merchant.pending || banners.isFetching}>
      <h1>{t('content.banners.title')}</h1>
      <p>{t('content.banners.intro')}</p>
      <ContentList
        kind="banner"
        picker={{
          id: 'banner-group', label: t('content.banners.group'), value: group,
          options: BANNER_GROUPS.map((g) => ({ value: g, label: t(`content.groups.${g}`) })),
          onChange: (value) => { list.close(); setFilter(value as typeof group); },
        }}
        newLabel={t('content.banners.new')}
        onNew={list.startNew}
        outcome={list.outcome}
        error={error}
        form={code && (editing === 'new' || current) ? (
          <BannerForm
            key={editing === 'new' ? 'new' : `${current!.id}`}
            banner={current} groupName={group} languages={textLanguages(merchant.current?.langList)} timeZone={merchant.current?.timeZone ?? 'UTC'} sortOrder={list.nextSortOrder}
            busy={list.saving} merchantCode={code} onCancel={list.close} onImage={list.refresh}
            // A new banner stays open, now with its image upload; one moved to another group takes the list there.
            onSave={(body) => list.save(body, {
              created: t('content.banners.created'), keepOpen: true,
              follow: body.groupName !== group ? () => setFilter(body.groupName) : undefined,
            })}
          />
        ) : null}
        heading={t('content.banners.listTitle', { group: t(`content.groups.${group}`) })}
        caption={t('content.banners.caption')}
        empty={t('content.banners.empty')}
        pagesLabel={t('content.banners.pages')}
        page={banners.data}
        pending={banners.isPending}
        paging={paging}
        onPaging={setPaging}
        actions={list.actions}
        columns={bannerColumns}
        timeZone={merchant.current?.timeZone ?? 'UTC'}
      />
    </section>
  );
}
