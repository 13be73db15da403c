import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { formatAmount } from '../../lib/money';
import type { Actor } from '../audit/service';
import type { MerchantService } from '../merchant/service';
import type { PaymentGateway } from './gateway';
import * as repo from './repo';
import type { DepositService } from './service';

type Outcome = 'credited' | 'duplicate' | 'failed' | 'ignored' | 'bad_signature' | 'stale' | 'amount_mismatch' | 'unknown_payment' | 'malformed';

const REFUSALS: Partial<Record<Outcome, AppError['code']>> = {
  malformed: 'system.invalid_input',
  bad_signature: 'deposit.callback_invalid',
  stale: 'deposit.callback_stale',
  amount_mismatch: 'deposit.callback_amount_mismatch',
  unknown_payment: 'deposit.payment_unknown',
};

/**
 * A gateway's server-to-server callback: parsed, signature and timestamp checked, then applied to
 * the request under its row lock. Success credits once (`deposit:<id>`, the same key an approval
 * would use); the same callback again, or a failure after success, changes nothing. Every callback
 * is kept in `deposit_callbacks` with what was done, refusals included.
 */
export function createCallbackHandler(deps: {
  db: Db; merchants: MerchantService; deposits: DepositService; gateways: Map<string, PaymentGateway>; now?: () => Date;
}) {
  const { db, merchants, deposits, gateways } = deps;
  const now = deps.now ?? (() => new Date());
  // NUL cannot be stored in text; a body carrying one is kept visibly altered rather than lost.
  const storable = (body: string) => body.replaceAll('\u0000', '\\u0000').slice(0, 20_000);

  return async function handleCallback(gatewayCode: string, rawBody: string, headers: Record<string, string | string[] | undefined>, log: FastifyBaseLogger): Promise<{ outcome: Outcome; depositId: number | null }> {
    const gateway = gateways.get(gatewayCode);
    if (!gateway) throw new AppError('deposit.payment_unknown');
    const refuse = async (outcome: Outcome, merchantCode: string | null, depositId: number | null = null, details?: unknown): Promise<never> => {
      await repo.recordCallback(db, { gateway: gateway.code, merchantCode, depositId, outcome, body: storable(rawBody) });
      log.warn({ gateway: gateway.code, merchantCode, depositId, outcome, details }, 'payment callback refused');
      throw new AppError(REFUSALS[outcome]!, details);
    };

    const result = gateway.parseCallback(rawBody);
    if (!result) return refuse('malformed', null);
    const known = merchants.list().some((m) => m.merchantCode === result.merchantCode);
    if (!known) return refuse('unknown_payment', null);
    const check = await gateway.verifyCallback(result.merchantCode, rawBody, headers, now());
    if (check !== 'ok') return refuse(check, result.merchantCode);

    const actor: Actor = { type: 'system', id: `gateway:${gateway.code}`, ip: null, merchantCode: result.merchantCode };
    const applied = await db.transaction(async (tx) => {
      const row = await repo.lockDeposit(tx, result.merchantCode, { gatewayPaymentId: result.paymentId });
      if (!row) return { outcome: 'unknown_payment' as const, depositId: null };
      if (result.amount !== row.amount || result.currency !== row.currency) {
        return { outcome: 'amount_mismatch' as const, depositId: row.id, details: { expected: formatAmount(row.amount), paid: formatAmount(result.amount), currency: result.currency } };
      }
      let outcome: Outcome;
      if (result.status === 'success') {
        // A failure reported earlier can still be followed by the money arriving: credit it then.
        if (row.status === 'pending' || row.status === 'failed') {
          await deposits.credit(tx, row, actor, 'deposit.gateway_paid');
          outcome = 'credited';
        } else {
          outcome = 'duplicate';
        }
      } else if (row.status === 'pending') {
        await repo.updateDeposit(tx, row.id, { status: 'failed', reviewedBy: `${actor.type}:${actor.id}`, reviewedAt: now() });
        outcome = 'failed';
      } else {
        outcome = row.status === 'failed' ? 'duplicate' : 'ignored';
      }
      await repo.recordCallback(tx, { gateway: gateway.code, merchantCode: result.merchantCode, depositId: row.id, outcome, body: storable(rawBody) });
      return { outcome, depositId: row.id };
    });
    if (applied.outcome === 'unknown_payment' || applied.outcome === 'amount_mismatch') {
      return refuse(applied.outcome, result.merchantCode, applied.depositId, 'details' in applied ? applied.details : undefined);
    }
    if (applied.outcome === 'credited' || applied.outcome === 'failed') {
      await deposits.announce('deposit.decided', { merchantCode: result.merchantCode, id: applied.depositId, status: applied.outcome === 'credited' ? 'approved' : 'failed' });
    }
    return applied;
  };
}
export type CallbackHandler = ReturnType<typeof createCallbackHandler>;
