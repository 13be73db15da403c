/** The addresses a player logged in from (masked), newest first. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerDetail } from '@platform/contracts';
import { columnHelper, DataTable } from '../../../components/data-table';
import { formatDateTimeIn } from '../../../lib/format';

type Address = PlayerDetail['addresses'][number];
const helper = columnHelper<Address>();

export function PlayerAddresses({ addresses, timeZone }: { addresses: Address[]; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const columns = useMemo(() => helper.columns([
    helper.accessor('ip', { header: () => t('player.address') }),
    helper.accessor('firstSeenAt', { header: () => t('player.firstSeen'), cell: (c) => formatDateTimeIn(c.getValue(), language, timeZone) }),
    helper.accessor('lastSeenAt', { header: () => t('player.lastSeen'), cell: (c) => formatDateTimeIn(c.getValue(), language, timeZone) }),
  ]), [t, language, timeZone]);
  if (addresses.length === 0) return <p>{t('player.noAddresses')}</p>;
  return <DataTable caption={t('player.addressesCaption')} columns={columns} data={addresses} rowId={(a) => `${a.ip} ${a.firstSeenAt}`} testId="player-addresses" />;
}
