import { asc, count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { gameVendors, merchants, type games, type GameIconSpec } from '../schema';
import { seededRandom } from '../../lib/seeded-random';
import { ICON_SHAPES, initials } from '../../modules/games/icon';
import { ADJECTIVES, NAME_LANGUAGES, NOUNS, SUFFIX, TITLES, VARIANTS, namesOf } from './game-words';

/**
 * The demo game catalogue (issue 5; decision 0018): the footer's providers, the in-house PGE games,
 * sports, e-sports, live, fishing, PVP, lottery and cockfight vendors, 600+ games per merchant with
 * names in every bundle language. Everything is deterministic (a seeded generator), so every boot and
 * every merchant gets the same catalogue, and rows are inserted in a few multi-row statements.
 */

type Word = (typeof NOUNS)[number];
type Kind = 'slots' | 'table' | 'video_poker' | 'arcade' | 'bingo' | 'scratch_card' | 'fishing' | 'live' | 'pvp';
interface Plan { gameType: string; kind: Kind; count: number }
interface Fixed { gameType: string; classify: string; code: string; names: Word; rtpBps?: number; supportPlay?: 0 | 1; isGame?: 'VASSALAGE' }
interface VendorSeed {
  code: string; name: string; names?: Record<string, string>; walletMode: 'seamless' | 'transfer'; adapter: 'sim' | 'pge';
  plans: Plan[]; fixed?: Fixed[]; lobbyCard?: boolean;
}

const LOBBY: Word = ['Lobby', 'ล็อบบี้', '大厅', 'Lobby', 'Lobby', 'Lobi', 'लॉबी', 'လော်ဘီ'];
const w = (...names: string[]) => names as unknown as Word;

/** Vendors in lobby order. PT and JDB keep their own balance (transfer mode); the rest are seamless. */
export const SEED_VENDORS: VendorSeed[] = [
  { code: 'PGE', name: 'PGE Originals', names: { TH: 'PGE ออริจินัล', CN: 'PGE 原创' }, walletMode: 'seamless', adapter: 'pge', plans: [], fixed: [
    { gameType: 'RNG', classify: 'arcade', code: 'dice', rtpBps: 9900, supportPlay: 0, names: w('Provably Fair Dice', 'ลูกเต๋ายุติธรรม', '公平骰子', 'Dados Justos', 'Dados Justos', 'Dadu Adil', 'निष्पक्ष पासा', 'တရားမျှတသောအံစာ') },
    { gameType: 'RNG', classify: 'slots', code: 'slot', rtpBps: 9650, supportPlay: 0, names: w('Lotus Fair Slot', 'สล็อตดอกบัวยุติธรรม', '公平莲花老虎机', 'Tragamonedas Loto', 'Caça-níquel Lótus', 'Slot Teratai', 'कमल स्लॉट', 'ကြာပန်းစလော့') },
    { gameType: 'RNG', classify: 'arcade', code: 'mines', rtpBps: 9700, supportPlay: 0, names: w('Mines', 'เหมืองระเบิด', '扫雷', 'Minas', 'Minas', 'Ranjau', 'माइंस', 'မိုင်း') },
  ] },
  { code: 'PG', name: 'PG Soft', walletMode: 'seamless', adapter: 'sim', lobbyCard: true, plans: [{ gameType: 'RNG', kind: 'slots', count: 90 }] },
  { code: 'EG2', name: 'EG2 Gaming', walletMode: 'seamless', adapter: 'sim', plans: [
    { gameType: 'RNG', kind: 'slots', count: 40 }, { gameType: 'RNG', kind: 'table', count: 6 }, { gameType: 'RNG', kind: 'video_poker', count: 4 }] },
  { code: 'PT', name: 'Playtech', walletMode: 'transfer', adapter: 'sim', plans: [
    { gameType: 'RNG', kind: 'slots', count: 45 }, { gameType: 'RNG', kind: 'table', count: 8 }, { gameType: 'LIVE', kind: 'live', count: 10 }] },
  { code: 'JDB', name: 'JDB Gaming', walletMode: 'transfer', adapter: 'sim', lobbyCard: true, plans: [
    { gameType: 'RNG', kind: 'slots', count: 45 }, { gameType: 'FISH', kind: 'fishing', count: 6 }, { gameType: 'RNG', kind: 'arcade', count: 6 }] },
  { code: 'CQ9', name: 'CQ9 Gaming', walletMode: 'seamless', adapter: 'sim', lobbyCard: true, plans: [
    { gameType: 'RNG', kind: 'slots', count: 45 }, { gameType: 'FISH', kind: 'fishing', count: 6 }] },
  { code: 'FC', name: 'Fa Chai', names: { CN: '发财' }, walletMode: 'seamless', adapter: 'sim', plans: [
    { gameType: 'RNG', kind: 'slots', count: 35 }, { gameType: 'FISH', kind: 'fishing', count: 6 }, { gameType: 'RNG', kind: 'arcade', count: 6 }] },
  { code: 'JL', name: 'JILI', walletMode: 'seamless', adapter: 'sim', lobbyCard: true, plans: [
    { gameType: 'RNG', kind: 'slots', count: 50 }, { gameType: 'FISH', kind: 'fishing', count: 6 }, { gameType: 'RNG', kind: 'table', count: 6 },
    { gameType: 'RNG', kind: 'bingo', count: 12 }, { gameType: 'RNG', kind: 'scratch_card', count: 10 }, { gameType: 'RNG', kind: 'arcade', count: 6 }] },
  { code: 'BGS', name: 'BGS Gaming', walletMode: 'seamless', adapter: 'sim', plans: [
    { gameType: 'RNG', kind: 'slots', count: 30 }, { gameType: 'RNG', kind: 'video_poker', count: 4 }, { gameType: 'RNG', kind: 'scratch_card', count: 8 }] },
  { code: 'EVO', name: 'Evolution', walletMode: 'seamless', adapter: 'sim', plans: [{ gameType: 'LIVE', kind: 'live', count: 40 }] },
  { code: 'SA', name: 'SA Gaming', walletMode: 'seamless', adapter: 'sim', plans: [{ gameType: 'LIVE', kind: 'live', count: 24 }] },
  { code: 'KY', name: 'Kaiyuan', names: { CN: '开元棋牌' }, walletMode: 'seamless', adapter: 'sim', plans: [{ gameType: 'PVP', kind: 'pvp', count: 24 }] },
  { code: 'V8', name: 'V8 Poker', walletMode: 'seamless', adapter: 'sim', plans: [{ gameType: 'PVP', kind: 'pvp', count: 16 }] },
  { code: 'SBO', name: 'SBOBET', walletMode: 'seamless', adapter: 'sim', plans: [], fixed: [
    { gameType: 'SPORTS', classify: 'sports', code: 'lobby', names: w('SBO Sports', 'SBO กีฬา', 'SBO 体育', 'SBO Deportes', 'SBO Esportes', 'SBO Olahraga', 'SBO स्पोर्ट्स', 'SBO အားကစား') }] },
  { code: 'SABA', name: 'SABA Sports', walletMode: 'seamless', adapter: 'sim', plans: [], fixed: [
    { gameType: 'SPORTS', classify: 'sports', code: 'lobby', names: w('SABA Sports', 'SABA กีฬา', '沙巴体育', 'SABA Deportes', 'SABA Esportes', 'SABA Olahraga', 'SABA स्पोर्ट्स', 'SABA အားကစား') }] },
  { code: 'IA', name: 'IA E-Sports', walletMode: 'seamless', adapter: 'sim', plans: [], fixed: [
    { gameType: 'ESPORTS', classify: 'sports', code: 'lobby', names: w('IA E-Sports', 'IA อีสปอร์ต', 'IA 电竞', 'IA Deportes Electrónicos', 'IA E-Sports', 'IA E-Sports', 'IA ई-स्पोर्ट्स', 'IA အီးစပို့') }] },
  { code: 'TF', name: 'TF Gaming', walletMode: 'seamless', adapter: 'sim', plans: [], fixed: [
    { gameType: 'ESPORTS', classify: 'sports', code: 'lobby', names: w('TF E-Sports', 'TF อีสปอร์ต', 'TF 电竞', 'TF Deportes Electrónicos', 'TF E-Sports', 'TF E-Sports', 'TF ई-स्पोर्ट्स', 'TF အီးစပို့') }] },
  { code: 'GPK', name: 'GPK Lottery', walletMode: 'seamless', adapter: 'sim', plans: [], fixed: [
    { gameType: 'LOTT', classify: 'lottery', code: 'thai', names: w('Thai Government Lottery', 'สลากกินแบ่งรัฐบาล', '泰国彩票', 'Lotería Tailandesa', 'Loteria Tailandesa', 'Lotre Thailand', 'थाई लॉटरी', 'ထိုင်းထီ') },
    { gameType: 'LOTT', classify: 'lottery', code: 'lao', names: w('Lao Lottery', 'หวยลาว', '老挝彩票', 'Lotería de Laos', 'Loteria do Laos', 'Lotre Laos', 'लाओ लॉटरी', 'လာအိုထီ') },
    { gameType: 'LOTT', classify: 'lottery', code: 'hanoi', names: w('Hanoi Lottery', 'หวยฮานอย', '河内彩票', 'Lotería de Hanói', 'Loteria de Hanói', 'Lotre Hanoi', 'हनोई लॉटरी', 'ဟနွိုင်းထီ') },
    { gameType: 'LOTT', classify: 'lottery', code: 'stock', names: w('Stock Lottery', 'หวยหุ้น', '股票彩票', 'Lotería de Bolsa', 'Loteria da Bolsa', 'Lotre Saham', 'स्टॉक लॉटरी', 'စတော့ထီ') },
  ] },
  { code: 'TCG', name: 'TCG E-Lottery', walletMode: 'seamless', adapter: 'sim', plans: [], fixed: [
    { gameType: 'ELOTT', classify: 'lottery', code: 'fast3', names: w('Fast 3', 'ฟาสต์ 3', '快三', 'Rápido 3', 'Rápido 3', 'Cepat 3', 'फास्ट 3', 'အမြန် ၃') },
    { gameType: 'ELOTT', classify: 'lottery', code: 'lucky5d', names: w('Lucky 5D', 'ลัคกี้ 5D', '幸运5D', 'Suerte 5D', 'Sorte 5D', 'Untung 5D', 'लकी 5D', 'ကံကောင်း 5D') },
    { gameType: 'ELOTT', classify: 'lottery', code: 'pk10', names: w('Racing PK10', 'แข่งรถ PK10', '赛车PK10', 'Carreras PK10', 'Corrida PK10', 'Balap PK10', 'रेसिंग PK10', 'ကားပြိုင် PK10') },
    { gameType: 'ELOTT', classify: 'lottery', code: 'keno', names: w('Keno Express', 'คีโนด่วน', '快乐基诺', 'Keno Exprés', 'Keno Expresso', 'Keno Ekspres', 'केनो एक्सप्रेस', 'ကီနိုအမြန်') },
  ] },
  { code: 'SV388', name: 'SV388', walletMode: 'seamless', adapter: 'sim', plans: [], fixed: [
    { gameType: 'COCKFIGHT', classify: 'live', code: 'lobby', names: w('SV388 Cockfight', 'SV388 ไก่ชน', 'SV388 斗鸡', 'SV388 Pelea de Gallos', 'SV388 Rinha de Galos', 'SV388 Sabung Ayam', 'SV388 मुर्गा लड़ाई', 'SV388 ကြက်တိုက်') }] },
];

const TAG_OF: Partial<Record<Kind, string>> = { table: 'table', arcade: 'arcade', bingo: 'bingo' };
const RTP: Record<Kind, [number, number] | null> = {
  slots: [9400, 9750], table: [9700, 9900], video_poker: [9600, 9950], arcade: [9500, 9800], bingo: [9300, 9600],
  scratch_card: [9200, 9600], fishing: [9500, 9700], live: [9750, 9900], pvp: null,
};

type GameInsert = typeof games.$inferInsert;

/** The catalogue rows of one merchant (vendors and games), the same for every merchant but the code. */
export function catalogueRows(merchantCode: string, perPlan = Number.POSITIVE_INFINITY) {
  const rnd = seededRandom(20_261_122); // the same catalogue on every boot
  // Adjective × noun pairs in a fixed shuffled order: every generated slot name is distinct.
  const pairs = ADJECTIVES.flatMap((a, i) => NOUNS.map((_n, j) => [i, j] as const));
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!];
  }
  let nextPair = 0;
  const titleUse = new Map<string, number>();
  const vendors: (typeof gameVendors.$inferInsert)[] = [];
  const rows: GameInsert[] = [];

  function icon(name: string): GameIconSpec {
    const h1 = Math.floor(rnd() * 360);
    return { hues: [h1, (h1 + 40 + Math.floor(rnd() * 120)) % 360], shape: ICON_SHAPES[Math.floor(rnd() * ICON_SHAPES.length)]!, text: initials(name) || '?' };
  }

  function generatedNames(kind: Kind): Record<string, string> {
    if (kind === 'slots') {
      const [a, n] = pairs[nextPair++ % pairs.length]!;
      return namesOf(ADJECTIVES[a]!, NOUNS[n]!);
    }
    if (kind === 'bingo' || kind === 'scratch_card') {
      const used = titleUse.get(kind) ?? 0;
      titleUse.set(kind, used + 1);
      return namesOf(ADJECTIVES[(used * 5) % ADJECTIVES.length]!, NOUNS[(used * 7) % NOUNS.length]!, SUFFIX[kind]);
    }
    // Titled games: each title once plain, then with variants (Speed Baccarat, VIP Baccarat...), then numbered.
    const list = TITLES[kind === 'live' ? 'table' : kind]!;
    const used = titleUse.get(kind) ?? 0;
    titleUse.set(kind, used + 1);
    const title = list[used % list.length]!;
    const round = Math.floor(used / list.length);
    // Live tables always carry a variant (Classic, Speed...); other titled games start without one.
    const perLap = kind === 'live' ? VARIANTS.length : VARIANTS.length + 1;
    const slot = kind === 'live' ? round % perLap : (round % perLap) - 1;
    const variant = slot >= 0 ? VARIANTS[slot]! : null;
    const lap = Math.floor(round / perLap);
    const names = namesOf(variant, title);
    return lap > 0 ? Object.fromEntries(Object.entries(names).map(([l, n]) => [l, `${n} ${lap + 1}`])) : names;
  }

  for (const [vi, v] of SEED_VENDORS.entries()) {
    vendors.push({ merchantCode, code: v.code, name: v.name, names: v.names ?? {}, walletMode: v.walletMode, adapter: v.adapter, sortOrder: (vi + 1) * 10 });
    let sort = 0;
    const push = (row: Omit<GameInsert, 'merchantCode' | 'vendorCode' | 'sortOrder' | 'icon'>) => {
      sort += 10;
      rows.push({ ...row, merchantCode, vendorCode: v.code, sortOrder: sort, icon: icon(row.names.EN!) });
    };
    if (v.lobbyCard) {
      const vendorWord = w(...NAME_LANGUAGES.map((l) => v.names?.[l] ?? v.name));
      push({ gameCode: 'lobby', gameType: 'RNG', gameClassify: 'slots', isGame: 'VASSALAGE', isHot: false, supportPlay: 1, tags: [], rtpBps: null, names: namesOf(null, vendorWord, LOBBY) });
    }
    for (const f of v.fixed ?? []) {
      push({ gameCode: f.code, gameType: f.gameType, gameClassify: f.classify, isGame: f.isGame ?? null, isHot: f.gameType === 'RNG' || rnd() < 0.3,
        supportPlay: f.supportPlay ?? 1, tags: [], rtpBps: f.rtpBps ?? null, names: namesOf(null, f.names) });
    }
    for (const plan of v.plans) {
      for (let i = 1; i <= Math.min(plan.count, perPlan); i++) {
        const tags: string[] = [];
        if (TAG_OF[plan.kind]) tags.push(TAG_OF[plan.kind]!);
        if (plan.kind === 'slots') {
          if (rnd() < 0.2) tags.push('jackpot');
          if (rnd() < 0.55) tags.push('lines25');
          if (rnd() < 0.4) tags.push('yuan1');
        }
        const range = RTP[plan.kind];
        const freeTrial = ['slots', 'fishing', 'arcade', 'bingo', 'scratch_card', 'video_poker'].includes(plan.kind) && rnd() < 0.35;
        push({
          gameCode: `${plan.kind.replace('_', '')}-${String(i).padStart(3, '0')}`, gameType: plan.gameType, gameClassify: plan.kind, isGame: null,
          isHot: rnd() < 0.12, supportPlay: freeTrial ? 0 : 1, tags, rtpBps: range ? range[0] + Math.floor(rnd() * (range[1] - range[0] + 1)) : null,
          names: generatedNames(plan.kind),
        });
      }
    }
  }
  return { vendors, games: rows };
}

