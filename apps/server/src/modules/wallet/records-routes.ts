import {
  accountRecordPage, accountRecordQuery, bettingRecordPage, okEnvelopeSchema, pagedRecordQuery, personalProfit, recordPeriodQuery,
} from '@platform/contracts';
import { ok } from '../../http/envelope';
import type { ZodFastify } from '../../http/types';
import type { Services } from '../../services';

const tags = ['records'];
const security = [{ token: [] }];
const periodNote = 'period: preset previous7|previous30 (ending at `to`, default today) or next7|next30 (from `from`), else from..to (default the last 7 days); dates in the merchant\'s time zone';

/** The member centre's records (spec §2): account record, betting record, personal profit, bonus details. Trial accounts are refused. */
export function recordRoutes(app: ZodFastify, { walletRecords }: Services) {
  app.get('/wps/member/records/account', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: `Every posting on the main wallet, newest first (T); filter by type; ${periodNote}`, querystring: accountRecordQuery, response: { 200: okEnvelopeSchema(accountRecordPage) } },
  }, async (req) => ok(await walletRecords.accountRecord(req.member, req.ctx.language, req.query)));

  app.get('/wps/member/records/betting', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: `Game rounds (bet, win, refund postings by round reference) (T); ${periodNote}`, querystring: pagedRecordQuery, response: { 200: okEnvelopeSchema(bettingRecordPage) } },
  }, async (req) => ok(await walletRecords.bettingRecord(req.member, req.ctx.language, req.query)));

  app.get('/wps/member/records/profit', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: `Sums per kind and net profit over a period (T); ${periodNote}`, querystring: recordPeriodQuery, response: { 200: okEnvelopeSchema(personalProfit) } },
  }, async (req) => ok(await walletRecords.personalProfit(req.member, req.query)));

  app.get('/wps/member/records/bonus', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: `Bonus postings (T); ${periodNote}`, querystring: pagedRecordQuery, response: { 200: okEnvelopeSchema(accountRecordPage) } },
  }, async (req) => ok(await walletRecords.bonusDetails(req.member, req.ctx.language, req.query)));
}
