import { approvalDecision, approvalIdParam, approvalListQuery, approvalPage, approvalRejectBody, approvalRequest, okEnvelopeSchema } from '@platform/contracts';
import { ok } from '../../http/envelope';
import type { ZodFastify } from '../../http/types';
import type { ApprovalService } from './service';

const tags = ['operator'];
const security = [{ token: [] }];

/**
 * Maker-checker requests (decision 0045). The routes ask only for a session: what a request needs is
 * its kind's permission (`operators.manage` for a role change), which the service checks once it has
 * read the request. The list holds only the kinds the caller's role could decide.
 */
export function approvalOperatorRoutes(authed: ZodFastify, { approvals }: { approvals: ApprovalService }) {
  authed.get('/wps/operator/approvals', {
    config: { permission: 'signed-in' },
    schema: { tags, security, summary: 'Changes waiting for (or decided by) a second operator, newest first: the kinds the caller may decide, in its merchant', querystring: approvalListQuery, response: { 200: okEnvelopeSchema(approvalPage) } },
  }, async (req) => ok(await approvals.list(req.actor, req.query)));

  authed.post('/wps/operator/approvals/:id/approve', {
    config: { permission: 'signed-in' },
    schema: { tags, security, summary: 'Approves and applies a pending change (not its maker; the kind\'s permission); audited', params: approvalIdParam, response: { 200: okEnvelopeSchema(approvalDecision) } },
  }, async (req) => ok(await approvals.approve(req.actor, req.params.id)));

  authed.post('/wps/operator/approvals/:id/reject', {
    config: { permission: 'signed-in' },
    schema: { tags, security, summary: 'Rejects a pending change with a reason (not its maker; the kind\'s permission); audited', params: approvalIdParam, body: approvalRejectBody, response: { 200: okEnvelopeSchema(approvalRequest) } },
  }, async (req) => ok(await approvals.reject(req.actor, req.params.id, req.body.reason)));

  authed.post('/wps/operator/approvals/:id/cancel', {
    config: { permission: 'signed-in' },
    schema: { tags, security, summary: 'The maker withdraws its own pending change; audited', params: approvalIdParam, response: { 200: okEnvelopeSchema(approvalRequest) } },
  }, async (req) => ok(await approvals.cancel(req.actor, req.params.id)));
}
