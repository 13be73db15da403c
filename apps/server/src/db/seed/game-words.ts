/**
 * Word lists the demo catalogue's game names are made from (seed/games.ts), translated into every
 * bundle language. Each entry: EN, TH, CN, ES, PT, ID, HI, MY. Word order per language is in
 * `composeName` (adjective after the noun in TH, ES, PT, ID and MY).
 */
export const NAME_LANGUAGES = ['EN', 'TH', 'CN', 'ES', 'PT', 'ID', 'HI', 'MY'] as const;
export type NameLanguage = (typeof NAME_LANGUAGES)[number];
type Word = readonly [string, string, string, string, string, string, string, string];

export const ADJECTIVES: readonly Word[] = [
  ['Golden', 'ทองคำ', '黄金', 'Dorado', 'Dourado', 'Emas', 'सुनहरा', 'ရွှေ'],
  ['Lucky', 'นำโชค', '幸运', 'Afortunado', 'Sortudo', 'Beruntung', 'भाग्यशाली', 'ကံကောင်း'],
  ['Mighty', 'ทรงพลัง', '强大', 'Poderoso', 'Poderoso', 'Perkasa', 'शक्तिशाली', 'အင်အားကြီး'],
  ['Royal', 'ราชา', '皇家', 'Real', 'Real', 'Kerajaan', 'शाही', 'တော်ဝင်'],
  ['Wild', 'ป่าเถื่อน', '狂野', 'Salvaje', 'Selvagem', 'Liar', 'जंगली', 'ရိုင်းစိုင်း'],
  ['Mystic', 'ลึกลับ', '神秘', 'Místico', 'Místico', 'Mistis', 'रहस्यमय', 'နက်နဲသော'],
  ['Fiery', 'เพลิง', '烈焰', 'Ardiente', 'Ardente', 'Berapi', 'अग्निमय', 'မီးလျှံ'],
  ['Jade', 'หยก', '翡翠', 'de Jade', 'de Jade', 'Giok', 'जेड', 'ကျောက်စိမ်း'],
  ['Silver', 'เงิน', '白银', 'Plateado', 'Prateado', 'Perak', 'चांदी', 'ငွေ'],
  ['Thunder', 'สายฟ้า', '雷霆', 'del Trueno', 'do Trovão', 'Petir', 'गर्जन', 'မိုးကြိုး'],
  ['Sacred', 'ศักดิ์สิทธิ์', '神圣', 'Sagrado', 'Sagrado', 'Suci', 'पवित्र', 'မြင့်မြတ်'],
  ['Crystal', 'คริสตัล', '水晶', 'de Cristal', 'de Cristal', 'Kristal', 'क्रिस्टल', 'ပုလဲ'],
  ['Midnight', 'เที่ยงคืน', '午夜', 'de Medianoche', 'da Meia-Noite', 'Tengah Malam', 'आधी रात', 'သန်းခေါင်'],
  ['Ancient', 'โบราณ', '远古', 'Antiguo', 'Antigo', 'Kuno', 'प्राचीन', 'ရှေးဟောင်း'],
  ['Happy', 'แสนสุข', '快乐', 'Feliz', 'Feliz', 'Bahagia', 'खुशहाल', 'ပျော်ရွှင်'],
  ['Super', 'ซูเปอร์', '超级', 'Súper', 'Super', 'Super', 'सुपर', 'စူပါ'],
  ['Mega', 'เมกะ', '巨型', 'Mega', 'Mega', 'Mega', 'मेगा', 'မဂ္ဂါ'],
  ['Ruby', 'ทับทิม', '红宝石', 'de Rubí', 'de Rubi', 'Rubi', 'माणिक', 'ပတ္တမြား'],
  ['Shining', 'เจิดจ้า', '闪耀', 'Brillante', 'Brilhante', 'Bersinar', 'चमकता', 'တောက်ပ'],
  ['Eternal', 'นิรันดร์', '永恒', 'Eterno', 'Eterno', 'Abadi', 'अनंत', 'ထာဝရ'],
  ['Frozen', 'เยือกแข็ง', '冰封', 'Helado', 'Congelado', 'Beku', 'जमा हुआ', 'အေးခဲ'],
  ['Hidden', 'ซ่อนเร้น', '隐秘', 'Oculto', 'Oculto', 'Tersembunyi', 'छिपा', 'လျှို့ဝှက်'],
  ['Rich', 'มั่งคั่ง', '富贵', 'Rico', 'Rico', 'Kaya', 'धनी', 'ချမ်းသာ'],
  ['Brave', 'กล้าหาญ', '勇敢', 'Valiente', 'Valente', 'Berani', 'वीर', 'ရဲရင့်'],
];

