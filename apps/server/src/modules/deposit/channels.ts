import type { DepositChannel, DepositChannelInput, Language, OperatorDepositChannel } from '@platform/contracts';
import type { Db } from '../../db/client';
import { depositChannels } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { displayAmount, formatAmount, parseAmount } from '../../lib/money';
import type { ApprovalKindHandler, ApprovalRow } from '../approvals/service';
import type { Actor, AuditService } from '../audit/service';
import * as repo from './repo';

/** Demo channels per seeded merchant: a local bank transfer and the stand-in gateway, in the merchant's currency (major units). */
const SEED: Record<string, { bank: { bankName: string; accountName: string; accountNumber: string; branch?: string }; min: number; max: number; gatewayMin: number }> = {
  thailand: { bank: { bankName: 'Kasikorn Bank', accountName: 'Royal Lotus Co., Ltd.', accountNumber: '123-4-56789-0', branch: 'Silom' }, min: 100, max: 50_000, gatewayMin: 50 },
  myanmar: { bank: { bankName: 'KBZ Bank', accountName: 'Royal Lotus Co., Ltd.', accountNumber: '0123 4567 8901 2345', branch: 'Yangon' }, min: 5_000, max: 5_000_000, gatewayMin: 3_000 },
  indonesia: { bank: { bankName: 'Bank Central Asia', accountName: 'PT Royal Lotus', accountNumber: '8123456789', branch: 'Jakarta' }, min: 50, max: 50_000, gatewayMin: 20 },
  india: { bank: { bankName: 'State Bank of India', accountName: 'Royal Lotus Pvt Ltd', accountNumber: '30123456789', branch: 'Mumbai (IFSC SBIN0000300)' }, min: 100, max: 100_000, gatewayMin: 100 },
  brazil: { bank: { bankName: 'Banco do Brasil', accountName: 'Royal Lotus Ltda', accountNumber: '12345-6', branch: 'Agência 0001' }, min: 20, max: 20_000, gatewayMin: 10 },
  mexico: { bank: { bankName: 'BBVA México', accountName: 'Royal Lotus S.A. de C.V.', accountNumber: '0123 4567 8901 2345 67', branch: 'CLABE' }, min: 100, max: 50_000, gatewayMin: 50 },
};

const NAMES = {
  bank: { EN: 'Bank transfer', TH: 'โอนผ่านธนาคาร', CN: '银行转账', MY: 'ဘဏ်လွှဲ', ID: 'Transfer bank', HI: 'बैंक ट्रांसफ़र', PT: 'Transferência bancária', ES: 'Transferencia bancaria' },
  gateway: { EN: 'Online payment', TH: 'ชำระเงินออนไลน์', CN: '在线支付', MY: 'အွန်လိုင်းငွေပေးချေမှု', ID: 'Pembayaran online', HI: 'ऑनलाइन भुगतान', PT: 'Pagamento online', ES: 'Pago en línea' },
};

/** Demo deposit channels for the seeded merchants (db/seed calls this for an empty database). */
export async function seedDepositChannels(db: Db, merchantCodes: string[]) {
  const rows = merchantCodes.filter((m) => SEED[m]).flatMap((merchantCode) => {
    const s = SEED[merchantCode]!;
    return [
      { merchantCode, code: 'BANK', type: 'bank' as const, names: NAMES.bank, minAmount: BigInt(s.min * 100), maxAmount: BigInt(s.max * 100), bank: s.bank, sort: 0 },
      { merchantCode, code: 'PAYSIM', type: 'gateway' as const, names: NAMES.gateway, minAmount: BigInt(s.gatewayMin * 100), maxAmount: BigInt(s.max * 100), gateway: 'PAYSIM', sort: 1 },
    ];
  });
  if (rows.length) await db.insert(depositChannels).values(rows).onConflictDoNothing();
}

export function channelName(row: repo.ChannelRow, language: Language) {
  return row.names[language] ?? row.names.EN ?? row.code;
}

export function toMemberChannel(row: repo.ChannelRow, language: Language, currency: string): DepositChannel {
  return {
    code: row.code, type: row.type, name: channelName(row, language), minAmount: displayAmount(row.minAmount), maxAmount: displayAmount(row.maxAmount),
    currency, bank: row.type === 'bank' ? row.bank : null,
  };
}

