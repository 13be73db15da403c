/** The game pages' words in the languages the simulator speaks; others fall back to English. */
const TEXTS = {
  EN: {
    balance: 'Balance', stake: 'Stake', spin: 'Spin', shoot: 'Tap a fish to shoot', deal: 'Deal', win: 'You win', lose: 'No win this time',
    funMode: 'Fun mode: play money, nothing is charged', back: 'Back', connecting: 'Connecting…', sessionError: 'The game session could not be opened. Please launch the game again.',
    insufficient: 'Insufficient balance', error: 'Something went wrong; your stake is safe and will be refunded if it was taken.',
    dragon: 'Dragon', tiger: 'Tiger', tie: 'Tie', caught: 'Caught!', escaped: 'It got away', pick: 'Pick a side', provider: 'Simulated provider',
    clown: 'Clownfish', puffer: 'Pufferfish', turtle: 'Turtle', shark: 'Shark', dragonFish: 'Sea dragon', pays: 'pays',
  },
  TH: {
    balance: 'ยอดเงิน', stake: 'เดิมพัน', spin: 'หมุน', shoot: 'แตะที่ปลาเพื่อยิง', deal: 'แจกไพ่', win: 'คุณชนะ', lose: 'รอบนี้ไม่ได้รางวัล',
    funMode: 'โหมดทดลองเล่น: ใช้เงินจำลอง ไม่มีการหักเงินจริง', back: 'กลับ', connecting: 'กำลังเชื่อมต่อ…', sessionError: 'ไม่สามารถเปิดเซสชันเกมได้ กรุณาเปิดเกมใหม่อีกครั้ง',
    insufficient: 'ยอดเงินไม่เพียงพอ', error: 'เกิดข้อผิดพลาด เงินเดิมพันของคุณปลอดภัยและจะได้รับคืนหากถูกหักไปแล้ว',
    dragon: 'มังกร', tiger: 'เสือ', tie: 'เสมอ', caught: 'จับได้!', escaped: 'ปลาหนีไปได้', pick: 'เลือกฝั่ง', provider: 'ผู้ให้บริการจำลอง',
    clown: 'ปลาการ์ตูน', puffer: 'ปลาปักเป้า', turtle: 'เต่าทะเล', shark: 'ฉลาม', dragonFish: 'มังกรทะเล', pays: 'จ่าย',
  },
  CN: {
    balance: '余额', stake: '投注', spin: '旋转', shoot: '点击鱼进行射击', deal: '发牌', win: '你赢了', lose: '本局未中奖',
    funMode: '试玩模式：使用虚拟货币，不会扣款', back: '返回', connecting: '连接中…', sessionError: '无法打开游戏会话，请重新启动游戏。',
    insufficient: '余额不足', error: '出现错误；您的投注是安全的，如已扣款将会退还。',
    dragon: '龙', tiger: '虎', tie: '和', caught: '捕获！', escaped: '鱼逃走了', pick: '选择一方', provider: '模拟供应商',
    clown: '小丑鱼', puffer: '河豚', turtle: '海龟', shark: '鲨鱼', dragonFish: '海龙', pays: '赔付',
  },
} as const;

export type Texts = { [K in keyof (typeof TEXTS)['EN']]: string };

export function textsFor(lang: string | null | undefined): { lang: string; t: Texts } {
  const code = (lang ?? '').toUpperCase();
  return code in TEXTS ? { lang: code, t: TEXTS[code as keyof typeof TEXTS] } : { lang: 'EN', t: TEXTS.EN };
}
