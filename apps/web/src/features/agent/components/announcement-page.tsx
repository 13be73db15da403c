/**
 * Announcement (spec §2 agent menu; §9 8 per page, one entry expanded at a time): the merchant's
 * notices. Operator HTML is cleaned by the shared sanitizer before it is shown.
 */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { useAppStore } from '../../../stores/app-store';
import { announcementsQueryOptions } from '../api/list-announcements';
import { AGENT_NS } from '../lib/agent-texts';
import { useAgentFormat } from '../lib/format';
import { QueryLines } from './table-parts';
import { TimeZoneNote } from '../../../components/time-zone-note';

export function AnnouncementPage() {
  const { t } = useTranslation(AGENT_NS);
  const language = useAppStore((s) => s.language);
  const f = useAgentFormat();
  const baseId = useId();
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery(announcementsQueryOptions(language, pageNo));
  const data = list.data;

  return (
    <section className="agent-page" data-testid="agent-announcements" aria-labelledby="agent-announcements-title">
      <h1 id="agent-announcements-title" className="page-title">{t('menu.announcement')}</h1>
      <TimeZoneNote testId="agent-announcements-zone" />
      <div className="agent-card" aria-busy={list.isFetching}>
        <QueryLines error={list.error} pending={list.isPending} empty={!!data && data.list.length === 0} emptyText={t('announcements.empty')} testId="agent-announcements" />
        <ul className="agent-notices">
          {data?.list.map((n) => {
            const open = openId === n.id;
            const panel = `${baseId}-${n.id}`;
            return (
              <li key={n.id} data-testid="agent-announcement">
                <button type="button" className="agent-notice-head" aria-expanded={open} aria-controls={panel} onClick={() => setOpenId(open ? null : n.id)}>
                  <span>{n.title}</span>
                  <span className="agent-note">{f.time(n.startsAt ?? n.createdAt)}</span>
                </button>
                {open ? <div id={panel} className="notice-content agent-notice-body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(n.content) }} /> : null}
              </li>
            );
          })}
        </ul>
        {data ? <Pagination page={pageNo} totalPages={data.totalPages} onChange={(p) => { setPageNo(p); setOpenId(null); }} testId="agent-announcements-pages" /> : null}
      </div>
    </section>
  );
}
