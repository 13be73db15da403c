import type { Db } from '../../db/client';
import type { AuditService } from '../audit/service';
import type { FilesService } from '../files/service';
import type { MerchantService } from '../merchant/service';
import type { WalletService } from '../wallet/service';
import type { FinanceAnnouncer } from '../finance/events';
import type { QueueCountMemo } from '../finance/queue-counts';
import { createCallbackHandler } from './callbacks';
import { paySimGateway, type PaymentGateway } from './gateway';
import { createDepositService } from './service';

/**
 * The deposit module's services, wired: the built-in stand-in gateway (its per-merchant callback
 * secret and order-sealing key are platform secrets shared by every process), the deposit service
 * and the callback handler. Real gateways join the map beside PAYSIM.
 */
export function createDepositModule(deps: {
  db: Db; audit: AuditService; merchants: MerchantService; wallet: WalletService; files: FilesService; secret: (name: string) => Promise<string>; now?: () => Date;
  /** PAYSIM pays on a click: it is a stand-in, absent in production unless STAND_INS=on (decision 0029). */
  standIns: boolean;
  /** The finance queues' live events (decision 0047). */
  events?: FinanceAnnouncer;
  /** The queues' counts kept for a few seconds (queue-counts.ts). */
  counts?: QueueCountMemo;
  /** What a credited deposit earns besides (deposit bonuses), in the crediting transaction. */
  onCredited?: Parameters<typeof createDepositService>[0]['onCredited'];
}) {
  const merchantSecret = (merchantCode: string) => deps.secret(`paysim_callback:${merchantCode}`);
  const gateway = paySimGateway({ merchantSecret, orderKey: () => deps.secret('paysim_orders') });
  const gateways = new Map<string, PaymentGateway>(deps.standIns ? [[gateway.code, gateway]] : []);
  const deposits = createDepositService({ ...deps, gateways });
  const depositCallbacks = createCallbackHandler({ db: deps.db, merchants: deps.merchants, deposits, gateways, now: deps.now });
  return { deposits, depositCallbacks, paySim: { gateway, merchantSecret } };
}