export const NOUNS: readonly Word[] = [
  ['Dragon', 'มังกร', '龙', 'Dragón', 'Dragão', 'Naga', 'ड्रैगन', 'နဂါး'],
  ['Tiger', 'เสือ', '虎', 'Tigre', 'Tigre', 'Harimau', 'बाघ', 'ကျား'],
  ['Phoenix', 'หงส์', '凤凰', 'Fénix', 'Fênix', 'Phoenix', 'फीनिक्स', 'ဂဠုန်'],
  ['Fortune', 'โชคลาภ', '财富', 'Fortuna', 'Fortuna', 'Rezeki', 'किस्मत', 'ကံကြမ္မာ'],
  ['Treasure', 'สมบัติ', '宝藏', 'Tesoro', 'Tesouro', 'Harta', 'खज़ाना', 'ရတနာ'],
  ['Empire', 'จักรวรรดิ', '帝国', 'Imperio', 'Império', 'Kekaisaran', 'साम्राज्य', 'အင်ပါယာ'],
  ['Lotus', 'ดอกบัว', '莲花', 'Loto', 'Lótus', 'Teratai', 'कमल', 'ကြာပန်း'],
  ['Panda', 'แพนด้า', '熊猫', 'Panda', 'Panda', 'Panda', 'पांडा', 'ပန်ဒါ'],
  ['Temple', 'วิหาร', '神殿', 'Templo', 'Templo', 'Kuil', 'मंदिर', 'ဘုရားကျောင်း'],
  ['Queen', 'ราชินี', '女王', 'Reina', 'Rainha', 'Ratu', 'रानी', 'ဘုရင်မ'],
  ['Koi', 'ปลาคาร์ป', '锦鲤', 'Koi', 'Carpa', 'Koi', 'कोई मछली', 'ငါးကြင်း'],
  ['Buffalo', 'ควาย', '水牛', 'Búfalo', 'Búfalo', 'Kerbau', 'भैंसा', 'ကျွဲ'],
  ['Gems', 'อัญมณี', '宝石', 'Gemas', 'Gemas', 'Permata', 'रत्न', 'ကျောက်မျက်'],
  ['Fruits', 'ผลไม้', '水果', 'Frutas', 'Frutas', 'Buah', 'फल', 'သစ်သီး'],
  ['Pharaoh', 'ฟาโรห์', '法老', 'Faraón', 'Faraó', 'Firaun', 'फ़राओ', 'ဖာရိုဘုရင်'],
  ['Samurai', 'ซามูไร', '武士', 'Samurái', 'Samurai', 'Samurai', 'समुराई', 'ဆာမူရိုင်း'],
  ['Wolf', 'หมาป่า', '狼', 'Lobo', 'Lobo', 'Serigala', 'भेड़िया', 'ဝံပုလွေ'],
  ['Elephant', 'ช้าง', '大象', 'Elefante', 'Elefante', 'Gajah', 'हाथी', 'ဆင်'],
  ['Moon', 'จันทรา', '月亮', 'Luna', 'Lua', 'Bulan', 'चंद्रमा', 'လ'],
  ['Sun', 'สุริยา', '太阳', 'Sol', 'Sol', 'Matahari', 'सूरज', 'နေ'],
  ['Pirate', 'โจรสลัด', '海盗', 'Pirata', 'Pirata', 'Bajak Laut', 'समुद्री डाकू', 'ပင်လယ်ဓားပြ'],
  ['Candy', 'ลูกอม', '糖果', 'Caramelo', 'Doce', 'Permen', 'कैंडी', 'သကြားလုံး'],
  ['Genie', 'ยักษ์จินนี่', '神灯精灵', 'Genio', 'Gênio', 'Jin', 'जिन्न', 'ဘီလူး'],
  ['Warrior', 'นักรบ', '战士', 'Guerrero', 'Guerreiro', 'Pendekar', 'योद्धा', 'စစ်သည်'],
  ['Garden', 'สวน', '花园', 'Jardín', 'Jardim', 'Taman', 'बगीचा', 'ဥယျာဉ်'],
  ['Ocean', 'มหาสมุทร', '海洋', 'Océano', 'Oceano', 'Samudra', 'सागर', 'သမုဒ္ဒရာ'],
  ['Festival', 'เทศกาล', '节日', 'Festival', 'Festival', 'Festival', 'उत्सव', 'ပွဲတော်'],
  ['Kingdom', 'อาณาจักร', '王国', 'Reino', 'Reino', 'Kerajaan', 'राज्य', 'နိုင်ငံတော်'],
  ['Wizard', 'พ่อมด', '巫师', 'Mago', 'Mago', 'Penyihir', 'जादूगर', 'မှော်ဆရာ'],
  ['Rooster', 'ไก่ชน', '公鸡', 'Gallo', 'Galo', 'Ayam Jago', 'मुर्गा', 'ကြက်ဖ'],
];