/** 'small' keeps test boots fast (see seedGames); `npm start` seeds 'full'. */
export type CatalogueSize = 'full' | 'small';

/**
 * Inserts the catalogue of each merchant given; rows already there are kept (a re-run adds nothing).
 * The games go in as one JSON document per statement (jsonb_to_recordset): binding 15 parameters per
 * row made the seed take seconds on PGlite, and it runs at every test boot.
 */
export async function seedGames(db: Db, merchantCodes: string[], size: CatalogueSize = 'full') {
  // The small catalogue (test boots): the default merchant's in full, the others with 3 games per vendor and category.
  const all = merchantCodes.map((code, i) => catalogueRows(code, size === 'full' || i === 0 ? undefined : 3));
  await db.insert(gameVendors).values(all.flatMap((c) => c.vendors)).onConflictDoNothing();
  const rows = all.flatMap((c) => c.games);
  await db.execute(sql`
    INSERT INTO games (merchant_code, vendor_code, game_code, game_type, game_classify, names, icon, is_hot, support_play, is_game, tags, rtp_bps, sort_order)
    SELECT r.merchant_code, r.vendor_code, r.game_code, r.game_type, r.game_classify, r.names, r.icon, r.is_hot, r.support_play, r.is_game, r.tags, r.rtp_bps, r.sort_order
    FROM jsonb_to_recordset(${JSON.stringify(rows.map((g) => ({
      merchant_code: g.merchantCode, vendor_code: g.vendorCode, game_code: g.gameCode, game_type: g.gameType, game_classify: g.gameClassify, names: g.names,
      icon: g.icon, is_hot: g.isHot, support_play: g.supportPlay, is_game: g.isGame, tags: g.tags, rtp_bps: g.rtpBps, sort_order: g.sortOrder,
    })))}::jsonb) AS r(merchant_code text, vendor_code text, game_code text, game_type text, game_classify text, names jsonb, icon jsonb,
      is_hot boolean, support_play integer, is_game text, tags text[], rtp_bps integer, sort_order integer)
    ON CONFLICT (merchant_code, vendor_code, game_code) DO NOTHING`);
}

/** A database seeded before the catalogue existed gets it at the next boot. */
export async function seedGamesIfMissing(db: Db, size: CatalogueSize = 'full') {
  const [vendorCount] = await db.select({ n: count() }).from(gameVendors);
  if ((vendorCount?.n ?? 0) > 0) return;
  await seedGames(db, (await db.select({ code: merchants.code }).from(merchants).orderBy(asc(merchants.sort))).map((m) => m.code), size);
}
