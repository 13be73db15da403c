import type { Language, VendorLanes } from '@platform/contracts';
import { toCard, toVendorSummary } from './cards';
import type { GameRow, VendorRow } from './repo';

/** Lane titles per game type (gameClassify), in every bundle language. */
const LANE_TITLES: Record<string, Record<Language, string>> = {
  slots: { EN: 'Slots', TH: 'สล็อต', CN: '老虎机', ES: 'Tragamonedas', PT: 'Caça-níqueis', ID: 'Slot', HI: 'स्लॉट', MY: 'စလော့' },
  video_poker: { EN: 'Video Poker', TH: 'วิดีโอโป๊กเกอร์', CN: '视频扑克', ES: 'Videopóker', PT: 'Vídeo Pôquer', ID: 'Video Poker', HI: 'वीडियो पोकर', MY: 'ဗီဒီယိုပိုကာ' },
  table: { EN: 'Table Games', TH: 'เกมโต๊ะ', CN: '桌面游戏', ES: 'Juegos de Mesa', PT: 'Jogos de Mesa', ID: 'Permainan Meja', HI: 'टेबल गेम्स', MY: 'စားပွဲဂိမ်းများ' },
  arcade: { EN: 'Arcade', TH: 'อาร์เคด', CN: '街机', ES: 'Arcade', PT: 'Arcade', ID: 'Arkade', HI: 'आर्केड', MY: 'အာကိတ်' },
  bingo: { EN: 'Bingo', TH: 'บิงโก', CN: '宾果', ES: 'Bingo', PT: 'Bingo', ID: 'Bingo', HI: 'बिंगो', MY: 'ဘင်ဂို' },
  scratch_card: { EN: 'Scratch Cards', TH: 'บัตรขูด', CN: '刮刮乐', ES: 'Raspaditos', PT: 'Raspadinhas', ID: 'Kartu Gosok', HI: 'स्क्रैच कार्ड', MY: 'ခြစ်ကတ်များ' },
  fishing: { EN: 'Fishing', TH: 'ยิงปลา', CN: '捕鱼', ES: 'Pesca', PT: 'Pesca', ID: 'Tembak Ikan', HI: 'फिशिंग', MY: 'ငါးပစ်' },
  lottery: { EN: 'Lottery', TH: 'หวย', CN: '彩票', ES: 'Lotería', PT: 'Loteria', ID: 'Lotre', HI: 'लॉटरी', MY: 'ထီ' },
  live: { EN: 'Live Casino', TH: 'คาสิโนสด', CN: '真人娱乐', ES: 'Casino en Vivo', PT: 'Cassino ao Vivo', ID: 'Kasino Langsung', HI: 'लाइव कैसीनो', MY: 'တိုက်ရိုက်ကာစီနို' },
  pvp: { EN: 'PVP', TH: 'เกมไพ่ PVP', CN: '棋牌对战', ES: 'PVP', PT: 'PVP', ID: 'PVP', HI: 'पीवीपी', MY: 'PVP' },
  sports: { EN: 'Sports', TH: 'กีฬา', CN: '体育', ES: 'Deportes', PT: 'Esportes', ID: 'Olahraga', HI: 'खेल', MY: 'အားကစား' },
};

export const laneTitle = (classify: string, language: Language) => LANE_TITLES[classify]?.[language] ?? classify;

/** Groups lane rows (vendor order, then type and classify) into vendors with their lanes. */
export function groupLanes(rows: { game: GameRow; vendor: VendorRow; total: number }[], language: Language): VendorLanes[] {
  const out = new Map<string, VendorLanes>();
  for (const r of rows) {
    let vendor = out.get(r.vendor.code);
    if (!vendor) {
      const { vassalage, name, iconUrl, maintenance } = toVendorSummary(r.vendor, language);
      vendor = { vassalage, name, iconUrl, maintenance, lanes: [] };
      out.set(r.vendor.code, vendor);
    }
    const key = r.game.gameClassify;
    let lane = vendor.lanes.at(-1);
    if (!lane || lane.gameClassify !== key || lane.cards[0]?.gameType !== r.game.gameType) {
      lane = { title: laneTitle(key, language), gameClassify: key, cards: [], totalCount: Number(r.total) };
      vendor.lanes.push(lane);
    }
    lane.cards.push(toCard(r.game, r.vendor, language));
  }
  return [...out.values()];
}
