import type { Language } from './languages';

type Texts = Record<Language, string>;

/**
 * Title and meta description of every page in every bundle: the server writes them into the HTML it
 * sends (per route and language) and the web app sets the same title after a client-side navigation.
 * Words follow the web bundles' own (nav.*, pages.*), so a tab says what the menu said.
 */
export const PAGE_TEXTS = {
  home: {
    title: {
      CN: '在线真人娱乐、老虎机与体育', EN: 'Online casino, slots and sports', ES: 'Casino en línea, tragamonedas y deportes',
      HI: 'ऑनलाइन कैसीनो, स्लॉट और खेल', ID: 'Kasino online, slot, dan olahraga', MY: 'အွန်လိုင်း ကာစီနို၊ စလော့နှင့် အားကစား',
      PT: 'Cassino online, caça-níqueis e esportes', TH: 'คาสิโนออนไลน์ สล็อต และกีฬา',
    },
    description: {
      CN: '在线畅玩真人娱乐、老虎机、捕鱼、彩票和体育，存取款快速。',
      EN: 'Play live casino, slots, fishing, lottery and sports online, with fast deposits and withdrawals.',
      ES: 'Juega casino en vivo, tragamonedas, pesca, lotería y deportes en línea, con depósitos y retiros rápidos.',
      HI: 'लाइव कैसीनो, स्लॉट, फिशिंग, लॉटरी और खेल ऑनलाइन खेलें, तेज़ जमा और निकासी के साथ।',
      ID: 'Mainkan kasino langsung, slot, tembak ikan, lotre, dan olahraga secara online, dengan deposit dan penarikan cepat.',
      MY: 'တိုက်ရိုက်ကာစီနို၊ စလော့၊ ငါးဖမ်းဂိမ်း၊ ထီနှင့် အားကစားကို အွန်လိုင်းတွင် ကစားပါ၊ ငွေသွင်းငွေထုတ် မြန်ဆန်ပါသည်။',
      PT: 'Jogue cassino ao vivo, caça-níqueis, pesca, loteria e esportes online, com depósitos e saques rápidos.',
      TH: 'เล่นคาสิโนสด สล็อต ยิงปลา หวย และกีฬาออนไลน์ ฝากถอนรวดเร็ว',
    },
  },
  login: {
    title: { CN: '登录', EN: 'Log in', ES: 'Iniciar sesión', HI: 'लॉग इन', ID: 'Masuk', MY: 'အကောင့်ဝင်မည်', PT: 'Entrar', TH: 'เข้าสู่ระบบ' },
  },
  register: {
    title: { CN: '注册', EN: 'Sign up', ES: 'Registrarse', HI: 'साइन अप', ID: 'Daftar', MY: 'စာရင်းသွင်းမည်', PT: 'Cadastrar', TH: 'สมัครสมาชิก' },
  },
  help: {
    title: { CN: '帮助中心', EN: 'Help center', ES: 'Centro de ayuda', HI: 'सहायता केंद्र', ID: 'Pusat bantuan', MY: 'အကူအညီစင်တာ', PT: 'Central de ajuda', TH: 'ศูนย์ช่วยเหลือ' },
    description: {
      CN: '关于账户、存款、取款、优惠和游戏的解答，以及联系客服的方式。',
      EN: 'Answers about accounts, deposits, withdrawals, bonuses and games, and how to reach customer service.',
      ES: 'Respuestas sobre cuentas, depósitos, retiros, bonos y juegos, y cómo contactar al servicio al cliente.',
      HI: 'खाते, जमा, निकासी, बोनस और गेम के बारे में जवाब, और ग्राहक सेवा से संपर्क करने का तरीका।',
      ID: 'Jawaban seputar akun, deposit, penarikan, bonus, dan permainan, serta cara menghubungi layanan pelanggan.',
      MY: 'အကောင့်၊ ငွေသွင်း၊ ငွေထုတ်၊ ဘောနပ်စ်နှင့် ဂိမ်းများအကြောင်း အဖြေများနှင့် ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်နည်း။',
      PT: 'Respostas sobre contas, depósitos, saques, bônus e jogos, e como falar com o atendimento.',
      TH: 'คำตอบเรื่องบัญชี การฝาก การถอน โบนัส และเกม พร้อมช่องทางติดต่อฝ่ายบริการลูกค้า',
    },
  },
  download: {
    title: { CN: '下载应用', EN: 'Get the app', ES: 'Descarga la app', HI: 'ऐप पाएँ', ID: 'Unduh aplikasi', MY: 'အက်ပ်ကို ရယူပါ', PT: 'Baixe o app', TH: 'ดาวน์โหลดแอป' },
    description: {
      CN: '将应用安装到手机主屏幕，一键进入所有游戏。',
      EN: 'Add the app to your phone’s home screen and open every game in one tap.',
      ES: 'Agrega la app a la pantalla de inicio de tu teléfono y abre cualquier juego con un toque.',
      HI: 'ऐप को अपने फ़ोन की होम स्क्रीन पर जोड़ें और हर गेम एक टैप में खोलें।',
      ID: 'Tambahkan aplikasi ke layar utama ponsel Anda dan buka setiap permainan dengan satu ketukan.',
      MY: 'အက်ပ်ကို ဖုန်း၏ ပင်မစခရင်သို့ ထည့်ပြီး ဂိမ်းတိုင်းကို တစ်ချက်နှိပ်ရုံဖြင့် ဖွင့်ပါ။',
      PT: 'Adicione o app à tela inicial do celular e abra qualquer jogo com um toque.',
      TH: 'เพิ่มแอปไว้ที่หน้าจอโฮมของโทรศัพท์ แล้วเปิดทุกเกมได้ในแตะเดียว',
    },
  },
  sports: {
    title: { CN: '体育', EN: 'Sports', ES: 'Deportes', HI: 'खेल', ID: 'Olahraga', MY: 'အားကစား', PT: 'Esportes', TH: 'กีฬา' },
    description: {
      CN: '足球及更多体育赛事投注，赔率实时更新。', EN: 'Bet on football and more sports with live odds.',
      ES: 'Apuesta en fútbol y más deportes con cuotas en vivo.', HI: 'लाइव ऑड्स के साथ फ़ुटबॉल और अन्य खेलों पर दांव लगाएँ।',
      ID: 'Bertaruh pada sepak bola dan olahraga lain dengan odds langsung.', MY: 'တိုက်ရိုက်အလေးသာချက်များဖြင့် ဘောလုံးနှင့် အခြားအားကစားများကို လောင်းကစားပါ။',
      PT: 'Aposte no futebol e em outros esportes com odds ao vivo.', TH: 'เดิมพันฟุตบอลและกีฬาอื่น ๆ พร้อมราคาสด',
    },
  },
  esports: {
    title: { CN: '电竞', EN: 'E-Sports', ES: 'E-Sports', HI: 'ई-स्पोर्ट्स', ID: 'E-Sports', MY: 'အီး-စပို့', PT: 'E-Sports', TH: 'อีสปอร์ต' },
    description: {
      CN: '电竞赛事投注。', EN: 'Bet on e-sports matches.', ES: 'Apuesta en partidas de e-sports.', HI: 'ई-स्पोर्ट्स मैचों पर दांव लगाएँ।',
      ID: 'Bertaruh pada pertandingan e-sports.', MY: 'အီး-စပို့ ပြိုင်ပွဲများကို လောင်းကစားပါ။', PT: 'Aposte em partidas de e-sports.', TH: 'เดิมพันการแข่งขันอีสปอร์ต',
    },
  },
  lott: {
    title: { CN: '彩票', EN: 'Lottery', ES: 'Lotería', HI: 'लॉटरी', ID: 'Lotre', MY: 'ထီ', PT: 'Loteria', TH: 'หวย' },
    description: {
      CN: '彩票游戏与最新开奖结果。', EN: 'Lottery games and the latest results.', ES: 'Juegos de lotería y los últimos resultados.',
      HI: 'लॉटरी गेम और ताज़ा परिणाम।', ID: 'Permainan lotre dan hasil terbaru.', MY: 'ထီဂိမ်းများနှင့် နောက်ဆုံးထွက် ရလဒ်များ။',
      PT: 'Jogos de loteria e os resultados mais recentes.', TH: 'เกมหวยและผลรางวัลล่าสุด',
    },
  },
  elott: {
    title: { CN: '电子彩票', EN: 'E-Lottery', ES: 'E-Lotería', HI: 'ई-लॉटरी', ID: 'E-Lotre', MY: 'အီး-ထီ', PT: 'E-Loteria', TH: 'อี-ลอตเตอรี่' },
    description: {
      CN: '全天候快速开奖的电子彩票。', EN: 'Fast e-lottery draws around the clock.', ES: 'Sorteos rápidos de e-lotería a toda hora.',
      HI: 'चौबीसों घंटे तेज़ ई-लॉटरी ड्रॉ।', ID: 'Undian e-lotre cepat sepanjang waktu.', MY: 'နေ့ရော ညပါ မြန်ဆန်သော အီး-ထီ ဖွင့်ပွဲများ။',
      PT: 'Sorteios rápidos de e-loteria a qualquer hora.', TH: 'อี-ลอตเตอรี่ออกผลรวดเร็วตลอด 24 ชั่วโมง',
    },
  },
  live: {
    title: { CN: '真人娱乐', EN: 'Live Casino', ES: 'Casino en vivo', HI: 'लाइव कैसीनो', ID: 'Kasino langsung', MY: 'တိုက်ရိုက်ကာစီနို', PT: 'Cassino ao vivo', TH: 'คาสิโนสด' },
    description: {
      CN: '百家乐、轮盘、龙虎等真人荷官游戏。', EN: 'Baccarat, roulette, dragon tiger and more with live dealers.',
      ES: 'Baccarat, ruleta, dragon tiger y más con crupieres en vivo.', HI: 'लाइव डीलरों के साथ बैकारेट, रूलेट, ड्रैगन टाइगर और बहुत कुछ।',
      ID: 'Baccarat, roulette, dragon tiger, dan lainnya dengan dealer langsung.', MY: 'တိုက်ရိုက် ဒီလာများနှင့် ဘာကာရက်၊ ရူလက်၊ နဂါးကျား နှင့် အခြားဂိမ်းများ။',
      PT: 'Bacará, roleta, dragon tiger e mais com crupiês ao vivo.', TH: 'บาคาร่า รูเล็ต เสือมังกร และอีกมากมายกับดีลเลอร์สด',
    },
  },
  fish: {
    title: { CN: '捕鱼', EN: 'Fishing', ES: 'Pesca', HI: 'फिशिंग', ID: 'Tembak ikan', MY: 'ငါးဖမ်းဂိမ်း', PT: 'Pesca', TH: 'ยิงปลา' },
    description: {
      CN: '各大厂商的捕鱼游戏。', EN: 'Fishing games from every provider.', ES: 'Juegos de pesca de todos los proveedores.',
      HI: 'हर प्रदाता के फिशिंग गेम।', ID: 'Permainan tembak ikan dari semua penyedia.', MY: 'ပံ့ပိုးသူအားလုံး၏ ငါးဖမ်းဂိမ်းများ။',
      PT: 'Jogos de pesca de todos os provedores.', TH: 'เกมยิงปลาจากทุกค่าย',
    },
  },
  rng: {
    title: { CN: '老虎机', EN: 'Slots', ES: 'Tragamonedas', HI: 'स्लॉट', ID: 'Slot', MY: 'စလော့', PT: 'Caça-níqueis', TH: 'สล็อต' },
    description: {
      CN: 'PG、JDB、CQ9 等厂商的老虎机游戏。', EN: 'Slot games from PG, JDB, CQ9 and more providers.',
      ES: 'Tragamonedas de PG, JDB, CQ9 y más proveedores.', HI: 'PG, JDB, CQ9 और अन्य प्रदाताओं के स्लॉट गेम।',
      ID: 'Permainan slot dari PG, JDB, CQ9, dan penyedia lainnya.', MY: 'PG၊ JDB၊ CQ9 နှင့် အခြားပံ့ပိုးသူများ၏ စလော့ဂိမ်းများ။',
      PT: 'Caça-níqueis da PG, JDB, CQ9 e outros provedores.', TH: 'เกมสล็อตจาก PG, JDB, CQ9 และค่ายอื่น ๆ',
    },
  },
  pvp: {
    title: { CN: '棋牌', EN: 'Card Games', ES: 'Juegos de cartas', HI: 'कार्ड गेम', ID: 'Permainan kartu', MY: 'ဖဲဂိမ်း', PT: 'Jogos de cartas', TH: 'เกมไพ่' },
    description: {
      CN: '玩家对战的棋牌游戏。', EN: 'Card and table games played against other players.', ES: 'Juegos de cartas y de mesa contra otros jugadores.',
      HI: 'दूसरे खिलाड़ियों के साथ कार्ड और टेबल गेम।', ID: 'Permainan kartu dan meja melawan pemain lain.', MY: 'အခြားကစားသမားများနှင့် ယှဉ်ကစားသော ဖဲနှင့် စားပွဲဂိမ်းများ။',
      PT: 'Jogos de cartas e de mesa contra outros jogadores.', TH: 'เกมไพ่และเกมโต๊ะเล่นกับผู้เล่นคนอื่น',
    },
  },
  provider: {
    title: { CN: '游戏厂商', EN: 'Providers', ES: 'Proveedores', HI: 'प्रदाता', ID: 'Penyedia', MY: 'ဂိမ်းပံ့ပိုးသူများ', PT: 'Provedores', TH: 'ค่ายเกม' },
    description: {
      CN: '按厂商浏览游戏。', EN: 'Browse the games by provider.', ES: 'Explora los juegos por proveedor.', HI: 'प्रदाता के अनुसार गेम देखें।',
      ID: 'Jelajahi permainan berdasarkan penyedia.', MY: 'ဂိမ်းများကို ပံ့ပိုးသူအလိုက် ကြည့်ပါ။', PT: 'Veja os jogos por provedor.', TH: 'เลือกดูเกมตามค่าย',
    },
  },
  promotions: {
    title: { CN: '优惠活动', EN: 'Promotions', ES: 'Promociones', HI: 'प्रमोशन', ID: 'Promosi', MY: 'ပရိုမိုးရှင်းများ', PT: 'Promoções', TH: 'โปรโมชั่น' },
    description: {
      CN: '当前的奖金与优惠活动。', EN: 'Current bonuses and promotions.', ES: 'Bonos y promociones vigentes.', HI: 'मौजूदा बोनस और प्रमोशन।',
      ID: 'Bonus dan promosi yang sedang berlangsung.', MY: 'လက်ရှိ ဘောနပ်စ်နှင့် ပရိုမိုးရှင်းများ။', PT: 'Bônus e promoções em vigor.', TH: 'โบนัสและโปรโมชั่นล่าสุด',
    },
  },
  seamless: {
    title: { CN: '游戏', EN: 'Game', ES: 'Juego', HI: 'गेम', ID: 'Permainan', MY: 'ဂိမ်း', PT: 'Jogo', TH: 'เกม' },
  },
  pgeVerify: {
    title: { CN: '验证牌局', EN: 'Verify a round', ES: 'Verificar una ronda', HI: 'राउंड सत्यापित करें', ID: 'Verifikasi putaran', MY: 'အပတ်ကို စစ်ဆေးရန်', PT: 'Verificar uma rodada', TH: 'ตรวจสอบรอบเกม' },
  },
  member: {
    title: { CN: '会员中心', EN: 'Member centre', ES: 'Centro de miembros', HI: 'सदस्य केंद्र', ID: 'Pusat anggota', MY: 'အဖွဲ့ဝင် စင်တာ', PT: 'Central do membro', TH: 'ศูนย์สมาชิก' },
  },
  favorite: {
    title: { CN: '我的收藏', EN: 'Favourites', ES: 'Favoritos', HI: 'पसंदीदा', ID: 'Favorit', MY: 'အကြိုက်ဆုံးများ', PT: 'Favoritos', TH: 'รายการโปรด' },
  },
  recent: {
    title: { CN: '最近玩过', EN: 'Recently played', ES: 'Jugados recientemente', HI: 'हाल ही में खेले गए', ID: 'Baru dimainkan', MY: 'မကြာသေးမီက ကစားခဲ့သည်', PT: 'Jogados recentemente', TH: 'เล่นล่าสุด' },
  },
  lottery: {
    title: { CN: '彩票', EN: 'Lottery', ES: 'Lotería', HI: 'लॉटरी', ID: 'Lotre', MY: 'ထီ', PT: 'Loteria', TH: 'หวย' },
  },
  pointMall: {
    title: { CN: '积分商城', EN: 'Points mall', ES: 'Tienda de puntos', HI: 'पॉइंट्स मॉल', ID: 'Toko poin', MY: 'ပွိုင့် စျေးဆိုင်', PT: 'Loja de pontos', TH: 'ร้านแลกคะแนน' },
  },
  agent: {
    title: { CN: '代理中心', EN: 'Agent centre', ES: 'Centro de agentes', HI: 'एजेंट केंद्र', ID: 'Pusat agen', MY: 'ကိုယ်စားလှယ် စင်တာ', PT: 'Central do agente', TH: 'ศูนย์ตัวแทน' },
  },
  notFound: {
    title: { CN: '页面不存在', EN: 'Page not found', ES: 'Página no encontrada', HI: 'पेज नहीं मिला', ID: 'Halaman tidak ditemukan', MY: 'စာမျက်နှာ မတွေ့ပါ', PT: 'Página não encontrada', TH: 'ไม่พบหน้านี้' },
    description: {
      CN: '您要找的页面不存在或已移动。', EN: 'The page you were looking for does not exist or has moved.',
      ES: 'La página que buscabas no existe o se ha movido.', HI: 'जिस पेज को आप ढूँढ रहे थे वह मौजूद नहीं है या हटा दिया गया है।',
      ID: 'Halaman yang Anda cari tidak ada atau telah dipindahkan.', MY: 'သင်ရှာနေသော စာမျက်နှာ မရှိပါ သို့မဟုတ် ရွှေ့ထားပါသည်။',
      PT: 'A página que você procurava não existe ou foi movida.', TH: 'ไม่มีหน้าที่คุณค้นหา หรือหน้านั้นถูกย้ายไปแล้ว',
    },
  },
} satisfies Record<string, { title: Texts; description?: Texts }>;

export type PageKey = keyof typeof PAGE_TEXTS;