/** Whole-game names: table, live, PVP, video poker, arcade and the like (a variant number is added where needed). */
export const TITLES: Record<string, readonly Word[]> = {
  table: [
    ['Baccarat', 'บาคาร่า', '百家乐', 'Baccarat', 'Bacará', 'Baccarat', 'बैकारेट', 'ဘာကာရက်'],
    ['Blackjack', 'แบล็คแจ็ค', '21点', 'Blackjack', 'Blackjack', 'Blackjack', 'ब्लैकजैक', 'ဘလက်ဂျက်'],
    ['Roulette', 'รูเล็ต', '轮盘', 'Ruleta', 'Roleta', 'Rolet', 'रूले', 'ရူးလက်'],
    ['Sic Bo', 'ไฮโล', '骰宝', 'Sic Bo', 'Sic Bo', 'Sic Bo', 'सिक बो', 'အံစာတုံး'],
    ['Dragon Tiger', 'เสือมังกร', '龙虎', 'Dragón Tigre', 'Dragão Tigre', 'Naga Harimau', 'ड्रैगन टाइगर', 'နဂါးကျား'],
    ['Andar Bahar', 'อันดาร์บาฮาร์', '安达巴哈', 'Andar Bahar', 'Andar Bahar', 'Andar Bahar', 'अंदर बाहर', 'အန်ဒါဘာဟာ'],
    ['Teen Patti', 'ทีนปาตี', '三张牌', 'Teen Patti', 'Teen Patti', 'Teen Patti', 'तीन पत्ती', 'တင်းပတ္တီ'],
    ['Fan Tan', 'ฟันทัน', '番摊', 'Fan Tan', 'Fan Tan', 'Fan Tan', 'फैन टैन', 'ဖန်တန်'],
    ['Casino Hold\'em', 'คาสิโนโฮลเด็ม', '赌场扑克', 'Casino Hold\'em', 'Casino Hold\'em', 'Casino Hold\'em', 'कैसीनो होल्डम', 'ကာစီနိုဟိုးလ်ဒမ်'],
    ['Three Card Poker', 'โป๊กเกอร์สามใบ', '三张扑克', 'Póker de Tres Cartas', 'Pôquer de Três Cartas', 'Poker Tiga Kartu', 'थ्री कार्ड पोकर', 'ကတ်သုံးချပ်ပိုကာ'],
  ],
  video_poker: [
    ['Jacks or Better', 'แจ็คออร์เบตเตอร์', '杰克高手', 'Jotas o Mejor', 'Valetes ou Melhor', 'Jack atau Lebih', 'जैक्स ऑर बेटर', 'ဂျက်နှင့်အထက်'],
    ['Deuces Wild', 'ดิวซ์ไวลด์', '百搭二王', 'Doses Salvajes', 'Duques Coringa', 'Deuces Wild', 'ड्यूसेस वाइल्ड', 'နှစ်ကတ်ဝိုင်း'],
    ['Joker Poker', 'โจ๊กเกอร์โป๊กเกอร์', '小丑扑克', 'Póker Comodín', 'Pôquer Coringa', 'Poker Joker', 'जोकर पोकर', 'ဂျိုကာပိုကာ'],
    ['Bonus Poker', 'โบนัสโป๊กเกอร์', '奖金扑克', 'Póker Bono', 'Pôquer Bônus', 'Poker Bonus', 'बोनस पोकर', 'ဘိုနပ်စ်ပိုကာ'],
  ],
  arcade: [
    ['Plinko', 'พลิงโก', '弹珠台', 'Plinko', 'Plinko', 'Plinko', 'प्लिंको', 'ပလင်ကို'],
    ['Crash Rocket', 'จรวดพุ่ง', '火箭冲天', 'Cohete', 'Foguete', 'Roket', 'क्रैश रॉकेट', 'ဒုံးပျံ'],
    ['Keno', 'คีโน', '基诺', 'Keno', 'Keno', 'Keno', 'केनो', 'ကီနို'],
    ['Wheel of Luck', 'วงล้อนำโชค', '幸运转盘', 'Rueda de la Suerte', 'Roda da Sorte', 'Roda Keberuntungan', 'भाग्य चक्र', 'ကံစမ်းဘီး'],
    ['Hi-Lo', 'ไฮโลว์', '猜大小', 'Alto o Bajo', 'Alto ou Baixo', 'Tinggi Rendah', 'हाई-लो', 'အမြင့်အနိမ့်'],
    ['Penalty Kick', 'ยิงจุดโทษ', '点球大战', 'Penalti', 'Pênalti', 'Tendangan Penalti', 'पेनल्टी किक', 'ပင်နယ်လ်တီ'],
  ],
  pvp: [
    ['Texas Poker', 'เท็กซัสโป๊กเกอร์', '德州扑克', 'Póker Texas', 'Pôquer Texas', 'Poker Texas', 'टेक्सास पोकर', 'တက္ကဆက်ပိုကာ'],
    ['Rummy', 'รัมมี่', '拉米', 'Rummy', 'Rummy', 'Remi', 'रमी', 'ရမ်မီ'],
    ['Mahjong', 'ไพ่นกกระจอก', '麻将', 'Mahjong', 'Mahjong', 'Mahjong', 'माहजोंग', 'မာကျောင်း'],
    ['Dou Di Zhu', 'โต้วตี้จู่', '斗地主', 'Dou Di Zhu', 'Dou Di Zhu', 'Dou Di Zhu', 'दो दी झू', 'တိုးတီကျူး'],
    ['Bull Bull', 'วัวกระทิง', '牛牛', 'Toro Toro', 'Touro Touro', 'Banteng', 'बुल बुल', 'နွားထီး'],
    ['Pai Gow', 'ไผ่โกว', '牌九', 'Pai Gow', 'Pai Gow', 'Pai Gow', 'पाई गो', 'ပိုင်ဂေါ'],
    ['Pok Deng', 'ป๊อกเด้ง', '博丁', 'Pok Deng', 'Pok Deng', 'Pok Deng', 'पोक डेंग', 'ပေါက်ဒန်'],
    ['Tongits', 'ตองอิทส์', '通吃', 'Tongits', 'Tongits', 'Tongits', 'टोंगिट्स', 'တောင်ဂစ်'],
  ],
  fishing: [
    ['Ocean King', 'ราชาแห่งท้องทะเล', '海王', 'Rey del Océano', 'Rei do Oceano', 'Raja Samudra', 'सागर राजा', 'ပင်လယ်ဘုရင်'],
    ['Fishing War', 'สงครามตกปลา', '捕鱼大战', 'Guerra de Pesca', 'Guerra de Pesca', 'Perang Ikan', 'मछली युद्ध', 'ငါးဖမ်းစစ်ပွဲ'],
    ['Shark Hunter', 'นักล่าฉลาม', '猎鲨者', 'Cazador de Tiburones', 'Caçador de Tubarões', 'Pemburu Hiu', 'शार्क शिकारी', 'ငါးမန်းမုဆိုး'],
    ['Golden Toad', 'คางคกทองคำ', '金蟾', 'Sapo Dorado', 'Sapo Dourado', 'Katak Emas', 'सुनहरा मेंढक', 'ရွှေဖား'],
    ['Mermaid Fishing', 'ตกปลานางเงือก', '美人鱼捕鱼', 'Pesca de Sirenas', 'Pesca da Sereia', 'Mancing Putri Duyung', 'जलपरी मछली', 'ရေသူမငါးဖမ်း'],
    ['Dragon Fishing', 'ตกปลามังกร', '龙王捕鱼', 'Pesca del Dragón', 'Pesca do Dragão', 'Mancing Naga', 'ड्रैगन मछली', 'နဂါးငါးဖမ်း'],
  ],
};

