import { LANGUAGE_TAGS } from '@platform/contracts';
import { z } from 'zod';
import type { ZodFastify } from '../../http/types';
import { AppError } from '../../lib/errors';
import type { Services } from '../../services';
import { SIM_SIGNATURE_HEADER, SIM_TIMESTAMP_HEADER, simSignature, type SimOrder } from './gateway';
import { PAY_SIM_TEXTS } from './pay-sim-texts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The stand-in gateway's hosted page: what a real gateway's checkout shows, in the language the order was made in. */
function page(order: SimOrder, token: string) {
  const language = order.lng && order.lng in PAY_SIM_TEXTS ? order.lng : 'EN';
  const t = PAY_SIM_TEXTS[language];
  return `<!doctype html><html lang="${LANGUAGE_TAGS[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t.title}</title><style>body{font-family:system-ui,sans-serif;background:#f4f6fb;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:32px;box-shadow:0 4px 24px #0002;min-width:300px}h1{font-size:20px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#667}button{font-size:16px;padding:10px 20px;border-radius:8px;border:0;margin-right:8px;cursor:pointer}
.pay{background:#1f6feb;color:#fff}.cancel{background:#e5e7eb}</style></head><body><main>
<h1>${t.title}</h1><p>${t.intro}</p>
<dl><dt>${t.merchant}</dt><dd>${escape(order.m)}</dd><dt>${t.payment}</dt><dd data-testid="paysim-payment">${escape(order.pid)}</dd>
<dt>${t.amount}</dt><dd data-testid="paysim-amount">${escape(order.amt)} ${escape(order.cur)}</dd></dl>
<form method="post" action="/pay-sim/checkout"><input type="hidden" name="order" value="${escape(token)}">
<button class="pay" name="action" value="pay" data-testid="paysim-pay">${t.pay}</button><button class="cancel" name="action" value="cancel" data-testid="paysim-cancel">${t.cancel}</button></form>
</main></body></html>`;
}

/**
 * The stand-in gateway's side (an external party in real life): its checkout page, and on pay or
 * cancel the signed server-to-server callback to our endpoint, then the customer back to our site.
 */
export function paySimRoutes(app: ZodFastify, { paySim }: Services) {
  app.get('/pay-sim/checkout', {
    schema: { tags: ['pay-sim'], summary: 'Stand-in gateway: checkout page', querystring: z.object({ order: z.string().min(1).max(4000) }) },
  }, async (req, reply) => {
    const order = await paySim.gateway.openOrder(req.query.order);
    if (!order) throw new AppError('deposit.payment_unknown');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(order, req.query.order));
  });

  app.post('/pay-sim/checkout', {
    schema: { tags: ['pay-sim'], summary: 'Stand-in gateway: the customer pays or cancels', body: z.object({ order: z.string().min(1).max(4000), action: z.enum(['pay', 'cancel']) }) },
  }, async (req, reply) => {
    const order = await paySim.gateway.openOrder(req.body.order);
    if (!order) throw new AppError('deposit.payment_unknown');
    const body = JSON.stringify({ merchantCode: order.m, paymentId: order.pid, amount: order.amt, currency: order.cur, status: req.body.action === 'pay' ? 'success' : 'failed' });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = simSignature(await paySim.merchantSecret(order.m), timestamp, body);
    // Like a real gateway: a few tries, then the customer goes back regardless (the deposit shows its state).
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const res = await fetch(order.cb, { method: 'POST', headers: { 'content-type': 'application/json', [SIM_TIMESTAMP_HEADER]: timestamp, [SIM_SIGNATURE_HEADER]: signature }, body });
        if (res.status < 500) break;
      } catch (err) {
        req.log.warn({ err, attempt }, 'pay-sim callback not delivered');
      }
      await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
    }
    return reply.redirect(order.ret, 303);
  });
}
