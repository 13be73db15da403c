/** Downline management's dialogs: a downline's details, and the confirmation before its status changes. */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DownlineItem } from '@platform/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { errorText } from '../../../lib/error-text';
import { useAppStore } from '../../../stores/app-store';
import { downlineQueryOptions } from '../api/get-downline';
import { setDownlineStatus } from '../api/set-downline-status';
import { AGENT_NS } from '../lib/agent-texts';
import { useAgentFormat } from '../lib/format';

export function DownlineDetailsDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation(AGENT_NS);
  const { t: tc } = useTranslation();
  const token = useAppStore((s) => s.token);
  const details = useQuery(downlineQueryOptions(token, id));
  const d = details.data;
  const f = useAgentFormat();
  const rows: [string, string][] = d
    ? [
        ['username', d.username],
        ['nickname', d.nickname ?? '—'],
        ['type', d.isAgent ? t('downlines.agent') : t('downlines.member')],
        ['status', t(`status.${d.status}`)],
        ['level', f.count(d.level)],
        ['upline', d.uplineUsername ?? '—'],
        ['balance', f.money(d.balance)],
        ['teamSize', f.count(d.teamSize)],
        ['directCount', f.count(d.directCount)],
        ['deposits', f.money(d.depositAmount)],
        ['validBet', f.money(d.validBet)],
        ['profitLoss', f.money(d.profitLoss)],
        ['mobile', d.mobile ?? '—'],
        ['email', d.email ?? '—'],
        ['registeredAt', f.time(d.registeredAt)],
        ['lastLoginAt', f.time(d.lastLoginAt)],
        ['mustChangePassword', d.mustChangePassword ? t('details.yes') : t('details.no')],
      ]
    : [];
  return (
    <Dialog open={id !== null} onClose={onClose} title={t('details.title')} testId="agent-details-dialog">
      {details.isError ? <p className="auth-alert" role="alert">{errorText(tc, details.error)}</p> : null}
      {details.isPending ? <p role="status">{t('loading')}</p> : null}
      {d ? (
        <dl className="agent-details" data-testid="agent-details">
          {rows.map(([key, value]) => (
            <div key={key}>
              <dt>{t(`details.${key}`)}</dt>
              <dd data-testid={`agent-details-${key}`}>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus>{tc('common.close')}</button>
      </div>
    </Dialog>
  );
}

/** Enabling or disabling asks first: a disabled account cannot log in and its sessions end. */
export function StatusDialog({ downline, onClose }: { downline: DownlineItem | null; onClose: () => void }) {
  const { t } = useTranslation(AGENT_NS);
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const next = downline?.status === 'active' ? 'disabled' : 'active';

  const confirm = async () => {
    if (!downline) return;
    setBusy(true);
    setProblem(null);
    try {
      await setDownlineStatus(downline.id, next);
      await queryClient.invalidateQueries({ queryKey: ['agent'] });
      onClose();
    } catch (err) {
      setProblem(errorText(tc, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={downline !== null} onClose={onClose} title={next === 'disabled' ? t('statusChange.disableTitle') : t('statusChange.enableTitle')} size="sm" testId="agent-status-dialog">
      <p>{downline ? t(next === 'disabled' ? 'statusChange.disableText' : 'statusChange.enableText', { username: downline.username }) : null}</p>
      {problem ? <p className="auth-alert" role="alert">{problem}</p> : null}
      <div className="dialog-actions">
        <button type="button" className="btn btn-outline" onClick={onClose} data-autofocus>{tc('common.cancel')}</button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void confirm()} data-testid="agent-status-confirm">
          {next === 'disabled' ? t('statusChange.disable') : t('statusChange.enable')}
        </button>
      </div>
    </Dialog>
  );
}