/** Variant words for games that share a title (live tables, PVP rooms, bingo and scratch cards). */
export const VARIANTS: readonly Word[] = [
  ['Classic', 'คลาสสิก', '经典', 'Clásico', 'Clássico', 'Klasik', 'क्लासिक', 'ဂန္တဝင်'],
  ['Speed', 'สปีด', '极速', 'Rápido', 'Rápido', 'Cepat', 'स्पीड', 'အမြန်'],
  ['VIP', 'วีไอพี', '贵宾', 'VIP', 'VIP', 'VIP', 'वीआईपी', 'VIP'],
  ['Lightning', 'สายฟ้าแลบ', '闪电', 'Relámpago', 'Relâmpago', 'Kilat', 'बिजली', 'လျှပ်စီး'],
  ['Squeeze', 'บีบไพ่', '咪牌', 'Apretón', 'Aperto', 'Peras', 'स्क्वीज़', 'ညှစ်'],
  ['Deluxe', 'ดีลักซ์', '豪华', 'De Lujo', 'De Luxo', 'Mewah', 'डीलक्स', 'ဇိမ်ခံ'],
];

/** Category words appended to generated names (bingo, scratch card). */
export const SUFFIX: Record<'bingo' | 'scratch_card', Word> = {
  bingo: ['Bingo', 'บิงโก', '宾果', 'Bingo', 'Bingo', 'Bingo', 'बिंगो', 'ဘင်ဂို'],
  scratch_card: ['Scratch', 'บัตรขูด', '刮刮乐', 'Rasca', 'Raspadinha', 'Gosok', 'स्क्रैच', 'ခြစ်ကတ်'],
};

/** Languages that put the describing word after the noun. */
const ADJECTIVE_AFTER: ReadonlySet<NameLanguage> = new Set(['TH', 'ES', 'PT', 'ID', 'MY']);

/** Joins words for one language: CN without spaces, the describing word placed as the language puts it. */
export function composeName(language: NameLanguage, describing: string | null, noun: string, tail: string | null = null): string {
  const parts = describing === null ? [noun] : ADJECTIVE_AFTER.has(language) ? [noun, describing] : [describing, noun];
  if (tail) parts.push(tail);
  return parts.join(language === 'CN' ? '' : ' ');
}

/** The names map of one generated game: every language, the same shape of words. */
export function namesOf(describing: Word | null, noun: Word, tail: Word | null = null): Record<string, string> {
  return Object.fromEntries(NAME_LANGUAGES.map((lang, i) => [lang, composeName(lang, describing?.[i] ?? null, noun[i]!, tail?.[i] ?? null)]));
}
