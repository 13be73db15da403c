import type { SeamlessAuthResult, SeamlessResult } from '@platform/contracts';
import {
  seamlessAuthenticateBody, seamlessBalanceBody, seamlessBetBody, seamlessEndRoundBody, seamlessRollbackBody, seamlessWinBody,
} from '@platform/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import { formatAmount, parseAmount } from '../../lib/money';
import type { MerchantService } from '../merchant/service';
import type { SeamlessOutcome, SeamlessService } from './seamless';
import { verifySignature } from './signature';

export const WALLET_CALLS = ['authenticate', 'balance', 'bet', 'win', 'rollback', 'end-round'] as const;
export type WalletCall = (typeof WALLET_CALLS)[number];

/** The decimal amount a provider sends, in minor units (the schema already limits it to 2 decimals). */
function minor(amount: string): bigint {
  const value = parseAmount(amount);
  if (value === null) throw new AppError('wallet.amount_invalid');
  return value;
}

function parse<T extends z.ZodType>(schema: T, raw: string): z.infer<T> {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError('system.malformed_json');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new AppError('system.invalid_input', parsed.error.issues.map((i) => ({ path: `/${i.path.join('/')}`, message: i.message })));
  return parsed.data;
}

/**
 * The seamless wallet as providers call it over HTTP: signature and timestamp window first (nothing
 * is parsed from an unsigned body), then the body, then one seamless call; answers in the industry shape.
 */
export function createProviderWalletApi(deps: { seamless: SeamlessService; merchants: MerchantService; vendorSecret: (vendorCode: string) => string; now?: () => number }) {
  const { seamless, merchants } = deps;
  const now = deps.now ?? (() => Date.now());

  const answer = (merchantCode: string, memberId: number, outcome: SeamlessOutcome): SeamlessResult => ({
    status: 'OK', merchantCode, playerId: memberId, currency: merchants.get(merchantCode).currency,
    balance: formatAmount(outcome.balance), transactionId: outcome.transactionId, duplicate: outcome.duplicate,
  });

  return {
    async handle(vendorCode: string, call: WalletCall, rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<SeamlessResult | SeamlessAuthResult> {
      const header = (name: string) => (typeof headers[name] === 'string' ? headers[name] : undefined);
      const check = verifySignature(deps.vendorSecret(vendorCode), rawBody, header('x-timestamp'), header('x-signature'), now());
      if (check === 'bad_signature') throw new AppError('provider.signature_invalid');
      if (check === 'stale') throw new AppError('provider.timestamp_stale');

      switch (call) {
        case 'authenticate': {
          const body = parse(seamlessAuthenticateBody, rawBody);
          const auth = await seamless.authenticate(body.token);
          if (auth.session.vendorCode !== vendorCode) throw new AppError('provider.token_invalid');
          return {
            ...answer(auth.session.merchantCode, auth.session.memberId, { balance: auth.balance, transactionId: null, duplicate: false }),
            username: auth.username, gameCode: auth.session.gameCode, language: auth.session.language, accountType: auth.session.accountType,
          };
        }
        case 'balance': {
          const body = parse(seamlessBalanceBody, rawBody);
          const balance = await seamless.balance(body.merchantCode, vendorCode, body.playerId);
          return answer(body.merchantCode, body.playerId, { balance, transactionId: null, duplicate: false });
        }
        case 'bet': {
          const body = parse(seamlessBetBody, rawBody);
          // A stake needs a live session of this player at this vendor; wins and rollbacks do not.
          const session = await seamless.session(body.token);
          if (session.vendorCode !== vendorCode) throw new AppError('provider.token_invalid');
          if (session.memberId !== body.playerId || session.merchantCode !== body.merchantCode) throw new AppError('provider.player_mismatch');
          const outcome = await seamless.bet({
            merchantCode: body.merchantCode, vendorCode, memberId: body.playerId, gameCode: body.gameCode, roundId: body.roundId,
            transactionId: body.transactionId, amount: minor(body.amount),
          });
          return answer(body.merchantCode, body.playerId, outcome);
        }
        case 'win': {
          const body = parse(seamlessWinBody, rawBody);
          const outcome = await seamless.win({
            merchantCode: body.merchantCode, vendorCode, memberId: body.playerId, gameCode: body.gameCode, roundId: body.roundId,
            transactionId: body.transactionId, amount: minor(body.amount),
          });
          return answer(body.merchantCode, body.playerId, outcome);
        }
        case 'rollback': {
          const body = parse(seamlessRollbackBody, rawBody);
          const outcome = await seamless.rollback({
            merchantCode: body.merchantCode, vendorCode, memberId: body.playerId, roundId: body.roundId,
            transactionId: body.transactionId, refTransactionId: body.refTransactionId,
          });
          return answer(body.merchantCode, body.playerId, outcome);
        }
        case 'end-round': {
          const body = parse(seamlessEndRoundBody, rawBody);
          const outcome = await seamless.endRound({ merchantCode: body.merchantCode, vendorCode, roundId: body.roundId, memberId: body.playerId });
          return answer(body.merchantCode, body.playerId, outcome);
        }
      }
    },
  };
}
export type ProviderWalletApi = ReturnType<typeof createProviderWalletApi>;
