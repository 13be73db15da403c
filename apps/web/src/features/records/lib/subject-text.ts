/**
 * A record's "details" cell in words (issue 17): the server sends what a posting was for as parts
 * (kind, number, names already in the player's language) and the words come from the locale, so no
 * ledger key (`withdrawal:1`, `member:1`, a game code) ever reaches the page.
 */
import type { TFunction } from 'i18next';
import type { RecordSubject } from '@platform/contracts';

export function subjectText(t: TFunction, s: RecordSubject): string {
  switch (s.kind) {
    case 'deposit':
      if (s.id === null) return s.channel ?? t('records.subject.deposit');
      return s.channel ? t('records.subject.depositVia', { id: s.id, channel: s.channel }) : t('records.subject.depositNo', { id: s.id });
    case 'opening':
      return t('records.subject.opening');
    case 'withdrawal':
      return s.id === null ? t('records.subject.withdrawal') : t('records.subject.withdrawalNo', { id: s.id });
    case 'game':
      if (s.game && s.vendor) return `${s.game} · ${s.vendor}`;
      return s.game ?? (s.vendor ? t('records.subject.gameOf', { vendor: s.vendor }) : t('records.subject.game'));
    case 'vendor':
      return t(s.direction === 'out' ? 'records.subject.toVendor' : 'records.subject.fromVendor', { vendor: s.vendor });
    case 'upline':
      // Sent up by the member; the agent sees it coming in from a downline member.
      return named(t, s.direction === 'out' ? 'records.subject.toAgent' : 'records.subject.fromDownline', s.username);
    case 'downline':
      return named(t, s.direction === 'out' ? 'records.subject.toDownline' : 'records.subject.fromAgent', s.username);
    case 'commission':
      return s.contract ? t(`records.subject.contract.${s.contract}`) : t('records.types.commission');
    case 'bonus':
      return s.name ?? t('records.types.bonus');
    case 'none':
      return '—';
  }
}

/** "Transfer to your agent demo_agent", or the words alone when the other member's name is unknown. */
function named(t: TFunction, key: string, username: string | null): string {
  return username ? `${t(key)} · ${username}` : t(key);
}
