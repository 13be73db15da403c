import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, RawQuery } from '../../db/client';
import { agentContractAdjustments, agentContractHistory, agentContracts, agentContractSettlements, members } from '../../db/schema';

export type ContractRow = typeof agentContracts.$inferSelect;
export type SettlementRow = typeof agentContractSettlements.$inferSelect;
export type NewContract = typeof agentContracts.$inferInsert;
type Status = ContractRow['status'];

export const PENDING: Status[] = ['offered', 'requested'];
export const LIVE: Status[] = ['active', 'termination_requested'];

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The member's id, username, upline and path, if it is a member of the merchant. */
export async function findMember(db: Db, merchantCode: string, id: number) {
  const [row] = await db.select({ id: members.id, username: members.username, type: members.type, uplineId: members.uplineId, path: members.path })
    .from(members).where(and(eq(members.merchantCode, merchantCode), eq(members.id, id)));
  return row;
}

export async function usernames(db: Db, merchantCode: string, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const list = await db.select({ id: members.id, username: members.username }).from(members)
    .where(and(eq(members.merchantCode, merchantCode), inArray(members.id, [...new Set(ids)])));
  return new Map(list.map((r) => [r.id, r.username]));
}

/** The contract, locked until the transaction ends, when it is in the merchant. */
export async function lockContract(tx: Db, merchantCode: string, id: number) {
  const [row] = await tx.select().from(agentContracts).where(and(eq(agentContracts.merchantCode, merchantCode), eq(agentContracts.id, id))).for('update');
  return row;
}

export async function findContract(db: Db, merchantCode: string, id: number) {
  const [row] = await db.select().from(agentContracts).where(and(eq(agentContracts.merchantCode, merchantCode), eq(agentContracts.id, id)));
  return row;
}

/**
 * Serialises changes to one downline's contracts of one type (offers, acceptances, terminations) for
 * the rest of the transaction.
 */
