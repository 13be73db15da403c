import { auditQuery } from './operator';
import { playerListQuery } from './players';
import { operatorDepositQuery } from './deposit';
import { operatorWithdrawQuery } from './withdraw';
import { adjustmentListQuery } from './wallet-adjustments';
import { approvalListQuery } from './approvals';
import { operatorGameQuery } from './games';

/**
 * CSV exports of the back office's lists (decision 0055): `GET <list route>/export` takes the list's own
 * filters and sort without its paging and answers the whole list as a UTF-8 CSV file (with a byte-order
 * mark, so Excel reads Thai and Chinese right), personal data masked exactly as in the list. Deriving
 * each query from the list's keeps the two from drifting apart when a filter is added.
 */
const noPaging = { pageNo: true, pageSize: true } as const;
export const playerExportQuery = playerListQuery.omit(noPaging);
export const depositExportQuery = operatorDepositQuery.omit(noPaging);
export const withdrawalExportQuery = operatorWithdrawQuery.omit(noPaging);
export const adjustmentExportQuery = adjustmentListQuery.omit(noPaging);
export const auditExportQuery = auditQuery.omit(noPaging);
export const approvalExportQuery = approvalListQuery.omit(noPaging);
export const gameExportQuery = operatorGameQuery.omit(noPaging);

/** An export stops here; its last line then says so (narrower filters fetch the rest). */
export const CSV_EXPORT_MAX_ROWS = 100_000;

/** The header rows as written, in order: the list's fields under their API names. */
export const PLAYER_CSV_COLUMNS = ['id', 'username', 'type', 'status', 'mobile', 'email', 'balance', 'currency', 'uplineUsername', 'createdAt', 'lastLoginAt', 'locked'] as const;
export const DEPOSIT_CSV_COLUMNS = [
  'id', 'merchantCode', 'memberId', 'username', 'channelCode', 'channelType', 'amount', 'currency', 'status', 'reference',
  'gatewayPaymentId', 'postingId', 'reviewedBy', 'reviewedAt', 'rejectReason', 'createdAt',
] as const;
export const WITHDRAWAL_CSV_COLUMNS = [
  'id', 'merchantCode', 'memberId', 'username', 'requestId', 'bankCode', 'bankName', 'accountNumber', 'holderName', 'amount', 'currency',
  'status', 'channelCode', 'receivedAmount', 'disputedAmount', 'forcedReceipt', 'rejectReason', 'resolution', 'resolutionNote',
  'reviewedBy', 'reviewedAt', 'disbursedAt', 'receiveDeadline', 'confirmedAt', 'resolvedBy', 'resolvedAt', 'createdAt',
] as const;
export const ADJUSTMENT_CSV_COLUMNS = [
  'id', 'merchantCode', 'memberId', 'amount', 'currency', 'reason', 'status', 'requestedBy', 'requestedAt', 'decidedBy', 'decidedAt', 'decisionReason', 'postingId',
] as const;
export const AUDIT_CSV_COLUMNS = ['id', 'at', 'actorType', 'actorId', 'ip', 'merchantCode', 'action', 'target', 'before', 'after', 'chainSeq', 'hash'] as const;
/** The operators list's fields; no password hash, authenticator secret or session is in the list, so none is in the file. */
export const OPERATOR_CSV_COLUMNS = ['id', 'username', 'merchantCode', 'role', 'teamAgentId', 'teamAgentUsername', 'status', 'totpEnabled', 'lastLoginAt', 'createdAt'] as const;
export const APPROVAL_CSV_COLUMNS = [
  'id', 'kind', 'merchantCode', 'target', 'payload', 'before', 'status', 'requestedBy', 'requestedAt', 'decidedBy', 'decidedAt', 'decisionReason',
] as const;
export const GAME_CSV_COLUMNS = [
  'id', 'vendorCode', 'gameCode', 'gameType', 'gameClassify', 'names', 'isHot', 'supportPlay', 'isGame', 'tags', 'rtpBps', 'status', 'sortOrder', 'updatedAt',
] as const;
