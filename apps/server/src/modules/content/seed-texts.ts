import type { BannerInput, Language, NoticeInput } from '@platform/contracts';

/**
 * The demo banners and notices every merchant starts with, in all eight interface languages (the
 * merchant's own languages are among them; the rest fall back as any text does).
 */
type Texts = Record<Language, string>;

export interface SeedBanner extends Omit<BannerInput, 'titles' | 'subtitles'> { titles: Texts; subtitles: Texts }
export interface SeedNotice extends Omit<NoticeInput, 'titles' | 'contents'> { titles: Texts; contents: Texts }

const base = { startsAt: null, endsAt: null, status: 'active' } as const;

export const SEED_BANNERS: SeedBanner[] = [
  {
    ...base, groupName: 'w_home', theme: 'gold', motif: 'coins', linkageType: 'PROMOTION', target: 'WELCOME', sortOrder: 0,
    titles: { EN: 'Welcome bonus 100%', TH: 'โบนัสต้อนรับ 100%', CN: '首存奖金 100%', ES: 'Bono de bienvenida 100%', HI: 'वेलकम बोनस 100%', ID: 'Bonus sambutan 100%', MY: 'ကြိုဆိုဘောနပ်စ် 100%', PT: 'Bônus de boas-vindas 100%' },
    subtitles: {
      EN: 'Double your first deposit and start playing today.', TH: 'รับเงินฝากแรกเป็นสองเท่า แล้วเริ่มเล่นได้เลยวันนี้', CN: '首笔存款翻倍，今天就开始游戏。',
      ES: 'Duplica tu primer depósito y empieza a jugar hoy.', HI: 'अपनी पहली जमा राशि दोगुनी करें और आज ही खेलना शुरू करें।', ID: 'Gandakan deposit pertama Anda dan mulai bermain hari ini.',
      MY: 'ပထမအကြိမ် ငွေသွင်းမှုကို နှစ်ဆရယူပြီး ယနေ့ပင် စတင်ကစားလိုက်ပါ။', PT: 'Dobre o seu primeiro depósito e comece a jogar hoje.',
    },
  },
  {
    ...base, groupName: 'w_home', theme: 'ruby', motif: 'cards', linkageType: 'CATEGORY', target: 'LIVE', sortOrder: 10,
    titles: { EN: 'Live casino tables', TH: 'คาสิโนสด', CN: '真人娱乐场', ES: 'Mesas de casino en vivo', HI: 'लाइव कैसीनो टेबल', ID: 'Meja kasino langsung', MY: 'တိုက်ရိုက် ကာစီနိုစားပွဲများ', PT: 'Mesas de cassino ao vivo' },
    subtitles: {
      EN: 'Baccarat, roulette and more with real dealers.', TH: 'บาคาร่า รูเล็ต และอีกมากมายกับดีลเลอร์ตัวจริง', CN: '百家乐、轮盘等，真人荷官在线发牌。',
      ES: 'Bacará, ruleta y más con crupieres reales.', HI: 'असली डीलरों के साथ बैकारेट, रूलेट और बहुत कुछ।', ID: 'Bakarat, rolet, dan lainnya dengan dealer sungguhan.',
      MY: 'တကယ့်ဒီလာများနှင့် ဘာကာရက်၊ ရူလက် နှင့် အခြားများ။', PT: 'Bacará, roleta e mais com crupiês de verdade.',
    },
  },
  {
    ...base, groupName: 'w_home', theme: 'sapphire', motif: 'stars', linkageType: 'CATEGORY', target: 'FISH', sortOrder: 20,
    titles: { EN: 'Fishing games', TH: 'เกมยิงปลา', CN: '捕鱼游戏', ES: 'Juegos de pesca', HI: 'फिशिंग गेम्स', ID: 'Game tembak ikan', MY: 'ငါးဖမ်းဂိမ်းများ', PT: 'Jogos de pesca' },
    subtitles: {
      EN: 'Aim, shoot and catch the big prize.', TH: 'เล็ง ยิง แล้วคว้ารางวัลใหญ่', CN: '瞄准、射击，捕获大奖。',
      ES: 'Apunta, dispara y atrapa el gran premio.', HI: 'निशाना लगाएँ, शूट करें और बड़ा इनाम पकड़ें।', ID: 'Bidik, tembak, dan tangkap hadiah besar.',
      MY: 'ချိန်၊ ပစ်ပြီး ဆုကြီးကို ဖမ်းယူပါ။', PT: 'Mire, atire e pegue o grande prêmio.',
    },
  },
  {
    ...base, groupName: 'w_home', theme: 'violet', motif: 'dice', linkageType: 'CATEGORY', target: 'RNG', sortOrder: 30,
    titles: { EN: 'Hot slots every day', TH: 'สล็อตมาแรงทุกวัน', CN: '每日热门老虎机', ES: 'Tragamonedas populares cada día', HI: 'हर दिन हॉट स्लॉट्स', ID: 'Slot populer setiap hari', MY: 'နေ့စဉ် ရေပန်းစား စလော့များ', PT: 'Slots em alta todos os dias' },
    subtitles: {
      EN: 'Hundreds of games from the best providers.', TH: 'เกมหลายร้อยเกมจากค่ายชั้นนำ', CN: '来自顶级厂商的数百款游戏。',
      ES: 'Cientos de juegos de los mejores proveedores.', HI: 'बेहतरीन प्रदाताओं के सैकड़ों गेम।', ID: 'Ratusan game dari penyedia terbaik.',
      MY: 'အကောင်းဆုံး ပံ့ပိုးသူများထံမှ ဂိမ်းရာနှင့်ချီ။', PT: 'Centenas de jogos dos melhores provedores.',
    },
  },
  {
    ...base, groupName: 'w_login', theme: 'emerald', motif: 'trophy', linkageType: null, target: null, sortOrder: 0,
    titles: { EN: 'Play safe, win big', TH: 'เล่นอย่างปลอดภัย ชนะรางวัลใหญ่', CN: '安心游戏，赢取大奖', ES: 'Juega seguro, gana en grande', HI: 'सुरक्षित खेलें, बड़ा जीतें', ID: 'Main aman, menang besar', MY: 'ဘေးကင်းစွာကစားပြီး အကြီးအကျယ်အနိုင်ရယူပါ', PT: 'Jogue seguro, ganhe muito' },
    subtitles: {
      EN: 'Your account is protected by two-step verification.', TH: 'บัญชีของคุณได้รับการปกป้องด้วยการยืนยันสองขั้นตอน', CN: '您的账户受两步验证保护。',
      ES: 'Tu cuenta está protegida con verificación en dos pasos.', HI: 'आपका खाता दो-चरणीय सत्यापन से सुरक्षित है।', ID: 'Akun Anda dilindungi verifikasi dua langkah.',
      MY: 'သင့်အကောင့်ကို နှစ်ဆင့် အတည်ပြုခြင်းဖြင့် ကာကွယ်ထားသည်။', PT: 'Sua conta é protegida por verificação em duas etapas.',
    },
  },
  {
    ...base, groupName: 'w_lott', theme: 'sunset', motif: 'chips', linkageType: 'CATEGORY', target: 'LOTT', sortOrder: 0,
    titles: { EN: 'Lottery draws all day', TH: 'หวยออกทั้งวัน', CN: '全天彩票开奖', ES: 'Sorteos de lotería todo el día', HI: 'पूरे दिन लॉटरी ड्रॉ', ID: 'Undian lotre sepanjang hari', MY: 'တစ်နေကုန် ထီဖွင့်ပွဲများ', PT: 'Sorteios de loteria o dia todo' },
    subtitles: {
      EN: 'Pick your numbers before the next draw.', TH: 'เลือกเลขของคุณก่อนงวดถัดไป', CN: '在下一期开奖前选好号码。',
      ES: 'Elige tus números antes del próximo sorteo.', HI: 'अगले ड्रॉ से पहले अपने नंबर चुनें।', ID: 'Pilih angka Anda sebelum undian berikutnya.',
      MY: 'နောက်ထီမဖွင့်မီ သင့်နံပါတ်များကို ရွေးပါ။', PT: 'Escolha seus números antes do próximo sorteio.',
    },
  },
];

