import { promotionInput, type PromotionInput } from '@platform/contracts';
import type { Db } from '../../db/client';
import * as repo from './repo';
import { promotionValues } from './service';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo catalogue: the welcome bonus the home banner and the new-member notice link to (code WELCOME),
 * running, and a weekly cashback that starts a week after seeding (coming soon). Texts in every language.
 */
function seedPromotions(now: Date): PromotionInput[] {
  return [
    {
      code: 'WELCOME', kind: 'deposit_bonus', category: 'NEW_MEMBER', sortOrder: 0, startsAt: null, endsAt: null, rules: {},
      titles: {
        EN: 'Welcome bonus 100%', TH: 'โบนัสต้อนรับ 100%', CN: '首存奖金 100%', ES: 'Bono de bienvenida 100%',
        HI: 'वेलकम बोनस 100%', ID: 'Bonus sambutan 100%', MY: 'ကြိုဆိုဘောနပ်စ် 100%', PT: 'Bônus de boas-vindas 100%',
      },
      summaries: {
        EN: 'A bonus of 100% of your first deposit.', TH: 'รับโบนัส 100% ของยอดฝากครั้งแรก', CN: '首次存款即得 100% 奖金。',
        ES: 'Un bono del 100% de tu primer depósito.', HI: 'आपकी पहली जमा राशि का 100% बोनस।', ID: 'Bonus 100% dari deposit pertama Anda.',
        MY: 'ပထမဆုံး ငွေသွင်းမှု၏ 100% ဘောနပ်စ်။', PT: 'Um bônus de 100% do seu primeiro depósito.',
      },
      contents: {
        EN: '<p>New members receive a bonus of 100% of their first deposit.</p><ul><li>One bonus per member.</li><li>The bonus must be wagered before it can be withdrawn.</li></ul>',
        TH: '<p>สมาชิกใหม่รับโบนัส 100% ของยอดฝากครั้งแรก</p><ul><li>หนึ่งโบนัสต่อสมาชิกหนึ่งคน</li><li>ต้องทำยอดเทิร์นโอเวอร์ของโบนัสก่อนถอน</li></ul>',
        CN: '<p>新会员首次存款可获得 100% 奖金。</p><ul><li>每位会员限领一次。</li><li>奖金须完成流水后方可提款。</li></ul>',
        ES: '<p>Los nuevos miembros reciben un bono del 100% de su primer depósito.</p><ul><li>Un bono por miembro.</li><li>El bono debe apostarse antes de poder retirarlo.</li></ul>',
        HI: '<p>नए सदस्यों को उनकी पहली जमा राशि का 100% बोनस मिलता है।</p><ul><li>प्रति सदस्य एक बोनस।</li><li>निकासी से पहले बोनस का टर्नओवर पूरा करना होगा।</li></ul>',
        ID: '<p>Member baru mendapat bonus 100% dari deposit pertama.</p><ul><li>Satu bonus per member.</li><li>Bonus harus dipertaruhkan sebelum dapat ditarik.</li></ul>',
        MY: '<p>အဖွဲ့ဝင်သစ်များသည် ပထမဆုံး ငွေသွင်းမှု၏ 100% ဘောနပ်စ် ရရှိပါသည်။</p><ul><li>အဖွဲ့ဝင်တစ်ဦးလျှင် ဘောနပ်စ်တစ်ခု။</li><li>ငွေမထုတ်မီ ဘောနပ်စ်ကို လောင်းကြေးပြည့်အောင် ကစားရပါမည်။</li></ul>',
        PT: '<p>Novos membros recebem um bônus de 100% do primeiro depósito.</p><ul><li>Um bônus por membro.</li><li>O bônus deve ser apostado antes de poder ser sacado.</li></ul>',
      },
    },
    {
      code: 'WEEKLY_CASHBACK', kind: 'cashback', category: 'REBATE', sortOrder: 10, rules: {},
      startsAt: new Date(now.getTime() + 7 * DAY).toISOString(), endsAt: null,
      titles: {
        EN: 'Weekly cashback 5%', TH: 'คืนยอดเสียรายสัปดาห์ 5%', CN: '每周返水 5%', ES: 'Reembolso semanal 5%',
        HI: 'साप्ताहिक कैशबैक 5%', ID: 'Cashback mingguan 5%', MY: 'အပတ်စဉ် ငွေပြန်အမ်း 5%', PT: 'Cashback semanal 5%',
      },
      summaries: {
        EN: '5% of your net loss back every Monday.', TH: 'รับคืน 5% ของยอดเสียสุทธิทุกวันจันทร์', CN: '每周一返还净亏损的 5%。',
        ES: 'El 5% de tu pérdida neta de vuelta cada lunes.', HI: 'हर सोमवार आपके शुद्ध नुकसान का 5% वापस।', ID: '5% dari kekalahan bersih Anda kembali setiap Senin.',
        MY: 'တနင်္လာနေ့တိုင်း အသားတင်ရှုံးငွေ၏ 5% ပြန်ရပါမည်။', PT: '5% da sua perda líquida de volta toda segunda-feira.',
      },
      contents: {
        EN: '<p>Every Monday, 5% of the past week\'s net loss is paid back to your wallet.</p>',
        TH: '<p>ทุกวันจันทร์ รับคืน 5% ของยอดเสียสุทธิของสัปดาห์ที่ผ่านมาเข้ากระเป๋าเงินของคุณ</p>',
        CN: '<p>每周一，上周净亏损的 5% 将返还至您的钱包。</p>',
        ES: '<p>Cada lunes, el 5% de la pérdida neta de la semana anterior vuelve a tu billetera.</p>',
        HI: '<p>हर सोमवार, पिछले सप्ताह के शुद्ध नुकसान का 5% आपके वॉलेट में वापस आता है।</p>',
        ID: '<p>Setiap Senin, 5% dari kekalahan bersih minggu lalu dikembalikan ke dompet Anda.</p>',
        MY: '<p>တနင်္လာနေ့တိုင်း ပြီးခဲ့သောအပတ်၏ အသားတင်ရှုံးငွေ 5% ကို သင့်ပိုက်ဆံအိတ်သို့ ပြန်ပေးပါသည်။</p>',
        PT: '<p>Toda segunda-feira, 5% da perda líquida da semana anterior volta para a sua carteira.</p>',
      },
    },
  ];
}

/** Seeded published, through the operator API's value builder (and HTML cleaning) and its schema. */
export async function seedPromotionCatalogue(db: Db, merchantCodes: readonly string[], now = new Date()) {
  const inputs = seedPromotions(now).map((p) => promotionInput.parse(p));
  for (const merchantCode of merchantCodes) {
    for (const input of inputs) await repo.insertPromotion(db, { merchantCode, ...promotionValues(input), status: 'active' });
  }
}
