import { financeEventsQuery, operatorAllows, type FinanceEvent } from '@platform/contracts';
import type { ServerResponse } from 'node:http';
import { tokenOf } from '../../http/member-auth';
import type { ZodFastify } from '../../http/types';
import { AppError } from '../../lib/errors';
import type { Services } from '../../services';

const tags = ['finance'];
const security = [{ token: [] }];

/** Tells a stream client (EventSource, fetch-event-source) from one that expects the JSON envelope. */
const acceptsEventStream = (accept: string | undefined) => !!accept && /(^|,)\s*text\/event-stream\s*(;|,|$)/i.test(accept);

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The finance queues' live stream (decision 0047), inside the operator routes' authenticated scope.
 * Deposit events go to roles with `deposits.read`, withdrawal events to roles with `withdrawals.read`,
 * each only of the merchants the operator reaches. Every heartbeat checks the session again (without
 * keeping it alive: a queue left open does not outlast the idle limit), so a logout, revocation,
 * disabled operator or expiry ends the stream within one heartbeat.
 */
export function financeOperatorRoutes(authed: ZodFastify, { financeEvents, operators, merchants }: Pick<Services, 'financeEvents' | 'operators' | 'merchants'>) {
  const open = new Set<ServerResponse>();
  // Open streams would otherwise hold the server's close (and a test's teardown) for ever.
  authed.addHook('preClose', (done) => {
    for (const res of open) res.end();
    done();
  });

  authed.get('/wps/operator/finance/events', {
    config: { permission: ['deposits.read', 'withdrawals.read'], team: 'list' },
    schema: {
      tags, security, querystring: financeEventsQuery,
      summary: 'Server-Sent Events for the finance queues: deposit.created, deposit.decided, withdrawal.created, withdrawal.decided (what the role may read, of the merchants the operator reaches); `: ping` heartbeats; ends with the session. Send Accept: text/event-stream',
    },
  }, async (req, reply) => {
    if (!acceptsEventStream(req.headers.accept)) throw new AppError('finance.event_stream_required');
    const actor = req.actor;
    const only = req.query.merchantCode;
    if (only) merchants.assertOperatorScope(actor, only);
    const token = tokenOf(req)!;
    const role = actor.role;
    const reads = {
      deposit: !!role && operatorAllows(role, !!actor.team, 'deposits.read'),
      withdrawal: !!role && operatorAllows(role, !!actor.team, 'withdrawals.read'),
    };
    const wanted = (e: FinanceEvent) =>
      (e.type.startsWith('deposit.') ? reads.deposit : reads.withdrawal)
      && (actor.merchantCode === null || e.merchantCode === actor.merchantCode)
      && (!only || e.merchantCode === only);

    // Written by hand: the compression and the JSON envelope do not apply to a stream that never ends.
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store',
      'x-accel-buffering': 'no',
      // The socket ends with the stream: kept alive after a stream that ended, it held the server's close
      // (and every test's teardown) for about a minute, until Node's connection check dropped it.
      connection: 'close',
    });
    open.add(res);
    res.write(`retry: 3000\n${frame('ready', { heartbeatSeconds: Math.round(financeEvents.heartbeatMs / 1000) })}`);

    const stopListening = financeEvents.listen((event) => {
      if (!wanted(event)) return;
      if (!actor.team) {
        res.write(frame(event.type, event));
        return;
      }
      // A team-bound operator hears only of its team's requests (decision 0053): one lookup per event, after
      // which the event may arrive behind a later one; each only says "read again", so the order is free.
      const target = event.type.startsWith('deposit.') ? 'deposit' : 'withdrawal';
      operators.teamHolds(actor, target, String(event.id)).then((held) => {
        if (held && !closed) res.write(frame(event.type, event));
      }, () => undefined);
    });
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      stopListening();
      open.delete(res);
      if (!res.writableEnded) res.end();
    };
    const timer = setInterval(() => {
      operators.authenticate(token, req.ctx.ip, { touch: false }).then(
        () => res.write(': ping\n\n'),
        (err: unknown) => {
          // The client's api calls will find the same answer and end the session there.
          res.write(frame('end', { errorCode: err instanceof AppError ? err.code : 'auth.token_expired' }));
          close();
        },
      );
    }, financeEvents.heartbeatMs);
    res.on('close', close);
  });
}
