/**
 * "The lobby's look" beside the list: the first tiles the player lobby answers for the vendor and
 * category picked in the filters, in its order, with its hot and maintenance badges, in the back
 * office's language. Hidden games do not appear, as in the lobby.
 */
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { errorText } from '../../../lib/error-text';
import { formatCount } from '../../../lib/format';
import { useLobbyPreview } from '../api/get-lobby-preview';

export function LobbyPreview({ merchantCode, vendor, type }: { merchantCode: string | undefined; vendor: string; type: string }) {
  const { t, i18n } = useTranslation();
  const preview = useLobbyPreview(merchantCode, i18n.language, vendor, type);
  const data = preview.data;
  return (
    <aside className="lobby-preview panel stack" aria-labelledby="lobby-preview-title" aria-busy={preview.isFetching} data-testid="lobby-preview">
      <h2 id="lobby-preview-title">{t('games.preview.title')}</h2>
      <p className="note">{vendor || type ? t('games.preview.filtered', { vendor: vendor || t('games.preview.allVendors'), type: type ? t(`games.types.${type}`, { defaultValue: type }) : t('games.preview.allTypes') }) : t('games.preview.all')}</p>
      {preview.error ? <Alert tone="error">{errorText(t, preview.error)}</Alert> : null}
      {data ? (
        <>
          <p className="note" role="status">{t('games.preview.count', { shown: formatCount(data.games.length, i18n.language), total: formatCount(data.totalCount, i18n.language) })}</p>
          {data.games.length === 0 ? <p>{t('games.preview.empty')}</p> : (
            <ol className="lobby-tiles">
              {data.games.map((g) => (
                <li key={g.nodeId} className="lobby-tile" data-testid="lobby-tile">
                  {/* Decorative: the name under it says which game it is. */}
                  <img src={g.iconUrl} alt="" width={96} height={96} loading="lazy" />
                  <span className="lobby-tile-name">{g.gameName}</span>
                  <span className="lobby-tile-badges">
                    {g.isHot === 1 ? <span className="badge">{t('games.hotBadge')}</span> : null}
                    {g.maintenance ? <span className="badge badge-warn">{t('games.statuses.maintenance')}</span> : null}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </>
      ) : null}
    </aside>
  );
}