export function toOperatorChannel(row: repo.ChannelRow): OperatorDepositChannel {
  return {
    code: row.code, type: row.type, names: row.names, minAmount: formatAmount(row.minAmount), maxAmount: formatAmount(row.maxAmount),
    bank: row.bank, gateway: row.gateway, enabled: row.enabled, sort: row.sort,
  };
}

/** Operator side: list and set a merchant's channels; every change is audited in its transaction. */
export function createChannelAdmin(deps: { db: Db; audit: AuditService; gatewayCodes: () => string[]; assertScope: (actor: Actor, merchantCode: string) => void }) {
  const { db, audit } = deps;
  return {
    async list(actor: Actor, merchantCode: string) {
      deps.assertScope(actor, merchantCode);
      return (await repo.listChannels(db, merchantCode, false)).map(toOperatorChannel);
    },

    /**
     * A channel as an operator asks for it, checked, with what it replaces; nothing is written here: an
     * approval applies it (a money setting, decision 0052).
     */
    async check(actor: Actor, merchantCode: string, code: string, input: DepositChannelInput, executor: Db = db) {
      deps.assertScope(actor, merchantCode);
      const min = parseAmount(input.minAmount);
      const max = parseAmount(input.maxAmount);
      if (min === null || max === null || min <= 0n || max < min) throw new AppError('deposit.channel_invalid', { field: 'minAmount/maxAmount' });
      if (input.type === 'bank' && !input.bank) throw new AppError('deposit.channel_invalid', { field: 'bank' });
      if (input.type === 'gateway' && (!input.gateway || !deps.gatewayCodes().includes(input.gateway))) throw new AppError('deposit.channel_invalid', { field: 'gateway' });
      const next: OperatorDepositChannel = {
        code, type: input.type, names: input.names, minAmount: formatAmount(min), maxAmount: formatAmount(max),
        bank: input.type === 'bank' ? input.bank ?? null : null, gateway: input.type === 'gateway' ? input.gateway ?? null : null, enabled: input.enabled, sort: input.sort,
      };
      const current = await repo.findChannel(executor, merchantCode, code);
      return { next, before: current ? toOperatorChannel(current) : null };
    },

    /** Writes a checked channel (as `check` gave it) and its audit record in the caller's transaction. */
    async putWithin(tx: Db, actor: Actor, merchantCode: string, channel: OperatorDepositChannel): Promise<OperatorDepositChannel> {
      const row = {
        merchantCode, code: channel.code, type: channel.type, names: channel.names, minAmount: parseAmount(channel.minAmount)!, maxAmount: parseAmount(channel.maxAmount)!,
        bank: channel.bank, gateway: channel.gateway, enabled: channel.enabled, sort: channel.sort,
      };
      const before = await repo.upsertChannel(tx, row);
      const after = (await repo.findChannel(tx, merchantCode, channel.code))!;
      await audit.record(tx, actor, {
        merchantCode, action: 'deposit.channel.put', target: `deposit_channel:${channel.code}`,
        before: before ? toOperatorChannel(before) : null, after: toOperatorChannel(after),
      });
      return toOperatorChannel(after);
    },
  };
}

/** The deposit module's approval kind: one channel created or replaced, once a second operator approves. */
export function depositChannelApproval(admin: ReturnType<typeof createChannelAdmin>): ApprovalKindHandler {
  return {
    permission: 'merchants.money',
    async validate(tx: Db, actor: Actor, input: unknown) {
      const { merchantCode, code, channel } = input as { merchantCode: string; code: string; channel: DepositChannelInput };
      const { next, before } = await admin.check(actor, merchantCode, code, channel, tx);
      return { merchantCode, target: `deposit_channel:${merchantCode}:${code}`, payload: { ...next }, before: before && { ...before } };
    },
    /** The channel as it is now (null: still not made), as `check` recorded it. */
    async current(tx: Db, request: ApprovalRow) {
      const row = await repo.findChannel(tx, request.merchantCode!, String(request.payload.code));
      return row ? { ...toOperatorChannel(row) } : null;
    },
    async apply(tx: Db, actor: Actor, request: ApprovalRow) {
      return { result: await admin.putWithin(tx, actor, request.merchantCode!, request.payload as unknown as OperatorDepositChannel) };
    },
  };
}
