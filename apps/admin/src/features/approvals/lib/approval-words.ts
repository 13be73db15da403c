/**
 * A request in words: its kind, and what it changes (for a role change: who, from which role to which).
 * Kinds the back office does not know yet are shown by their code rather than hidden.
 */
import type { TFunction } from 'i18next';
import type { ApprovalRequest, OperatorRole } from '@platform/contracts';
import { ROLES } from '../../operators/lib/roles';

const KIND_KEYS: Record<string, string> = {
  'operator.role': 'approvals.kinds.operatorRole',
  'merchant.wallet_limits': 'approvals.kinds.walletLimits',
  'merchant.wallet_mode': 'approvals.kinds.walletMode',
  'merchant.withdrawal_settings': 'approvals.kinds.withdrawalSettings',
  'merchant.deposit_channel': 'approvals.kinds.depositChannel',
  'withdrawal.approve': 'approvals.kinds.withdrawalPayout',
  'promotion.fund': 'approvals.kinds.promotionFund',
};

/** Money settings (decision 0052) are shown as the fields that change, each from its value before to the one asked for. */
const SETTING_KINDS = new Set(['merchant.wallet_limits', 'merchant.wallet_mode', 'merchant.withdrawal_settings', 'merchant.deposit_channel']);
const FIELDS = new Set(['maxAmount', 'adjustApprovalAbove', 'withdrawApprovalAbove', 'isSingle', 'minAmount', 'autoReceiveMinutes', 'turnoverMultiple', 'enabled', 'type', 'names', 'bank', 'gateway', 'sort']);

function valueWords(t: TFunction, value: unknown): string {
  if (value === undefined || value === null) return t('approvals.change.none');
  if (typeof value === 'boolean') return t(value ? 'approvals.change.yes' : 'approvals.change.no');
  if (typeof value === 'object') return Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k} ${String(v)}`).join(', ');
  return String(value);
}

function settingWords(t: TFunction, payload: Record<string, unknown>, before: Record<string, unknown> | null): string {
  const changed = Object.keys(payload).filter((k) => FIELDS.has(k) && JSON.stringify(payload[k]) !== JSON.stringify(before?.[k]));
  const lines = changed.map((k) => t('approvals.change.field', { field: t(`approvals.change.fields.${k}`), from: valueWords(t, before?.[k]), to: valueWords(t, payload[k]) }));
  if (before === null && typeof payload.code === 'string') lines.unshift(t('approvals.change.newChannel', { code: payload.code }));
  return lines.join('; ');
}

export const kindWords = (t: TFunction, kind: string) => (KIND_KEYS[kind] ? t(KIND_KEYS[kind]) : kind);

const roleWords = (t: TFunction, role: unknown) => (ROLES.includes(role as OperatorRole) ? t(`home.roles.${role as OperatorRole}`) : String(role ?? '?'));

export function changeWords(t: TFunction, request: Pick<ApprovalRequest, 'kind' | 'payload' | 'before' | 'target'>): string {
  if (request.kind === 'operator.role') {
    const name = typeof request.payload.username === 'string' ? request.payload.username : request.target;
    return t('approvals.change.operatorRole', { name, from: roleWords(t, request.before?.role), to: roleWords(t, request.payload.role) });
  }
  if (SETTING_KINDS.has(request.kind)) return settingWords(t, request.payload, request.before) || request.target;
  if (request.kind === 'withdrawal.approve') {
    const { id, amount, currency, channelCode } = request.payload;
    return t('approvals.change.payout', { id: String(id), amount: String(amount), currency: String(currency), channel: String(channelCode) });
  }
  if (request.kind === 'promotion.fund') {
    const { action, amount, code, reason } = request.payload;
    return t(action === 'return' ? 'approvals.change.promotionReturn' : 'approvals.change.promotionFund', { amount: String(amount), code: String(code), reason: String(reason) });
  }
  return request.target;
}

/** `12:owner_a` → `owner_a`: the audit actor id of an operator, by its name. */
export const operatorName = (actorId: string) => (/^\d+:/.test(actorId) ? actorId.slice(actorId.indexOf(':') + 1) : actorId);
