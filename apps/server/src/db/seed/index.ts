import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { helpArticles, memberKnownIps, members, merchantSettings, merchants, registerFields } from '../schema';
import { hashPassword } from '../../lib/passwords';
import { DEFAULT_WHITELABEL, defaultRegisterFields, defaultSettings } from '../../modules/merchant/defaults';
import { helpArticleRows } from './help';
import { SEED_MERCHANTS, seedChannels } from './merchants';
import { seedDepositChannels } from '../../modules/deposit/channels';
import { seedGames, type CatalogueSize } from './games';
import { seedContent } from '../../modules/content/seed';
import { seedPromotionCatalogue } from '../../modules/promotions/seed';

export const DEMO_OPERATOR = { username: 'admin', password: 'Demo@2026' } as const;
/** Demo accounts on the default merchant (thailand): a player, and an agent whose invitation code works at registration. */
export const DEMO_PLAYER = { username: 'demo_player', password: 'Demo@2026' } as const;
export const DEMO_AGENT = { username: 'demo_agent', password: 'Demo@2026', inviteCode: 'ROYAL88' } as const;
/** A second-level agent under the demo agent, and demo members below both, so the agent area has a team. */
export const DEMO_SUBAGENT = { username: 'demo_subagent', password: 'Demo@2026', inviteCode: 'ROYAL99' } as const;
export const DEMO_TEAM = [
  { username: 'demo_member1', upline: DEMO_AGENT.username },
  { username: 'demo_member2', upline: DEMO_AGENT.username },
  { username: 'demo_member3', upline: DEMO_SUBAGENT.username },
  { username: 'demo_member4', upline: DEMO_SUBAGENT.username },
] as const;

/** Each merchant gets its own accent so switching region visibly re-brands the site. */
const BRAND_PRIMARY: Record<string, string> = {
  thailand: '#f5b642', myanmar: '#e9c46a', indonesia: '#f97316', india: '#fb923c', brazil: '#22c55e', mexico: '#ef4444',
};

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(merchants);
  return (row?.n ?? 0) > 0;
}

/** Demo data: the six merchants with settings, registration fields and help center. Idempotent per empty database. */
export async function seedDemo(db: Db, createOperator: (username: string, password: string) => Promise<unknown>, catalogue: CatalogueSize = 'full') {
  await db.transaction(async (tx) => {
    for (const [sort, m] of SEED_MERCHANTS.entries()) {
      const { merchantCode, ...rest } = m;
      await tx.insert(merchants).values({ code: merchantCode, ...rest, sort });
      const channels = seedChannels(merchantCode);
      const settings = defaultSettings();
      await tx.insert(merchantSettings).values({
        merchantCode,
        ...settings,
        // The demo merchant shows the agent contract pages (the demo agent's team has contracts to make).
        ...(m.isDefault ? { features: { ...settings.features, AGENT_CONTRACT_DIVIDEND: true, AGENT_CONTRACT_DAILY: true, AGENT_CONTRACT_HOURLY: true, AGENT_CONTRACT_REALTIME: true } } : {}),
        ...channels,
        whitelabel: { ...DEFAULT_WHITELABEL, theme: { ...DEFAULT_WHITELABEL.theme, primary: BRAND_PRIMARY[merchantCode] ?? DEFAULT_WHITELABEL.theme.primary } },
      });
      await tx.insert(registerFields).values(defaultRegisterFields(m).map((f, i) => ({ ...f, merchantCode, sort: i })));
      await tx.insert(helpArticles).values(helpArticleRows(merchantCode, DEFAULT_WHITELABEL.siteName));
    }
    await seedDepositChannels(tx, SEED_MERCHANTS.map((m) => m.merchantCode));
    await seedGames(tx, SEED_MERCHANTS.map((m) => m.merchantCode), catalogue);
    await seedContent(tx, SEED_MERCHANTS.map((m) => m.merchantCode));
    await seedPromotionCatalogue(tx, SEED_MERCHANTS.map((m) => m.merchantCode));
  });
  await createOperator(DEMO_OPERATOR.username, DEMO_OPERATOR.password);
  const merchantCode = SEED_MERCHANTS[0]!.merchantCode;
  // Uplines first: each row's upline is inserted before it (decision 0025: upline, path, depth).
  const demo = [
    // The demo agent is a top agent of the merchant (no upline).
    { ...DEMO_AGENT, type: 1, affiliateCode: null, upline: null, email: 'demo.agent@example.com', payeeName: 'Anong Demo' },
    // The demo player joined with the demo agent's invitation code: its upline (transfer to upline).
    { ...DEMO_PLAYER, type: 0, inviteCode: null, affiliateCode: DEMO_AGENT.inviteCode, upline: DEMO_AGENT.username, email: 'demo.player@example.com', payeeName: 'Somchai Demo' },
    { ...DEMO_SUBAGENT, type: 2, affiliateCode: DEMO_AGENT.inviteCode, upline: DEMO_AGENT.username, email: null, payeeName: null },
    ...DEMO_TEAM.map((m) => ({
      username: m.username, password: DEMO_PLAYER.password, type: 0, inviteCode: null, upline: m.upline, email: null, payeeName: null,
      affiliateCode: m.upline === DEMO_AGENT.username ? DEMO_AGENT.inviteCode : DEMO_SUBAGENT.inviteCode,
    })),
  ];
  // Every demo account has the same published password: one hash (argon2 is deliberately slow) serves them all.
  const passwordHash = await hashPassword(DEMO_PLAYER.password);
  const placed = new Map<string, { id: number; path: string; depth: number }>();
  for (const d of demo) {
    const upline = d.upline ? placed.get(d.upline)! : null;
    const place = upline ? { uplineId: upline.id, path: `${upline.path}${upline.id}/`, depth: upline.depth + 1 } : { uplineId: null, path: '/', depth: 0 };
    const [row] = await db.insert(members).values({
      merchantCode, username: d.username, usernameKey: d.username, passwordHash, type: d.type,
      inviteCode: d.inviteCode, affiliateCode: d.affiliateCode, email: d.email, payeeName: d.payeeName, registerMethod: 'WEB', registerIp: '127.0.0.1',
      ...place,
    }).returning({ id: members.id });
    placed.set(d.username, { id: row!.id, ...place });
    // This machine counts as known, so the demo logins are not asked for extra verification locally.
    await db.insert(memberKnownIps).values(['127.0.0.1', '::1'].map((ip) => ({ memberId: row!.id, ip })));
  }
}
