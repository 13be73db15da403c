/**
 * Notices (decision 0049): per kind (marquee notices, popups, promotions, headlines) in the order players
 * see them, a page at a time; add, edit, move up or down, show or hide. The kind and the page are kept in
 * the URL (`?type=&page=`).
 */
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_TYPES, type OperatorNotice } from '@platform/contracts';
import { columnHelper } from '../../../components/data-table';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMerchant } from '../../merchants/use-merchant';
import { getNotices, useNotices } from '../api/get-notices';
import { useAddNotice } from '../api/post-notice';
import { useEditNotice } from '../api/put-notice';
import { useNoticeOrder } from '../api/put-notice-order';
import { useNoticeStatus } from '../api/put-notice-status';
import { textLanguages } from '../../../lib/localized-texts';
import { useContentFilter, useContentList } from '../lib/use-content-list';
import { ContentList, type Column, type CommonColumns } from './content-list';
import { NoticeForm } from './notice-form';

const helper = columnHelper<OperatorNotice>();

/** When the notice shows (before login, after, both), among the columns both lists have. */
function noticeColumns(c: CommonColumns<OperatorNotice>, t: TFunction): Column<OperatorNotice>[] {
  return [
    c.position,
    c.title,
    c.status,
    helper.accessor('execution', { header: () => t('content.notices.execution'), cell: (v) => t(`content.executions.${v.getValue()}`) }),
    c.startsAt,
    c.endsAt,
    c.actions,
  ];
}

export function NoticesPage() {
  const { t } = useTranslation();
  usePageTitle(t('content.notices.title'));
  const { filter: type, paging, setFilter, setPaging } = useContentFilter('type', NOTICE_TYPES, 'PL');
  const merchant = useMerchant();
  const code = merchant.current?.merchantCode;
  const notices = useNotices(code, type, paging);
  const neighbourAt = useCallback(
    async (position: number) => (await getNotices(code!, type, { page: position + 1, size: 1 })).list[0]?.id,
    [code, type],
  );
  const list = useContentList({
    page: notices.data, paging, setPaging, neighbourAt,
    add: useAddNotice(code), edit: useEditNotice(code), status: useNoticeStatus(code), order: useNoticeOrder(code),
  });
  const { editing, current } = list;
  const error = merchant.error ?? notices.error;

  return (
    <section className="stack" aria-busy={merchant.pending || notices.isFetching}>
      <h1>{t('content.notices.title')}</h1>
      <p>{t('content.notices.intro')}</p>
      <ContentList
        kind="notice"
        picker={{
          id: 'notice-type', label: t('content.notices.type'), value: type,
          options: NOTICE_TYPES.map((v) => ({ value: v, label: t(`content.noticeTypes.${v}`) })),
          onChange: (value) => { list.close(); setFilter(value as typeof type); },
        }}
        newLabel={t('content.notices.new')}
        onNew={list.startNew}
        outcome={list.outcome}
        error={error}
        form={code && (editing === 'new' || current) ? (
          <NoticeForm key={editing === 'new' ? 'new' : `${current!.id}`} notice={current} type={type} languages={textLanguages(merchant.current?.langList)} timeZone={merchant.current?.timeZone ?? 'UTC'}
            sortOrder={list.nextSortOrder} busy={list.saving} onCancel={list.close}
            onSave={(body) => list.save(body, {
              created: t('content.notices.created'), keepOpen: false,
              follow: body.type !== type ? () => setFilter(body.type) : undefined,
            })} />
        ) : null}
        heading={t('content.notices.listTitle', { type: t(`content.noticeTypes.${type}`) })}
        caption={t('content.notices.caption')}
        empty={t('content.notices.empty')}
        pagesLabel={t('content.notices.pages')}
        page={notices.data}
        pending={notices.isPending}
        paging={paging}
        onPaging={setPaging}
        actions={list.actions}
        columns={noticeColumns}
        timeZone={merchant.current?.timeZone ?? 'UTC'}
      />
    </section>
  );
}