const noticeBase = { ...base, promotionType: null } as const;

export const SEED_NOTICES: SeedNotice[] = [
  {
    ...noticeBase, type: 'H', execution: 'F', sortOrder: 0,
    titles: {
      EN: 'Scheduled maintenance on Sunday 02:00–03:00', TH: 'ปิดปรับปรุงระบบวันอาทิตย์ 02:00–03:00', CN: '周日 02:00–03:00 系统例行维护',
      ES: 'Mantenimiento programado el domingo 02:00–03:00', HI: 'रविवार 02:00–03:00 निर्धारित रखरखाव', ID: 'Pemeliharaan terjadwal hari Minggu 02:00–03:00',
      MY: 'တနင်္ဂနွေ 02:00–03:00 စနစ်ပြုပြင်ထိန်းသိမ်းမှု', PT: 'Manutenção programada no domingo 02:00–03:00',
    },
    contents: {
      EN: '<p>Some games may be unavailable during the maintenance window. <strong>Your balance is safe.</strong></p>',
      TH: '<p>บางเกมอาจใช้งานไม่ได้ในช่วงปิดปรับปรุง <strong>ยอดเงินของคุณปลอดภัย</strong></p>',
      CN: '<p>维护期间部分游戏可能暂停使用。<strong>您的余额安全无虞。</strong></p>',
      ES: '<p>Algunos juegos pueden no estar disponibles durante el mantenimiento. <strong>Tu saldo está seguro.</strong></p>',
      HI: '<p>रखरखाव के दौरान कुछ गेम उपलब्ध नहीं हो सकते। <strong>आपका बैलेंस सुरक्षित है।</strong></p>',
      ID: '<p>Beberapa game mungkin tidak tersedia selama pemeliharaan. <strong>Saldo Anda aman.</strong></p>',
      MY: '<p>ပြုပြင်ထိန်းသိမ်းချိန်အတွင်း ဂိမ်းအချို့ ရနိုင်မည်မဟုတ်ပါ။ <strong>သင့်လက်ကျန်ငွေ လုံခြုံပါသည်။</strong></p>',
      PT: '<p>Alguns jogos podem ficar indisponíveis durante a manutenção. <strong>Seu saldo está seguro.</strong></p>',
    },
  },
  {
    ...noticeBase, type: 'PL', execution: 'F', sortOrder: 10,
    titles: {
      EN: 'New in-house games: dice, slot and mines', TH: 'เกมใหม่ของเรา: ลูกเต๋า สล็อต และไมน์', CN: '全新自营游戏：骰子、老虎机和扫雷',
      ES: 'Nuevos juegos propios: dados, tragamonedas y minas', HI: 'नए इन-हाउस गेम: डाइस, स्लॉट और माइन्स', ID: 'Game internal baru: dadu, slot, dan ranjau',
      MY: 'ကိုယ်ပိုင်ဂိမ်းအသစ်များ- အန်စာတုံး၊ စလော့ နှင့် မိုင်း', PT: 'Novos jogos próprios: dados, slot e minas',
    },
    contents: {
      EN: '<p>Every round is <strong>provably fair</strong>: check any result yourself on the verify page.</p><ul><li>Dice</li><li>Slot</li><li>Mines</li></ul>',
      TH: '<p>ทุกรอบ<strong>พิสูจน์ความยุติธรรมได้</strong> ตรวจสอบผลลัพธ์ได้เองที่หน้าตรวจสอบ</p><ul><li>ลูกเต๋า</li><li>สล็อต</li><li>ไมน์</li></ul>',
      CN: '<p>每一局都<strong>可验证公平</strong>：您可以在验证页面亲自核对任何结果。</p><ul><li>骰子</li><li>老虎机</li><li>扫雷</li></ul>',
      ES: '<p>Cada ronda es <strong>demostrablemente justa</strong>: comprueba cualquier resultado en la página de verificación.</p><ul><li>Dados</li><li>Tragamonedas</li><li>Minas</li></ul>',
      HI: '<p>हर राउंड <strong>प्रमाणित रूप से निष्पक्ष</strong> है: सत्यापन पेज पर कोई भी परिणाम खुद जाँचें।</p><ul><li>डाइस</li><li>स्लॉट</li><li>माइन्स</li></ul>',
      ID: '<p>Setiap ronde <strong>terbukti adil</strong>: periksa sendiri hasil apa pun di halaman verifikasi.</p><ul><li>Dadu</li><li>Slot</li><li>Ranjau</li></ul>',
      MY: '<p>အကြိမ်တိုင်း <strong>တရားမျှတကြောင်း သက်သေပြနိုင်သည်</strong>- စစ်ဆေးရန်စာမျက်နှာတွင် ရလဒ်မည်သည့်ကိုမဆို ကိုယ်တိုင်စစ်ပါ။</p><ul><li>အန်စာတုံး</li><li>စလော့</li><li>မိုင်း</li></ul>',
      PT: '<p>Cada rodada é <strong>comprovadamente justa</strong>: confira qualquer resultado na página de verificação.</p><ul><li>Dados</li><li>Slot</li><li>Minas</li></ul>',
    },
  },
  {
    ...noticeBase, type: 'PL', execution: 'F', sortOrder: 20,
    titles: {
      EN: 'Faster withdrawals, now around the clock', TH: 'ถอนเงินเร็วขึ้น ตลอด 24 ชั่วโมง', CN: '提款更快，全天候处理',
      ES: 'Retiros más rápidos, ahora las 24 horas', HI: 'तेज़ निकासी, अब चौबीसों घंटे', ID: 'Penarikan lebih cepat, kini 24 jam',
      MY: 'ငွေထုတ်ခြင်း ပိုမြန်လာပြီ၊ ယခု ၂၄ နာရီ', PT: 'Saques mais rápidos, agora 24 horas',
    },
    contents: {
      EN: '<p>Most withdrawals are now approved within minutes, day and night.</p>',
      TH: '<p>การถอนเงินส่วนใหญ่ได้รับการอนุมัติภายในไม่กี่นาที ทั้งกลางวันและกลางคืน</p>',
      CN: '<p>现在大多数提款在几分钟内即可审批，全天候处理。</p>',
      ES: '<p>La mayoría de los retiros se aprueban en minutos, de día y de noche.</p>',
      HI: '<p>अधिकांश निकासी अब दिन-रात कुछ ही मिनटों में स्वीकृत हो जाती हैं।</p>',
      ID: '<p>Sebagian besar penarikan kini disetujui dalam hitungan menit, siang dan malam.</p>',
      MY: '<p>ငွေထုတ်မှု အများစုကို ယခု နေ့ရောညပါ မိနစ်အနည်းငယ်အတွင်း အတည်ပြုပေးပါသည်။</p>',
      PT: '<p>A maioria dos saques agora é aprovada em minutos, dia e noite.</p>',
    },
  },
  {
    ...noticeBase, type: 'PR', execution: 'F', promotionType: 'WELCOME', sortOrder: 30,
    titles: {
      EN: 'Welcome bonus for new members', TH: 'โบนัสต้อนรับสำหรับสมาชิกใหม่', CN: '新会员欢迎奖金',
      ES: 'Bono de bienvenida para nuevos miembros', HI: 'नए सदस्यों के लिए वेलकम बोनस', ID: 'Bonus sambutan untuk member baru',
      MY: 'အသင်းဝင်သစ်များအတွက် ကြိုဆိုဘောနပ်စ်', PT: 'Bônus de boas-vindas para novos membros',
    },
    contents: {
      EN: '<p>Deposit today and receive a <strong>100% bonus</strong> on your first deposit.</p>',
      TH: '<p>ฝากวันนี้รับ<strong>โบนัส 100%</strong> จากยอดฝากแรก</p>',
      CN: '<p>今天存款，首存即可获得 <strong>100% 奖金</strong>。</p>',
      ES: '<p>Deposita hoy y recibe un <strong>bono del 100%</strong> en tu primer depósito.</p>',
      HI: '<p>आज जमा करें और अपनी पहली जमा पर <strong>100% बोनस</strong> पाएँ।</p>',
      ID: '<p>Deposit hari ini dan dapatkan <strong>bonus 100%</strong> untuk deposit pertama Anda.</p>',
      MY: '<p>ယနေ့ ငွေသွင်းပြီး ပထမအကြိမ် ငွေသွင်းမှုတွင် <strong>100% ဘောနပ်စ်</strong> ရယူပါ။</p>',
      PT: '<p>Deposite hoje e receba um <strong>bônus de 100%</strong> no seu primeiro depósito.</p>',
    },
  },
  {
    ...noticeBase, type: 'PU', execution: 'B', sortOrder: 40,
    titles: {
      EN: 'Play responsibly', TH: 'เล่นอย่างมีความรับผิดชอบ', CN: '理性游戏', ES: 'Juega con responsabilidad', HI: 'ज़िम्मेदारी से खेलें', ID: 'Bermainlah secara bertanggung jawab',
      MY: 'တာဝန်သိစွာ ကစားပါ', PT: 'Jogue com responsabilidade',
    },
    contents: {
      EN: '<p>Our games are for players aged 18 and over. Set limits and take breaks.</p>',
      TH: '<p>เกมของเราสำหรับผู้เล่นอายุ 18 ปีขึ้นไป กำหนดขีดจำกัดและพักเป็นระยะ</p>',
      CN: '<p>我们的游戏仅限 18 岁及以上玩家。请设定限额并适时休息。</p>',
      ES: '<p>Nuestros juegos son para mayores de 18 años. Fija límites y toma descansos.</p>',
      HI: '<p>हमारे गेम 18 वर्ष और उससे अधिक उम्र के खिलाड़ियों के लिए हैं। सीमाएँ तय करें और ब्रेक लें।</p>',
      ID: '<p>Game kami untuk pemain berusia 18 tahun ke atas. Tetapkan batas dan beristirahatlah.</p>',
      MY: '<p>ကျွန်ုပ်တို့၏ဂိမ်းများသည် အသက် ၁၈ နှစ်နှင့်အထက် ကစားသူများအတွက်ဖြစ်သည်။ ကန့်သတ်ချက်ထားပြီး အနားယူပါ။</p>',
      PT: '<p>Nossos jogos são para maiores de 18 anos. Defina limites e faça pausas.</p>',
    },
  },
  {
    ...noticeBase, type: 'PU', execution: 'A', sortOrder: 50,
    titles: {
      EN: 'Secure your account', TH: 'รักษาความปลอดภัยบัญชีของคุณ', CN: '保护您的账户', ES: 'Protege tu cuenta', HI: 'अपना खाता सुरक्षित करें', ID: 'Amankan akun Anda',
      MY: 'သင့်အကောင့်ကို လုံခြုံအောင်ပြုလုပ်ပါ', PT: 'Proteja sua conta',
    },
    contents: {
      EN: '<p>Turn on two-step verification and set a fund password in the security centre.</p>',
      TH: '<p>เปิดการยืนยันสองขั้นตอนและตั้งรหัสผ่านการเงินในศูนย์ความปลอดภัย</p>',
      CN: '<p>请在安全中心开启两步验证并设置资金密码。</p>',
      ES: '<p>Activa la verificación en dos pasos y define una contraseña de fondos en el centro de seguridad.</p>',
      HI: '<p>सुरक्षा केंद्र में दो-चरणीय सत्यापन चालू करें और फंड पासवर्ड सेट करें।</p>',
      ID: '<p>Aktifkan verifikasi dua langkah dan atur kata sandi dana di pusat keamanan.</p>',
      MY: '<p>လုံခြုံရေးစင်တာတွင် နှစ်ဆင့်အတည်ပြုခြင်းကို ဖွင့်ပြီး ငွေစကားဝှက် သတ်မှတ်ပါ။</p>',
      PT: '<p>Ative a verificação em duas etapas e defina uma senha de fundos na central de segurança.</p>',
    },
  },
];
