/** Help center in a modal (spec §2 /help): sections and items from /wps/system/helpCenter. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { FullPageLoader } from '../../../components/ui/loader';
import { useHelpCenter } from '../api/get-help-center';
import './help-center.css';

export interface HelpCenterDialogProps {
  open: boolean;
  onClose: () => void;
  merchantCode: string | null;
  language: string;
  /** Item (or section) id from the URL hash, e.g. "term" opens the terms. */
  itemId?: string;
}

type HelpSection = { id: string; title: string; items: { id: string; title: string; content: string }[] };

/** An exact id wins; "term" also matches "terms", "terms-and-conditions" and the like. */
function findItem(sections: HelpSection[], wanted: string | undefined) {
  const all = sections.flatMap((s) => s.items);
  if (!wanted) return all[0];
  const id = wanted.toLowerCase();
  return (
    all.find((i) => i.id.toLowerCase() === id) ??
    sections.find((s) => s.id.toLowerCase() === id)?.items[0] ??
    all.find((i) => i.id.toLowerCase().startsWith(id)) ??
    all[0]
  );
}

export function HelpCenterDialog({ open, onClose, merchantCode, language, itemId }: HelpCenterDialogProps) {
  const { t } = useTranslation();
  const query = useHelpCenter(merchantCode, language);
  const sections = useMemo(() => query.data ?? [], [query.data]);
  const [picked, setPicked] = useState<{ for: string | undefined; id: string } | null>(null);
  // A new hash in the URL overrides an earlier click.
  const selectedId = picked && picked.for === itemId ? picked.id : findItem(sections, itemId)?.id;
  const selected = sections.flatMap((s) => s.items).find((i) => i.id === selectedId);
  // The server sends each article as safe HTML (apps/server lib/html.ts): shown as it comes, with no
  // cleaner to load and start in the browser (decision 0041).
  const html = selected?.content ?? '';

  let body;
  if (query.isPending) body = <FullPageLoader />;
  else if (query.isError || sections.length === 0)
    body = <EmptyState compact icon="help" title={t('help.emptyTitle')} description={query.isError ? t('errors.network') : t('help.emptyText')} />;
  else
    body = (
      <div className="help-layout">
        <nav className="help-nav" aria-label={t('help.sections')}>
          {sections.map((section) => (
            <div key={section.id} className="help-section">
              <h3 className="help-section-title">{section.title}</h3>
              <ul>
                {section.items.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      className="help-item"
                      aria-current={item.id === selectedId ? 'true' : undefined}
                      data-testid={`help-item-${item.id}`}
                      onClick={() => setPicked({ for: itemId, id: item.id })}
                    >
                      {item.title}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <article className="help-content" data-testid="help-content" aria-live="polite">
          {selected ? (
            <>
              <h3 className="help-content-title">{selected.title}</h3>
              <div className="help-content-body" dangerouslySetInnerHTML={{ __html: html }} />
            </>
          ) : null}
        </article>
      </div>
    );

  return (
    <Dialog open={open} onClose={onClose} title={t('help.title')} size="lg" testId="help-center">
      {body}
    </Dialog>
  );
}
