import { promotionInput, type PromotionInput } from '@platform/contracts';
import type { Db } from '../../db/client';
import * as repo from './repo';
import { promotionValues } from './service';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo catalogue: the welcome bonus the home banner and the new-member notice link to (code WELCOME),
 * running, a weekly cashback that starts a week after seeding (coming soon), and in Thailand an apply
 * promotion with a funded budget (SHARE_WIN), a red envelope every hour (LUCKY_RUSH) and refer and earn (INVITE_FRIENDS). Texts in every language.
 */
function seedPromotions(now: Date): PromotionInput[] {
  return [
    {
      code: WELCOME_CODE, kind: 'deposit_bonus', category: 'NEW_MEMBER', sortOrder: 0, startsAt: null, endsAt: null, rules: {},
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
      code: CASHBACK_CODE, kind: 'cashback', category: 'REBATE', sortOrder: 10, rules: {},
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

/** The demo apply-type promotion (Thailand's, in THB): a screenshot of a big win for up to 300.00, once per member. */
export const DEMO_APPLY_CODE = 'SHARE_WIN';

function shareWin(): PromotionInput {
  return {
    code: DEMO_APPLY_CODE, kind: 'apply', category: 'EVENT', sortOrder: 20, startsAt: null, endsAt: null,
    rules: { period: 'once', maxAmount: '300.00', minImages: 1 },
    titles: {
      EN: 'Share your big win', TH: 'แชร์ยอดชนะใหญ่รับโบนัส', CN: '晒大奖领红利', ES: 'Comparte tu gran premio',
      HI: 'अपनी बड़ी जीत साझा करें', ID: 'Bagikan kemenangan besar Anda', MY: 'သင့်အနိုင်ကြီးကို မျှဝေပါ', PT: 'Compartilhe seu grande prêmio',
    },
    summaries: {
      EN: 'Send a screenshot of a win of 50× your bet or more for a bonus of up to 300.',
      TH: 'ส่งภาพหน้าจอยอดชนะ 50 เท่าของเดิมพันขึ้นไป รับโบนัสสูงสุด 300',
      CN: '提交赢得投注额 50 倍或以上的截图，可获最高 300 红利。',
      ES: 'Envía una captura de un premio de 50 veces tu apuesta o más y recibe un bono de hasta 300.',
      HI: 'अपने दांव के 50 गुना या उससे ज़्यादा की जीत का स्क्रीनशॉट भेजें और 300 तक का बोनस पाएँ।',
      ID: 'Kirim tangkapan layar kemenangan 50× taruhan Anda atau lebih untuk bonus hingga 300.',
      MY: 'သင့်လောင်းကြေး၏ ၅၀ ဆ နှင့်အထက် အနိုင်ရမှု ဖန်သားပြင်ပုံကို ပို့ပြီး 300 အထိ ဘောနပ်စ် ရယူပါ။',
      PT: 'Envie uma captura de um prêmio de 50 vezes a sua aposta ou mais e receba um bônus de até 300.',
    },
    contents: {
      EN: '<p>Won 50× your bet or more? Apply with a screenshot of the win and a short note. We review every application and issue up to 300 to your wallet.</p><ul><li>One application per member.</li></ul>',
      TH: '<p>ชนะ 50 เท่าของเดิมพันขึ้นไป? สมัครพร้อมภาพหน้าจอยอดชนะและหมายเหตุสั้น ๆ เราพิจารณาทุกใบสมัครและมอบสูงสุด 300 เข้ากระเป๋าเงินของคุณ</p><ul><li>สมัครได้หนึ่งครั้งต่อสมาชิก</li></ul>',
      CN: '<p>赢得投注额 50 倍或以上？附上中奖截图和简短备注提交申请。我们会审核每一份申请，最高向您的钱包发放 300。</p><ul><li>每位会员限申请一次。</li></ul>',
      ES: '<p>¿Ganaste 50 veces tu apuesta o más? Solicita con una captura del premio y un comentario breve. Revisamos cada solicitud y añadimos hasta 300 a tu billetera.</p><ul><li>Una solicitud por miembro.</li></ul>',
      HI: '<p>अपने दांव का 50 गुना या ज़्यादा जीते? जीत के स्क्रीनशॉट और छोटी टिप्पणी के साथ आवेदन करें। हम हर आवेदन की समीक्षा करते हैं और आपके वॉलेट में 300 तक देते हैं।</p><ul><li>हर सदस्य का एक आवेदन।</li></ul>',
      ID: '<p>Menang 50× taruhan Anda atau lebih? Ajukan dengan tangkapan layar kemenangan dan catatan singkat. Kami meninjau setiap pengajuan dan memberikan hingga 300 ke dompet Anda.</p><ul><li>Satu pengajuan per anggota.</li></ul>',
      MY: '<p>သင့်လောင်းကြေး၏ ၅၀ ဆ နှင့်အထက် နိုင်ခဲ့ပါသလား။ အနိုင်ရမှု ဖန်သားပြင်ပုံနှင့် မှတ်ချက်တိုဖြင့် လျှောက်ထားပါ။ လျှောက်လွှာတိုင်းကို စစ်ဆေးပြီး သင့်ပိုက်ဆံအိတ်ထဲ 300 အထိ ထည့်ပေးပါသည်။</p><ul><li>အဖွဲ့ဝင်တစ်ဦးလျှင် လျှောက်လွှာတစ်စောင်။</li></ul>',
      PT: '<p>Ganhou 50 vezes a sua aposta ou mais? Peça com uma captura do prêmio e uma observação curta. Analisamos cada pedido e adicionamos até 300 à sua carteira.</p><ul><li>Um pedido por membro.</li></ul>',
    },
  };
}

/** The demo red envelope (Thailand's, in THB): a rush at the top of every hour for 15 minutes, 100 envelopes of 1 to 10 from a pool of 500. */
export const DEMO_RUSH_CODE = 'LUCKY_RUSH';

function luckyRush(): PromotionInput {
  return {
    code: DEMO_RUSH_CODE, kind: 'red_envelope', category: 'EVENT', sortOrder: 30, startsAt: null, endsAt: null,
    rules: {
      times: Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`), minutes: 15,
      pool: '500.00', envelopes: 100, min: '1', max: '10', minDepositToday: '0', turnover: { multiple: 1, expiryDays: 1 },
    },
    titles: {
      EN: 'Lucky red envelopes every hour', TH: 'แจกอั่งเปาทุกชั่วโมง', CN: '每小时抢红包', ES: 'Sobres rojos de la suerte cada hora',
      HI: 'हर घंटे भाग्यशाली लाल लिफ़ाफ़े', ID: 'Angpao keberuntungan setiap jam', MY: 'နာရီတိုင်း ကံကောင်း အနီရောင်စာအိတ်', PT: 'Envelopes vermelhos da sorte a cada hora',
    },
    summaries: {
      EN: 'At the top of every hour, 100 red envelopes of 1 to 10 for 15 minutes: one per member per rush.',
      TH: 'ต้นชั่วโมงทุกชั่วโมง อั่งเปา 100 ซอง ซองละ 1 ถึง 10 ภายใน 15 นาที รับได้หนึ่งซองต่อสมาชิกต่อรอบแจก',
      CN: '每个整点 15 分钟内派发 100 个 1 至 10 的红包：每位会员每场次限领一个。',
      ES: 'Al comienzo de cada hora, 100 sobres rojos de 1 a 10 durante 15 minutos: uno por miembro en cada ronda.',
      HI: 'हर घंटे की शुरुआत में 15 मिनट के लिए 1 से 10 के 100 लाल लिफ़ाफ़े: हर राउंड में हर सदस्य का एक।',
      ID: 'Setiap awal jam, 100 angpao bernilai 1 hingga 10 selama 15 menit: satu per anggota setiap putaran.',
      MY: 'နာရီတိုင်း အစတွင် မိနစ် ၁၅ အတွင်း 1 မှ 10 ထိ အနီရောင်စာအိတ် ၁၀၀: အချိန်ပွဲတိုင်း အဖွဲ့ဝင်တစ်ဦးလျှင် တစ်အိတ်။',
      PT: 'No início de cada hora, 100 envelopes vermelhos de 1 a 10 durante 15 minutos: um por membro em cada rodada.',
    },
    contents: {
      EN: '<p>Every hour on the hour a rush opens for 15 minutes. Take one red envelope per rush while they last: its amount goes straight to your wallet, with a turnover of once its amount within a day.</p>',
      TH: '<p>ทุกต้นชั่วโมงจะเปิดรอบแจก 15 นาที รับอั่งเปาได้หนึ่งซองต่อรอบแจกจนกว่าจะหมด ยอดเงินเข้ากระเป๋าเงินของคุณทันที พร้อมยอดเทิร์นโอเวอร์หนึ่งเท่าของยอดนั้นภายในหนึ่งวัน</p>',
      CN: '<p>每个整点开放 15 分钟的场次。每场次可领取一个红包，领完即止：金额直接进入您的钱包，需在一天内完成一倍金额的流水。</p>',
      ES: '<p>Cada hora en punto se abre una ronda de 15 minutos. Toma un sobre rojo por ronda mientras queden: su importe va directo a tu billetera, con un volumen de apuestas de una vez su importe en un día.</p>',
      HI: '<p>हर घंटे की शुरुआत में 15 मिनट का राउंड खुलता है। जब तक बचे हों, हर राउंड में एक लाल लिफ़ाफ़ा लें: उसकी राशि सीधे आपके वॉलेट में जाती है, एक दिन में उतनी ही राशि के टर्नओवर के साथ।</p>',
      ID: '<p>Setiap awal jam, putaran dibuka selama 15 menit. Ambil satu angpao per putaran selama masih ada: jumlahnya langsung masuk ke dompet Anda, dengan turnover satu kali jumlahnya dalam sehari.</p>',
      MY: '<p>နာရီတိုင်း အစတွင် မိနစ် ၁၅ အချိန်ပွဲ ဖွင့်သည်။ ကုန်သည်အထိ အချိန်ပွဲတိုင်း အနီရောင်စာအိတ် တစ်အိတ် ယူပါ: ပမာဏသည် သင့်ပိုက်ဆံအိတ်ထဲ တိုက်ရိုက်ဝင်ပြီး တစ်ရက်အတွင်း ထိုပမာဏ တစ်ဆ လောင်းကြေးပမာဏ ပြည့်ရပါမည်။</p>',
      PT: '<p>A cada hora em ponto abre uma rodada de 15 minutos. Pegue um envelope vermelho por rodada enquanto houver: o valor vai direto para a sua carteira, com um volume de apostas de uma vez o valor em um dia.</p>',
    },
  };
}

export const DEMO_REFERRAL_CODE = 'INVITE_FRIENDS';

/** Refer and earn in Thailand: 100 for the referrer, 50 for the friend, once the friend deposits 100 and plays 1,000 within 30 days. */
function inviteFriends(): PromotionInput {
  return {
    code: DEMO_REFERRAL_CODE, kind: 'referral', category: 'EVENT', sortOrder: 40, startsAt: null, endsAt: null,
    rules: {
      reward: '100', inviteeReward: '50', minFirstDeposit: '100', minValidBet: '1000', withinDays: 30, maxRewards: 50,
      turnover: { multiple: 1, expiryDays: 7 },
    },
    titles: {
      EN: 'Invite friends: 100 for every friend', TH: 'ชวนเพื่อน รับ 100 ต่อเพื่อนหนึ่งคน', CN: '邀请好友：每位好友奖励 100', ES: 'Invita amigos: 100 por cada amigo',
      HI: 'दोस्तों को आमंत्रित करें: हर दोस्त पर 100', ID: 'Undang teman: 100 untuk setiap teman', MY: 'သူငယ်ချင်းများကို ဖိတ်ပါ: သူငယ်ချင်းတစ်ဦးလျှင် 100', PT: 'Convide amigos: 100 por cada amigo',
    },
    summaries: {
      EN: 'Share your link: when a friend deposits 100 and plays 1,000 within 30 days, you get 100 and your friend 50.',
      TH: 'แชร์ลิงก์ของคุณ เมื่อเพื่อนฝาก 100 และเล่นครบ 1,000 ภายใน 30 วัน คุณรับ 100 และเพื่อนรับ 50',
      CN: '分享您的链接：好友在 30 天内存款 100 并投注 1,000，您得 100，好友得 50。',
      ES: 'Comparte tu enlace: cuando un amigo deposita 100 y apuesta 1.000 en 30 días, tú recibes 100 y tu amigo 50.',
      HI: 'अपना लिंक साझा करें: जब कोई दोस्त 30 दिनों में 100 जमा करे और 1,000 खेले, तो आपको 100 और दोस्त को 50 मिलते हैं।',
      ID: 'Bagikan tautan Anda: saat teman deposit 100 dan bermain 1.000 dalam 30 hari, Anda dapat 100 dan teman Anda 50.',
      MY: 'သင့်လင့်ခ်ကို မျှဝေပါ: သူငယ်ချင်းက ရက် ၃၀ အတွင်း 100 သွင်းပြီး 1,000 ကစားလျှင် သင် 100 နှင့် သူငယ်ချင်း 50 ရပါမည်။',
      PT: 'Compartilhe seu link: quando um amigo deposita 100 e aposta 1.000 em 30 dias, você ganha 100 e seu amigo 50.',
    },
    contents: {
      EN: '<p>Friends who register with your link or referral code are your invitees. Once an invitee\'s first deposit is at least 100 and their valid bets reach 1,000 within 30 days of registering, you receive 100 and your friend 50, each with a turnover of once the reward within 7 days.</p><ul><li>At most 50 friends per member.</li><li>An account of the same person earns nothing.</li></ul>',
      TH: '<p>เพื่อนที่สมัครผ่านลิงก์หรือรหัสแนะนำของคุณคือเพื่อนที่ได้รับเชิญ เมื่อยอดฝากครั้งแรกของเพื่อนอย่างน้อย 100 และยอดเดิมพันที่ใช้ได้ครบ 1,000 ภายใน 30 วันหลังสมัคร คุณรับ 100 และเพื่อนรับ 50 แต่ละยอดมีเทิร์นโอเวอร์หนึ่งเท่าภายใน 7 วัน</p><ul><li>สูงสุด 50 คนต่อสมาชิก</li><li>บัญชีของบุคคลเดียวกันจะไม่ได้รับรางวัล</li></ul>',
      CN: '<p>通过您的链接或推荐码注册的好友即为您的被邀请人。被邀请人在注册后 30 天内首次存款至少 100 且有效投注达到 1,000，您可获得 100，好友获得 50，各需在 7 天内完成一倍奖励的流水。</p><ul><li>每位会员最多 50 位好友。</li><li>同一人的账户不获奖励。</li></ul>',
      ES: '<p>Los amigos que se registran con tu enlace o código de referido son tus invitados. Cuando el primer depósito de un invitado es de al menos 100 y sus apuestas válidas llegan a 1.000 en 30 días desde el registro, recibes 100 y tu amigo 50, cada uno con un volumen de apuestas de una vez la recompensa en 7 días.</p><ul><li>Como máximo 50 amigos por miembro.</li><li>Una cuenta de la misma persona no gana nada.</li></ul>',
      HI: '<p>जो दोस्त आपके लिंक या रेफ़रल कोड से पंजीकरण करते हैं, वे आपके आमंत्रित हैं। जब किसी आमंत्रित की पहली जमा कम से कम 100 हो और पंजीकरण के 30 दिनों के भीतर उसके वैध दांव 1,000 तक पहुँचें, तो आपको 100 और दोस्त को 50 मिलते हैं, हर एक पर 7 दिनों में इनाम के एक गुना का टर्नओवर।</p><ul><li>प्रति सदस्य अधिकतम 50 दोस्त।</li><li>एक ही व्यक्ति के खाते को कुछ नहीं मिलता।</li></ul>',
      ID: '<p>Teman yang mendaftar dengan tautan atau kode referensi Anda adalah undangan Anda. Setelah deposit pertama undangan minimal 100 dan taruhan validnya mencapai 1.000 dalam 30 hari sejak mendaftar, Anda menerima 100 dan teman Anda 50, masing-masing dengan turnover satu kali hadiah dalam 7 hari.</p><ul><li>Maksimal 50 teman per member.</li><li>Akun milik orang yang sama tidak mendapat apa pun.</li></ul>',
      MY: '<p>သင့်လင့်ခ် သို့မဟုတ် ညွှန်းဆိုကုဒ်ဖြင့် စာရင်းသွင်းသော သူငယ်ချင်းများသည် သင်ဖိတ်ထားသူများ ဖြစ်သည်။ ဖိတ်ထားသူ၏ ပထမ ငွေသွင်းမှု အနည်းဆုံး 100 ဖြစ်ပြီး စာရင်းသွင်းပြီး ရက် ၃၀ အတွင်း အကျုံးဝင်သော လောင်းကြေး 1,000 ပြည့်လျှင် သင် 100 နှင့် သူငယ်ချင်း 50 ရပြီး တစ်ခုစီကို ရက် ၇ ရက်အတွင်း ဆုငွေ တစ်ဆ လောင်းကြေးပမာဏ ပြည့်ရပါမည်။</p><ul><li>အဖွဲ့ဝင်တစ်ဦးလျှင် သူငယ်ချင်း အများဆုံး ၅၀။</li><li>လူတစ်ဦးတည်း၏ အကောင့်သည် ဘာမှမရပါ။</li></ul>',
      PT: '<p>Amigos que se cadastram com seu link ou código de indicação são seus convidados. Quando o primeiro depósito de um convidado é de pelo menos 100 e suas apostas válidas chegam a 1.000 em 30 dias após o cadastro, você recebe 100 e seu amigo 50, cada um com um volume de apostas de uma vez a recompensa em 7 dias.</p><ul><li>No máximo 50 amigos por membro.</li><li>Uma conta da mesma pessoa não ganha nada.</li></ul>',
    },
  };
}

export const WELCOME_CODE = 'WELCOME';
const CASHBACK_CODE = 'WEEKLY_CASHBACK';
/** The welcome bonus's cap and minimum deposit in each demo merchant's currency (about 30 and 3 US dollars). */
const WELCOME_AMOUNTS: Record<string, { cap: string; minDeposit: string }> = {
  thailand: { cap: '1000', minDeposit: '100' }, myanmar: { cap: '60000', minDeposit: '6000' }, indonesia: { cap: '450', minDeposit: '45' },
  india: { cap: '2500', minDeposit: '250' }, brazil: { cap: '150', minDeposit: '15' }, mexico: { cap: '500', minDeposit: '50' },
};
/** 100 % of the first deposit up to the cap, its turnover ten times the bonus within 30 days (slots in full, live a tenth). */
const welcomeRules = (merchantCode: string) => ({
  trigger: 'first', percent: 100, ...(WELCOME_AMOUNTS[merchantCode] ?? WELCOME_AMOUNTS.thailand!), turnover: { multiple: 10, expiryDays: 30 },
});
/** 5 % of a week's net loss from the welcome bonus's minimum deposit up, at most its cap, without turnover. */
const cashbackRules = (merchantCode: string) => {
  const { cap, minDeposit } = WELCOME_AMOUNTS[merchantCode] ?? WELCOME_AMOUNTS.thailand!;
  return { period: 'weekly', percent: 5, minLoss: minDeposit, cap, turnover: { multiple: 0, expiryDays: 1 } };
};
const rulesFor = (code: string, merchantCode: string) =>
  (code === WELCOME_CODE ? welcomeRules(merchantCode) : code === CASHBACK_CODE ? cashbackRules(merchantCode) : undefined);

/** Seeded published, through the operator API's value builder (and HTML cleaning) and its schema. */
export async function seedPromotionCatalogue(db: Db, merchantCodes: readonly string[], now = new Date()) {
  for (const merchantCode of merchantCodes) {
    const inputs = seedPromotions(now).map((p) => promotionInput.parse({ ...p, rules: rulesFor(p.code, merchantCode) ?? p.rules }));
    for (const input of inputs) await repo.insertPromotion(db, { merchantCode, ...promotionValues(input), status: 'active' });
  }
  // Its amounts are THB: the Thai demo merchant's only. Its budget is funded with the demo money (seedDemoMoney).
  if (merchantCodes.includes('thailand')) {
    for (const input of [shareWin(), luckyRush(), inviteFriends()]) await repo.insertPromotion(db, { merchantCode: 'thailand', ...promotionValues(promotionInput.parse(input)), status: 'active' });
  }
}
