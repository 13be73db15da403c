import {
  allMerchantsDashboard, dashboardQuery, merchantDashboard, merchantDashboardQuery, merchantGgrReport, merchantParam, okEnvelopeSchema, reportExportQuery, reportPage, reportParam, reportQuery,
} from '@platform/contracts';
import { ok } from '../../http/envelope';
import type { ZodFastify } from '../../http/types';
import type { DashboardService } from './service';

const tags = ['operator'];
const security = [{ token: [] }];

/** The back office's dashboard and reports (decision 0050), all under `reports.read`. */
export function dashboardOperatorRoutes(authed: ZodFastify, { dashboard }: { dashboard: DashboardService }) {
  authed.get('/wps/operator/dashboard', {
    config: { permission: 'reports.read' },
    schema: { tags, security, summary: 'Every merchant\'s today and period figures side by side (operators bound to no merchant)', querystring: dashboardQuery, response: { 200: okEnvelopeSchema(allMerchantsDashboard) } },
  }, async (req) => ok(await dashboard.allMerchants(req.actor, req.query)));

  authed.get('/wps/operator/merchants/:merchantCode/dashboard', {
    config: { permission: 'reports.read' },
    schema: {
      tags, security, summary: 'A merchant\'s figures today and over a period (days in its zone), per day, week or month, and the queues waiting; from the roll-up',
      params: merchantParam, querystring: merchantDashboardQuery, response: { 200: okEnvelopeSchema(merchantDashboard) },
    },
  }, async (req) => ok(await dashboard.merchantDashboard(req.actor, req.params.merchantCode, req.query)));

  authed.get('/wps/operator/reports/ggr-merchants', {
    config: { permission: 'reports.read' },
    schema: { tags, security, summary: 'GGR by merchant over a period (operators bound to no merchant)', querystring: dashboardQuery, response: { 200: okEnvelopeSchema(merchantGgrReport) } },
  }, async (req) => ok(await dashboard.merchantGgr(req.actor, req.query)));

  authed.get('/wps/operator/merchants/:merchantCode/reports/:report', {
    config: { permission: 'reports.read' },
    schema: {
      tags, security, summary: 'A report page: GGR by day or by vendor and product, player profit and loss, deposits and withdrawals by channel, agent teams',
      params: reportParam, querystring: reportQuery, response: { 200: okEnvelopeSchema(reportPage) },
    },
  }, async (req) => ok(await dashboard.report(req.actor, req.params.merchantCode, req.params.report, req.query)));

  authed.get('/wps/operator/merchants/:merchantCode/reports/:report/csv', {
    config: { permission: 'reports.read' },
    schema: { tags, security, summary: 'A whole report as CSV (text/csv, streamed in batches); audited as an export', params: reportParam, querystring: reportExportQuery },
  }, async (req, reply) => {
    const { filename, stream } = await dashboard.exportCsv(req.actor, req.params.merchantCode, req.params.report, req.query);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store').send(stream);
  });
}