export async function lockDownline(tx: Db, downlineId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${0x4143}, ${downlineId})`);
}

/** The live contract of a downline of one type, if any. */
export async function liveContractOf(db: Db, merchantCode: string, downlineId: number, type: ContractRow['type']) {
  const [row] = await db.select().from(agentContracts).where(and(
    eq(agentContracts.merchantCode, merchantCode), eq(agentContracts.downlineId, downlineId), eq(agentContracts.type, type), inArray(agentContracts.status, LIVE),
  ));
  return row;
}

/**
 * The rate an agent may give its downlines (decision 0026): its own live contract's, 100 % (null: no
 * ceiling) for a top agent, 0 without a contract.
 */
export async function rateCeilingOf(db: Db, merchantCode: string, agent: { id: number; uplineId: number | null }, type: ContractRow['type']): Promise<number | null> {
  if (agent.uplineId === null) return null;
  const live = await liveContractOf(db, merchantCode, agent.id, type);
  return live ? live.rateBp : 0;
}

/** The new contract, or undefined when the downline already has a pending one of that type. */
export async function insertContract(tx: Db, row: NewContract) {
  const [created] = await tx.insert(agentContracts).values(row).onConflictDoNothing().returning();
  return created;
}

export async function updateContract(tx: Db, merchantCode: string, id: number, patch: Partial<Pick<ContractRow, 'status' | 'terminationRequestedBy' | 'activatedAt' | 'endedAt'>>) {
  const [row] = await tx.update(agentContracts).set(patch).where(and(eq(agentContracts.merchantCode, merchantCode), eq(agentContracts.id, id))).returning();
  return row!;
}

export async function addHistory(tx: Db, entries: (typeof agentContractHistory.$inferInsert)[]) {
  if (entries.length) await tx.insert(agentContractHistory).values(entries);
}

export function history(db: Db, merchantCode: string, contractId: number) {
  return db.select().from(agentContractHistory)
    .where(and(eq(agentContractHistory.merchantCode, merchantCode), eq(agentContractHistory.contractId, contractId))).orderBy(agentContractHistory.id);
}

/** Contracts of a type the member holds from its upline, live or pending, newest first. */
export function contractsHeldBy(db: Db, merchantCode: string, memberId: number, type: ContractRow['type']) {
  return db.select().from(agentContracts).where(and(
    eq(agentContracts.merchantCode, merchantCode), eq(agentContracts.downlineId, memberId), eq(agentContracts.type, type),
    inArray(agentContracts.status, [...LIVE, ...PENDING]),
  )).orderBy(desc(agentContracts.id));
}

/** A page of the contracts of a type the member gave its downlines. */
export async function contractsGivenBy(db: Db, merchantCode: string, memberId: number, type: ContractRow['type'], status: Status | undefined, limit: number, offset: number) {
  const where = and(
    eq(agentContracts.merchantCode, merchantCode), eq(agentContracts.uplineId, memberId), eq(agentContracts.type, type),
    status ? eq(agentContracts.status, status) : undefined,
  );
  const [list, [total]] = await Promise.all([
    db.select().from(agentContracts).where(where).orderBy(desc(agentContracts.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(agentContracts).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** Contracts of a type the member gave, live or pending, whose rate is above `rateBp`. */
export function givenAbove(db: Db, merchantCode: string, uplineId: number, type: ContractRow['type'], rateBp: number) {
  return db.select().from(agentContracts).where(and(
    eq(agentContracts.merchantCode, merchantCode), eq(agentContracts.uplineId, uplineId), eq(agentContracts.type, type),
    inArray(agentContracts.status, [...LIVE, ...PENDING]), sql`${agentContracts.rateBp} > ${rateBp}`,
  )).orderBy(agentContracts.id);
}

/**
 * Ends every live or pending contract of a type given anywhere in a member's downline (the member's
 * own and all below it): without the upline's contract, theirs would exceed their upline's rate.
 * One statement over the path index; returns the ended rows' ids and previous statuses.
 */
export async function endContractsBelow(tx: Db, merchantCode: string, member: { id: number; path: string }, type: ContractRow['type'], at: Date) {
  return rows<{ id: number; status: Status; merchant_code: string }>(tx, sql`
    UPDATE agent_contracts c SET status = 'terminated', ended_at = ${at.toISOString()}::timestamptz
    FROM agent_contracts old
    WHERE old.id = c.id AND c.merchant_code = ${merchantCode} AND c.type = ${type}
      AND c.status IN ('offered', 'requested', 'active', 'termination_requested')
      AND c.upline_id IN (
        SELECT ${member.id}::int
        UNION ALL
        SELECT m.id FROM members m WHERE m.merchant_code = ${merchantCode} AND m.path LIKE ${`${member.path}${member.id}/%`}
      )
    RETURNING c.id::int AS id, old.status AS status, c.merchant_code`);
}

export interface FigureRow { contract_id: number; valid_bet: string; net_loss: string; active: number }

/**
 * The team figures of contracts for one period, in one statement: every real-money round settled in
 * the period is summed per member once, each member's sums are credited to the member and to every
 * ancestor on its path, and each contract takes the sums of its downline. `contractIds`: only these;
 * `unsettledOnly`: only contracts of the kind live during the period that have no settlement for it and
 * are the downline's last contract of the type that started before the period's end (a contract
 * replaced within a period leaves that period to its successor: one payer per period).
 */
export async function teamFigures(
  db: Db, merchantCode: string, periodKind: string, start: Date, end: Date, opts: { contractIds?: number[]; unsettledOnly: boolean },
): Promise<FigureRow[]> {
  const s = start.toISOString();
  const e = end.toISOString();
  const only = opts.contractIds ? sql`AND c.id = ANY(${`{${opts.contractIds.join(',')}}`}::bigint[])` : sql``;
  const unsettled = opts.unsettledOnly
    ? sql`AND c.activated_at IS NOT NULL AND c.activated_at < ${e}::timestamptz AND (c.ended_at IS NULL OR c.ended_at > ${s}::timestamptz)
          AND NOT EXISTS (SELECT 1 FROM agent_contract_settlements x WHERE x.contract_id = c.id AND x.period_start = ${s}::timestamptz)
          AND NOT EXISTS (
            SELECT 1 FROM agent_contracts n
            WHERE n.merchant_code = c.merchant_code AND n.downline_id = c.downline_id AND n.type = c.type AND n.id <> c.id
              AND n.activated_at IS NOT NULL AND n.activated_at >= c.activated_at AND n.activated_at < ${e}::timestamptz
          )`
    : sql``;
  return rows<FigureRow>(db, sql`
    WITH due AS (
      SELECT c.id, c.downline_id, (c.terms->>'minValidBet')::bigint AS min_valid_bet
      FROM agent_contracts c
      WHERE c.merchant_code = ${merchantCode} AND c.period_kind = ${periodKind} ${only} ${unsettled}
    ),
    per_member AS (
      SELECT r.member_id, sum(r.bet_amount - r.refund_amount) AS valid_bet, sum(r.bet_amount - r.refund_amount - r.win_amount) AS net_loss
      FROM game_rounds r
      WHERE r.merchant_code = ${merchantCode} AND r.status = 'settled' AND NOT r.demo
        AND r.settled_at >= ${s}::timestamptz AND r.settled_at < ${e}::timestamptz
        AND EXISTS (SELECT 1 FROM due)
      GROUP BY r.member_id
    ),
    credited AS (
      SELECT a.ancestor_id, pm.valid_bet, pm.net_loss
      FROM per_member pm
      JOIN members m ON m.id = pm.member_id
      CROSS JOIN LATERAL (
        SELECT m.id AS ancestor_id
        UNION ALL
        SELECT x::int FROM unnest(string_to_array(trim(both '/' from m.path), '/')) AS x WHERE x <> ''
      ) a
    )
    SELECT d.id::int AS contract_id,
           coalesce(sum(cr.valid_bet), 0)::text AS valid_bet,
           coalesce(sum(cr.net_loss), 0)::text AS net_loss,
           (count(*) FILTER (WHERE cr.valid_bet > 0 AND cr.valid_bet >= d.min_valid_bet))::int AS active
    FROM due d LEFT JOIN credited cr ON cr.ancestor_id = d.downline_id
    GROUP BY d.id
    ORDER BY d.id`);
}

/** Whether the merchant has a contract of the kind live at any time since `since` (nothing to settle otherwise). */
export async function anyLiveSince(db: Db, merchantCode: string, periodKind: string, since: Date) {
  const [row] = await db.select({ id: agentContracts.id }).from(agentContracts).where(and(
    eq(agentContracts.merchantCode, merchantCode), eq(agentContracts.periodKind, periodKind), sql`${agentContracts.activatedAt} IS NOT NULL`,
    sql`(${agentContracts.endedAt} IS NULL OR ${agentContracts.endedAt} > ${since.toISOString()}::timestamptz)`,
  )).limit(1);
  return !!row;
}

export async function contractsByIds(db: Db, merchantCode: string, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(agentContracts).where(and(eq(agentContracts.merchantCode, merchantCode), inArray(agentContracts.id, ids)));
}

/** The settlement row, or undefined when another run settled the period first (it waits for that run to commit). */
export async function insertSettlement(tx: Db, row: typeof agentContractSettlements.$inferInsert) {
  const [created] = await tx.insert(agentContractSettlements).values(row).onConflictDoNothing().returning();
  return created;
}

export async function setSettlementPosting(tx: Db, id: number, postingId: number) {
  await tx.update(agentContractSettlements).set({ postingId }).where(eq(agentContractSettlements.id, id));
}

export async function lockSettlement(tx: Db, contractId: number, periodStart: Date) {
  const [row] = await tx.select().from(agentContractSettlements)
    .where(and(eq(agentContractSettlements.contractId, contractId), eq(agentContractSettlements.periodStart, periodStart))).for('update');
  return row;
}

export async function updateSettlementFigures(tx: Db, id: number, patch: Pick<SettlementRow, 'teamValidBet' | 'teamNetLoss' | 'activeMembers' | 'rateBp' | 'amount'>) {
  await tx.update(agentContractSettlements).set(patch).where(eq(agentContractSettlements.id, id));
}

export async function findAdjustment(db: Db, merchantCode: string, key: string) {
  const [row] = await db.select().from(agentContractAdjustments)
    .where(and(eq(agentContractAdjustments.merchantCode, merchantCode), eq(agentContractAdjustments.idempotencyKey, key)));
  return row;
}

export async function insertAdjustment(tx: Db, row: typeof agentContractAdjustments.$inferInsert) {
  const [created] = await tx.insert(agentContractAdjustments).values(row).returning();
  return created!;
}

/** A page of the settlements paid to a member, newest first, and the all-time total. */
export async function income(db: Db, merchantCode: string, memberId: number, type: string | undefined, limit: number, offset: number) {
  const where = and(
    eq(agentContractSettlements.merchantCode, merchantCode), eq(agentContractSettlements.memberId, memberId),
    type ? eq(agentContractSettlements.type, type) : undefined,
  );
  const [list, [agg]] = await Promise.all([
    db.select().from(agentContractSettlements).where(where).orderBy(desc(agentContractSettlements.id)).limit(limit).offset(offset),
    db.select({ n: count(), total: sql<string>`coalesce(sum(${agentContractSettlements.amount}), 0)::text` }).from(agentContractSettlements).where(where),
  ]);
  return { list, total: BigInt(agg?.total ?? '0'), count: agg?.n ?? 0 };
}

/** A settlement row as the runs write it (the posting id comes later, with its posting). */
export interface NewSettlement {
  merchantCode: string; contractId: number; memberId: number; type: string; periodStart: Date; periodEnd: Date;
  teamValidBet: bigint; teamNetLoss: bigint; activeMembers: number; rateBp: number | null; amount: bigint;
}

const settlementColumns = (list: NewSettlement[]) => [
  list.map((r) => r.merchantCode), list.map((r) => String(r.contractId)), list.map((r) => r.memberId), list.map((r) => r.type),
  list.map((r) => r.periodStart.toISOString()), list.map((r) => r.periodEnd.toISOString()), list.map((r) => String(r.teamValidBet)),
  list.map((r) => String(r.teamNetLoss)), list.map((r) => r.activeMembers), list.map((r) => r.rateBp), list.map((r) => String(r.amount)),
];

/**
 * Settlement rows of many contracts in one statement (fixed text, one array per column), in contract
 * order so two runs take the unique keys in the same order. A key another run holds uncommitted is
 * waited for; a key taken is skipped. Returns the rows inserted.
 */
export async function claimSettlements(q: RawQuery, list: NewSettlement[]) {
  const sorted = [...list].sort((a, b) => a.contractId - b.contractId);
  const inserted = await q<{ id: string; contract_id: string; period_start_ms: string }>(`
    INSERT INTO agent_contract_settlements (merchant_code, contract_id, member_id, type, period_start, period_end, team_valid_bet, team_net_loss, active_members, rate_bp, amount)
    SELECT x.merchant_code, x.contract_id, x.member_id, x.type, x.period_start, x.period_end, x.team_valid_bet, x.team_net_loss, x.active_members, x.rate_bp, x.amount
    FROM unnest($1::text[], $2::int8[], $3::int4[], $4::text[], $5::timestamptz[], $6::timestamptz[], $7::int8[], $8::int8[], $9::int4[], $10::int4[], $11::int8[])
      WITH ORDINALITY AS x(merchant_code, contract_id, member_id, type, period_start, period_end, team_valid_bet, team_net_loss, active_members, rate_bp, amount, ord)
    ORDER BY x.ord
    ON CONFLICT (contract_id, period_start) DO NOTHING
    RETURNING id::text, contract_id::text, floor(extract(epoch FROM period_start) * 1000)::int8::text AS period_start_ms`, settlementColumns(sorted));
  return inserted.map((r) => ({ id: Number(r.id), contractId: Number(r.contract_id), periodStart: new Date(Number(r.period_start_ms)) }));
}

/** The batch's posting ids on its settlement rows, and the rows it claimed but did not pay removed, in one statement. */
export async function finishSettlements(q: RawQuery, postings: { id: number; postingId: number }[], unpaid: number[]) {
  if (!postings.length && !unpaid.length) return;
  await q(`
    WITH released AS (DELETE FROM agent_contract_settlements WHERE id = ANY($3::int8[]))
    UPDATE agent_contract_settlements s SET posting_id = x.posting_id
    FROM unnest($1::int8[], $2::int8[]) AS x(id, posting_id) WHERE s.id = x.id`,
  [postings.map((p) => String(p.id)), postings.map((p) => String(p.postingId)), unpaid.map(String)]);
}

/** Settlement rows that pay nothing (no posting), many in one statement; returns how many were new. */
export async function insertUnpaidSettlements(db: Db, list: NewSettlement[]): Promise<number> {
  if (!list.length) return 0;
  const sorted = [...list].sort((a, b) => a.contractId - b.contractId);
  // One jsonb parameter: the same text on PostgreSQL and PGlite, whatever the number of rows.
  const json = JSON.stringify(sorted.map((r) => ({
    merchant_code: r.merchantCode, contract_id: r.contractId, member_id: r.memberId, type: r.type, period_start: r.periodStart.toISOString(),
    period_end: r.periodEnd.toISOString(), team_valid_bet: String(r.teamValidBet), team_net_loss: String(r.teamNetLoss), active_members: r.activeMembers,
    rate_bp: r.rateBp, amount: String(r.amount),
  })));
  const inserted = await rows<{ id: number }>(db, sql`
    INSERT INTO agent_contract_settlements (merchant_code, contract_id, member_id, type, period_start, period_end, team_valid_bet, team_net_loss, active_members, rate_bp, amount)
    SELECT x.merchant_code, x.contract_id, x.member_id, x.type, x.period_start, x.period_end, x.team_valid_bet, x.team_net_loss, x.active_members, x.rate_bp, x.amount
    FROM jsonb_to_recordset(${json}::jsonb) AS x(merchant_code text, contract_id int8, member_id int4, type text, period_start timestamptz, period_end timestamptz,
      team_valid_bet int8, team_net_loss int8, active_members int4, rate_bp int4, amount int8)
    ON CONFLICT (contract_id, period_start) DO NOTHING
    RETURNING id`);
  return inserted.length;
}
