import { approvalPending, okEnvelopeSchema, operatorCreateBody, operatorEntry, operatorRoleBody, operatorStatusBody, operatorUsernameParam } from '@platform/contracts';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { ZodFastify } from '../../http/types';
import type { ApprovalService } from '../approvals/service';
import type { MerchantService } from '../merchant/service';
import type { RoleChangeInput } from './role-change';
import type { OperatorService } from './service';

const tags = ['operator'];
const security = [{ token: [] }];

/** Owners manage operators (decision 0044): an owner bound to a merchant reaches that merchant's only. */
export function operatorManagementRoutes(authed: ZodFastify, { operators, merchants, approvals }: { operators: OperatorService; merchants: MerchantService; approvals: Pick<ApprovalService, 'request'> }) {
  authed.get('/wps/operator/operators', {
    config: { permission: 'operators.manage' },
    schema: { tags, security, summary: 'Operators with their role, binding and state, by name', response: { 200: okEnvelopeSchema(z.array(operatorEntry)) } },
  }, async (req) => ok(await operators.list(req.actor)));

  authed.post('/wps/operator/operators', {
    config: { permission: 'operators.manage' },
    schema: { tags, security, summary: 'Create an operator with a role, bound to a merchant or to all, and optionally to one agent\'s team (audited)', body: operatorCreateBody, response: { 200: okEnvelopeSchema(operatorEntry) } },
  }, async (req) => {
    const { username, password, role, merchantCode, agentUsername } = req.body;
    if (merchantCode !== null) merchants.get(merchantCode);
    const created = await operators.create(req.actor, username, password, merchantCode, { role, agentUsername });
    return ok(await operators.entry(created.id));
  });

  authed.put('/wps/operator/operators/:username/status', {
    config: { permission: 'operators.manage' },
    schema: { tags, security, summary: 'Disable (its sessions end at once) or re-enable another operator (audited)', params: operatorUsernameParam, body: operatorStatusBody, response: { 200: okEnvelopeSchema(z.null()) } },
  }, async (req) => {
    await operators.setStatus(req.actor, req.params.username, req.body.status);
    return ok(null);
  });

  // A role change waits for a second owner (decision 0045): this records it; approving it applies it.
  authed.put('/wps/operator/operators/:username/role', {
    config: { permission: 'operators.manage' },
    schema: { tags, security, summary: 'Asks for another operator\'s new role: applied (its sessions end) once a second owner approves; audited', params: operatorUsernameParam, body: operatorRoleBody, response: { 200: okEnvelopeSchema(approvalPending) } },
  }, async (req) => {
    const input: RoleChangeInput = { username: req.params.username, role: req.body.role };
    return ok(await approvals.request(req.actor, 'operator.role', input));
  });
}
